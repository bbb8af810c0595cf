import { and, asc, eq } from 'drizzle-orm';
import type { DemoSeeder } from './demo-types';
import { debtors, messages, sales, shareLinks } from '../schema';
import { hashToken, newToken } from '#server/features/messaging/share-links';

/**
 * The demo business's messaging data (registered in db/seed/demo-seeders.ts, runs last):
 * a receipt prepared for WhatsApp (with its share link) and a statement reminder sent by SMS, so the
 * message logs are not empty.
 */
export const seedDemoMessaging: DemoSeeder = async (tx, { businessId, userId, now }) => {
  const [sale] = await tx
    .select({ id: sales.id, invoiceNumber: sales.invoiceNumber, customerId: sales.customerId })
    .from(sales)
    .where(eq(sales.businessId, businessId))
    .orderBy(asc(sales.id))
    .limit(1);
  const [debtor] = await tx
    .select({ id: debtors.id, name: debtors.name, phone: debtors.phoneNormalized })
    .from(debtors)
    .where(and(eq(debtors.businessId, businessId)))
    .orderBy(asc(debtors.id))
    .limit(1);
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  if (sale) {
    const [link] = await tx
      .insert(shareLinks)
      .values({
        businessId,
        // A demo token nobody holds: the link exists for the log, not to be opened.
        tokenHash: hashToken(newToken()),
        kind: 'receipt',
        saleId: sale.id,
        locale: 'si',
        expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000),
        createdBy: userId,
        createdAt: minutesAgo(90),
      })
      .returning({ id: shareLinks.id });
    await tx.insert(messages).values({
      businessId,
      channel: 'whatsapp',
      purpose: 'receipt',
      recipientKind: debtor ? 'debtor' : null,
      recipientId: debtor?.id ?? null,
      to: debtor?.phone ?? '',
      body: `Demo Store: ඔබගේ බිල ${sale.invoiceNumber}. ස්තුතියි!`,
      status: 'prepared',
      shareLinkId: link.id,
      createdBy: userId,
      createdAt: minutesAgo(90),
    });
  }
  if (debtor?.phone) {
    await tx.insert(messages).values({
      businessId,
      channel: 'sms',
      purpose: 'statement',
      recipientKind: 'debtor',
      recipientId: debtor.id,
      to: debtor.phone,
      body: `Demo Store: your statement is ready, ${debtor.name}. Thank you!`,
      status: 'sent',
      providerResponse: '200 {"status":"success"}',
      createdBy: userId,
      createdAt: minutesAgo(30),
      sentAt: minutesAgo(30),
    });
  }
};
