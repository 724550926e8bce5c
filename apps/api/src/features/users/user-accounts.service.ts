/**
 * Finding a staff account, for the sign-in and two-factor services (features/auth). Apart from
 * users.service.ts, which builds on auth (password checks, sessions): auth reads accounts through
 * this file, so the two features never import each other in a circle.
 */
export { findUserById, findUserByUsername } from './users.repository';
