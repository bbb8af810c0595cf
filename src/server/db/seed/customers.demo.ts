import { eq } from 'drizzle-orm';
import { formatCustomerCode, toLocalPhone } from '#shared/domain/crm';
import { computePointsEarned, DEFAULT_POINTS_PER_RUPEE, getLoyaltyTier } from '#shared/domain/loyalty';
import { divideRoundHalfAwayFromZero } from '#shared/domain/integer-math';
import { normalizePhone } from '#shared/domain/phone';
import type { DemoSeeder } from './demo-types';
import { businessSettings, customerInteractions, customerLoyaltyPoints, customers } from '../schema';

type DemoCustomer = {
  first: string;
  last: string;
  phone: string;
  email?: string;
  type: 'new' | 'regular' | 'vip' | 'wholesale' | 'retail';
  rating: number | null;
  spentCents: number;
  purchases: number;
  redeemed?: number;
  daysAgo: number;
  sms?: boolean;
  mail?: boolean;
  wa?: boolean;
  notes?: string;
};

const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    first: 'Kamal',
    last: 'Perera',
    phone: '0771234501',
    email: 'kamal.perera@example.lk',
    type: 'vip',
    rating: 5,
    spentCents: 12_850_000,
    purchases: 46,
    redeemed: 200,
    daysAgo: 1,
    sms: true,
    mail: true,
    notes: 'Prefers Ceylon tea, buys for his restaurant',
  },
  {
    first: 'Nimali',
    last: 'Fernando',
    phone: '0712345602',
    email: 'nimali.f@example.lk',
    type: 'vip',
    rating: 5,
    spentCents: 6_420_050,
    purchases: 38,
    daysAgo: 2,
    sms: true,
    mail: true,
  },
  {
    first: 'Sunil',
    last: 'Jayawardena',
    phone: '0763456703',
    type: 'wholesale',
    rating: 4,
    spentCents: 5_110_000,
    purchases: 12,
    redeemed: 500,
    daysAgo: 5,
    sms: true,
    notes: 'Grocery shop in Nugegoda; pays monthly',
  },
  {
    first: 'Dilani',
    last: 'Wickramasinghe',
    phone: '0754567804',
    email: 'dilani.w@example.lk',
    type: 'regular',
    rating: 4,
    spentCents: 2_235_075,
    purchases: 27,
    daysAgo: 3,
    mail: true,
  },
  {
    first: 'Ruwan',
    last: 'Bandara',
    phone: '0775678905',
    type: 'regular',
    rating: 3,
    spentCents: 1_480_000,
    purchases: 19,
    daysAgo: 9,
    sms: true,
  },
  {
    first: 'Chamari',
    last: 'Silva',
    phone: '0706789006',
    email: 'chamari.silva@example.lk',
    type: 'regular',
    rating: 4,
    spentCents: 1_002_500,
    purchases: 15,
    redeemed: 50,
    daysAgo: 4,
    sms: true,
    mail: true,
  },
  { first: 'Mohamed', last: 'Rizwan', phone: '0777890107', type: 'retail', rating: 4, spentCents: 845_000, purchases: 11, daysAgo: 12 },
  {
    first: 'Priya',
    last: 'Nadarajah',
    phone: '0718901208',
    email: 'priya.n@example.lk',
    type: 'regular',
    rating: 5,
    spentCents: 612_300,
    purchases: 9,
    daysAgo: 6,
    mail: true,
    wa: false,
  },
  {
    first: 'Lasith',
    last: 'Gunawardena',
    phone: '0769012309',
    type: 'regular',
    rating: 3,
    spentCents: 388_000,
    purchases: 7,
    daysAgo: 20,
    sms: true,
  },
  { first: 'Tharushi', last: 'Rajapaksa', phone: '0750123410', type: 'new', rating: null, spentCents: 124_500, purchases: 2, daysAgo: 8 },
  {
    first: 'Ashan',
    last: 'de Silva',
    phone: '0771122311',
    email: 'ashan.ds@example.lk',
    type: 'new',
    rating: 4,
    spentCents: 45_000,
    purchases: 1,
    daysAgo: 0,
    mail: true,
  },
  {
    first: 'Fathima',
    last: 'Nazeer',
    phone: '0782233412',
    type: 'retail',
    rating: 2,
    spentCents: 0,
    purchases: 0,
    daysAgo: 0,
    notes: 'Asked to be told when basmati rice is back',
  },
];

