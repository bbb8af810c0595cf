import type { DemoSeeder } from '../../db/seed/demo-types';

/** Issue 24: the demo business's creditors data (registered in db/seed/demo-seeders.ts). */
export const seedDemoCreditors: DemoSeeder = async () => {};
