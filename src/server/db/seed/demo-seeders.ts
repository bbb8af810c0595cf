import { seedDemoCustomers } from './customers.demo';
import { seedDemoCreditPayment, seedDemoDebtors } from './debtors.demo';
import { seedDemoProcurement } from './procurement.demo';
import { seedDemoReturns } from './returns.demo';
import { seedDemoCatalogueAndSales } from './sales.demo';
import { seedDemoShifts } from './shifts.demo';
import { seedDemoTax } from './tax.demo';
import { seedDemoCounterHardware } from './counter-hardware.demo';
import { seedDemoStockControl } from './stock-control.demo';
import type { DemoSeeder } from './demo-types';
import { seedDemoCreditors } from './creditors.demo';
import { seedDemoMessaging } from './messaging.demo';
import { seedDemoReminders } from './reminders.demo';
import { seedDemoSupplierReturns } from './supplier-returns.demo';

/**
 * Each feature adds its demo data for the test-account business here (one entry per seeder),
 * so a newcomer who clicks 'Sign In with Test Account' sees a living shop.
 * Seeders run once, in this order, inside the transaction that creates the demo business.
 */
export const demoSeeders: readonly DemoSeeder[] = [
  // First: the tax configuration (VAT-registered, shelf prices include VAT) prices the demo sales.
  seedDemoTax,
  seedDemoCustomers,
  seedDemoDebtors,
  seedDemoCatalogueAndSales,
  seedDemoCreditPayment,
  seedDemoShifts,
  // After the shifts: the returns' cash comes out of today's open shift, and the void is of a sale in it.
  seedDemoReturns,
  seedDemoProcurement,
  // Last: the counter's hardware marks products and shifts the seeders above made.
  seedDemoCounterHardware,
  // Stock kept true: adjustments, counts and batches of the products and suppliers above.
  seedDemoStockControl,
  // The credit book both ways: GRNs on credit and supplier payments, then messages sent.
  seedDemoCreditors,
  // Goods sent back to a supplier: a debit note against one of the GRNs on credit above.
  seedDemoSupplierReturns,
  seedDemoMessaging,
  seedDemoReminders,
];