/** Demo Stores: CRM and loyalty on (the default 1% back), a dozen customers whose points agree with what they spent. */
export const seedDemoCustomers: DemoSeeder = async (tx, { businessId, userId, now }) => {
  await tx
    .update(businessSettings)
    .set({ crmEnabled: true, loyaltyEnabled: true, pointsPerRupeeHundredths: 1 })
    .where(eq(businessSettings.businessId, businessId));
  const day = 86_400_000;
  let n = 0;
  for (const d of DEMO_CUSTOMERS) {
    n += 1;
    const lastPurchase = d.purchases > 0 ? new Date(now.getTime() - d.daysAgo * day) : null;
    const [row] = await tx
      .insert(customers)
      .values({
        businessId,
        customerCode: formatCustomerCode(n),
        firstName: d.first,
        lastName: d.last,
        phone: toLocalPhone(d.phone),
        phoneNormalized: normalizePhone(d.phone),
        email: d.email ?? null,
        address: ['Colombo 03', 'Nugegoda', 'Kandy', 'Galle', 'Negombo', 'Dehiwala'][n % 6],
        customerType: d.type,
        rating: d.rating,
        notes: d.notes ?? null,
        emailOptIn: d.mail ?? false,
        smsOptIn: d.sms ?? false,
        whatsappOptIn: d.wa ?? true,
        totalSpentCents: d.spentCents,
        totalPurchases: d.purchases,
        averageOrderValueCents: d.purchases > 0 ? divideRoundHalfAwayFromZero(d.spentCents, d.purchases) : 0,
        lastPurchaseDate: lastPurchase,
        loyaltyTier: getLoyaltyTier(d.spentCents),
        createdAt: new Date(now.getTime() - (d.daysAgo + 30 + n * 7) * day),
      })
      .returning({ id: customers.id });
    // One summarised "earned" entry for past purchases, then any redemption.
    const earned = computePointsEarned(d.spentCents, DEFAULT_POINTS_PER_RUPEE);
    if (earned > 0) {
      await tx.insert(customerLoyaltyPoints).values({
        businessId,
        customerId: row.id,
        pointsEarned: earned,
        pointsBalance: earned,
        transactionType: 'earned',
        transactionAmountCents: d.spentCents,
        description: `Points for ${d.purchases} earlier purchases`,
        processedBy: userId,
        createdAt: new Date(now.getTime() - (d.daysAgo + 1) * day),
      });
    }
    if (d.redeemed && d.redeemed <= earned) {
      await tx.insert(customerLoyaltyPoints).values({
        businessId,
        customerId: row.id,
        pointsRedeemed: d.redeemed,
        pointsBalance: earned - d.redeemed,
        transactionType: 'redeemed',
        transactionAmountCents: d.redeemed * 100,
        description: 'Redeemed at the till',
        processedBy: userId,
        createdAt: new Date(now.getTime() - d.daysAgo * day),
      });
    }
    if (n <= 4 || d.notes) {
      await tx.insert(customerInteractions).values({
        businessId,
        customerId: row.id,
        type: n % 2 === 0 ? 'call' : 'visit',
        notes: n % 2 === 0 ? 'Called about the Avurudu offers' : 'Visited the shop; asked about bulk prices',
        interactionDate: new Date(now.getTime() - (d.daysAgo + 2) * day),
        createdBy: userId,
      });
    }
  }
};
