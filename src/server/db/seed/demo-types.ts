import type { Tx } from '../client';

/**
 * What each feature's demo seeder (its `*.demo.ts`) is: it adds that feature's demo data to
 * the test-account business, inside the transaction that creates it. A module of its own, so the
 * seeders and the list of seeders (demo-seeders.ts) do not import each other.
 */
export type DemoSeeder = (tx: Tx, ctx: { businessId: number; userId: string; now: Date }) => Promise<void>;
