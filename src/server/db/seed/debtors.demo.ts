import { normalizePhone } from '#shared/domain/phone';
import type { DemoSeeder } from './demo-types';
import { listChargesOldestFirst } from '#server/features/debtors/debtor-ledger.repo';
import { syncSalePaymentStatuses } from '#server/features/debtors/debtor-ledger.service';
import * as repo from '#server/features/debtors/debtors.repo';

const DAY = 86_400_000;

type DemoDebtor = {
  name: string;
  phone: string;
  email?: string;
  address?: string;
  notes?: string;
  debtCents: number;
  createdDaysAgo: number;
  dueInDays: number | null;
  /** The most they may owe: a cashier's credit sale over it needs an admin's PIN. */
  creditLimitCents?: number;
  payments: { cents: number; daysAgo: number; method: 'cash' | 'bank_transfer' | 'mobile_payment' | 'check' }[];
};

/** Manual debts (credit sales come from the sales feature's seeder through addCreditSaleToDebtor). */
const DEMO_DEBTORS: DemoDebtor[] = [
  {
    name: 'Saman Kumara',
    phone: '077 900 1001',
    address: '12 Temple Road, Maharagama',
    notes: 'Monthly grocery account',
    debtCents: 1_250_000,
    createdDaysAgo: 20,
    dueInDays: 10,
    creditLimitCents: 800_000, // owes 7,500.00 of 8,000.00: near the limit
    payments: [{ cents: 500_000, daysAgo: 7, method: 'cash' }],
  },
  {
    name: 'Priyanka Fernando',
    phone: '071 900 2002',
    email: 'priyanka.f@example.lk',
    debtCents: 875_000,
    createdDaysAgo: 45,
    dueInDays: -15, // overdue
    payments: [{ cents: 200_000, daysAgo: 30, method: 'bank_transfer' }],
  },
  {
    name: 'Ruwan Jayasinghe',
    phone: '076 900 3003',
    debtCents: 420_000,
    createdDaysAgo: 25,
    dueInDays: 5,
    payments: [
      { cents: 200_000, daysAgo: 15, method: 'cash' },
      { cents: 220_000, daysAgo: 3, method: 'mobile_payment' },
    ], // settled
  },
  {
    name: 'Dilani Wickramasinghe',
    phone: '075 900 4004',
    address: '7 Lake Drive, Kurunegala',
    notes: 'Hardware order for the shop renovation',
    debtCents: 1_500_000,
    createdDaysAgo: 5,
    dueInDays: 25,
    creditLimitCents: 5_000_000,
    payments: [],
  },
];

export const seedDemoDebtors: DemoSeeder = async (tx, { businessId, userId, now }) => {
  for (const d of DEMO_DEBTORS) {
    const createdAt = new Date(now.getTime() - d.createdDaysAgo * DAY);
    const phoneNormalized = normalizePhone(d.phone);
    // A credit sale seeded earlier may already have made this customer a debtor: skip then.
    const debtor = await repo.insertDebtorIfAbsent(tx, {
      businessId,
      name: d.name,
      phone: d.phone,
      phoneNormalized,
      email: d.email ?? null,
      address: d.address ?? null,
      notes: d.notes ?? null,
      dueDate: d.dueInDays === null ? null : new Date(now.getTime() + d.dueInDays * DAY),
      creditLimitCents: d.creditLimitCents ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    if (!debtor) continue;
    await repo.insertEntry(tx, {
      businessId,
      debtorId: debtor.id,
      kind: 'charge',
      amountCents: d.debtCents,
      notes: 'Manual debt',
      entryDate: createdAt,
      recordedBy: userId,
      createdAt,
    });
    for (const p of d.payments) {
      const at = new Date(now.getTime() - p.daysAgo * DAY);
      await repo.insertEntry(tx, {
        businessId,
        debtorId: debtor.id,
        kind: 'payment',
        amountCents: p.cents,
        paymentMethod: p.method,
        entryDate: at,
        recordedBy: userId,
        createdAt: at,
      });
    }
  }
};

/**
 * After the demo sales: the first credit customer has paid their first credit sale and half of the
 * next, so the dashboard and the debtor's statement show paid and partly paid sales.
 */
export const seedDemoCreditPayment: DemoSeeder = async (tx, { businessId, userId, now }) => {
  const debtor = await repo.lockDebtorByPhone(tx, businessId, normalizePhone('0771234567')!);
  if (!debtor) return;
  const charges = (await listChargesOldestFirst(tx, businessId, debtor.id)).filter((c) => c.saleId !== null);
  if (charges.length < 2) return;
  const at = new Date(now.getTime() - DAY);
  await repo.insertEntry(tx, {
    businessId,
    debtorId: debtor.id,
    kind: 'payment',
    amountCents: charges[0]!.amountCents + Math.floor(charges[1]!.amountCents / 2),
    paymentMethod: 'cash',
    notes: 'Paid at the counter',
    entryDate: at,
    recordedBy: userId,
    createdAt: at,
  });
  await syncSalePaymentStatuses(tx, businessId, debtor.id);
};
