import type { Tx } from '../client';

/**
 * Each feature adds its demo data for the test-account business here (one import per feature),
 * so a newcomer who clicks 'Sign In with Test Account' sees a living shop.
 * Seeders run once, in order, inside the transaction that creates the demo business.
 */
export type DemoSeeder = (tx: Tx, ctx: { businessId: number; userId: string; now: Date }) => Promise<void>;

export const demoSeeders: DemoSeeder[] = [];
import { seedDemoCustomers } from '../../features/customers/customers.demo';
demoSeeders.push(seedDemoCustomers);
import { seedDemoDebtors } from '../../features/debtors/debtors.demo';
demoSeeders.push(seedDemoDebtors);
import { seedDemoCatalogueAndSales } from '../../features/sales/sales.demo';
demoSeeders.push(seedDemoCatalogueAndSales);
import { seedDemoCreditPayment } from '../../features/debtors/debtors.demo';
demoSeeders.push(seedDemoCreditPayment);
import { seedDemoProcurement } from '../../features/procurement/procurement.demo';
demoSeeders.push(seedDemoProcurement);
import { seedDemoTax } from '../../features/tax/tax.demo';
demoSeeders.push(seedDemoTax);
