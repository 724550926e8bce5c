import type { AppDeps } from './deps';
import { seedDemoContacts, seedDemoPosts, seedDemoSubscribers } from './demo/demo-seeders';

/**
 * Demo content for a new, empty database (SEED_DEMO=true). Each seeder checks for itself
 * that its tables are empty, so a restart never duplicates anything.
 */
type Seeder = (deps: AppDeps) => Promise<void>;

const seeders: Seeder[] = [seedDemoPosts, seedDemoContacts, seedDemoSubscribers];

export async function runSeeders(deps: AppDeps): Promise<void> {
  for (const seed of seeders) await seed(deps);
}
