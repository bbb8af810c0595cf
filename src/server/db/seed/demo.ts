import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { businesses, businessModules, businessSettings, businessUsers, modules, subscriptions, users } from '../schema';
import { hashPassword } from '#server/kernel/password';
import { actForNewBusiness } from '../request-context';
import { demoSeeders } from './demo-seeders';

export const DEMO_EMAIL = 'demo@kade.lk';
export const DEMO_BUSINESS_NAME = 'Demo Stores';
/** The demo owner's manager PIN, so a cashier's discount approval at the till can be tried. */
export const DEMO_MANAGER_PIN = '1234';

/**
 * The development test account: created on first use of the test login, never in production,
 * never "the first user" (it is an admin, and the first-user rule looks for a super admin).
 */
export async function ensureDemoAccount(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
    if (existing[0]) return existing[0].id;

    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        firstName: 'Nimal',
        lastName: 'Perera',
        role: 'admin',
        authProvider: 'email',
        isDemo: true,
        // Hashed like a PIN the owner sets on Users (manager-pin.service.ts).
        managerPinHash: await hashPassword(DEMO_MANAGER_PIN),
      })
      .returning({ id: users.id });
    const [business] = await tx
      .insert(businesses)
      .values({
        name: DEMO_BUSINESS_NAME,
        ownerName: 'Nimal Perera',
        email: DEMO_EMAIL,
        phone: '0112345678',
        address: '42 Galle Road, Colombo 03',
        registrationNumber: 'PV 00123456',
        status: 'active',
        isDemo: true,
      })
      .returning({ id: businesses.id });
    // Row-level security: the demo data below belongs to this business.
    await actForNewBusiness(tx, business.id);
    await tx.insert(businessUsers).values({ businessId: business.id, userId: user.id, role: 'owner' });
    const all = await tx.select({ id: modules.id }).from(modules);
    await tx.insert(businessModules).values(all.map((m) => ({ businessId: business.id, moduleId: m.id })));
    const now = new Date();
    const nextBilling = new Date(now);
    nextBilling.setMonth(nextBilling.getMonth() + 1);
    await tx.insert(subscriptions).values({
      businessId: business.id,
      kind: 'initial',
      selectedModules: all.map((m) => m.id),
      monthlyAmountCents: 1_500_000,
      setupFeeCents: 150_000,
      status: 'active',
      approvedAt: now,
      nextBillingDate: nextBilling.toISOString().slice(0, 10),
    });
    await tx.insert(businessSettings).values({
      businessId: business.id,
      businessName: DEMO_BUSINESS_NAME,
      address: '42 Galle Road, Colombo 03',
      phone: '0112345678',
      email: DEMO_EMAIL,
      // Shown on Settings → Terminals (the default, said here): a browser that opens the demo's till becomes T2, T3, …
      autoRegisterTerminals: true,
    });
    for (const seed of demoSeeders) await seed(tx, { businessId: business.id, userId: user.id, now });
    return user.id;
  });
}
