/** The public route table lives in packages/shared (one table for the server, the site and the admin). */
export {
  LOGISTICS_SOLUTIONS,
  LOGISTICS_TITLES,
  MANAGEMENT_SOLUTIONS,
  MANAGEMENT_TITLES,
  paths,
  patterns,
  type LogisticsSolution,
  type ManagementSolution,
} from '@vitrine/shared/routes';
