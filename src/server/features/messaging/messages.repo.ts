import { and, desc, eq } from 'drizzle-orm';
import type { Message, MessageChannel, MessagePurpose, MessageStatus, RecipientKind } from '#shared/contracts/messaging';
import type { Executor } from '#server/db/client';
import { messages } from '#server/db/schema';

export type MessageRow = typeof messages.$inferSelect;

export const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  channel: r.channel,
  purpose: r.purpose,
  recipientKind: r.recipientKind,
  recipientId: r.recipientId,
  to: r.to,
  subject: r.subject,
  body: r.body,
  status: r.status,
  error: r.error,
  providerResponse: r.providerResponse,
  shareLinkId: r.shareLinkId,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
});

export async function insertMessage(
  db: Executor,
  values: {
    businessId: number;
    channel: MessageChannel;
    purpose: MessagePurpose;
    recipient: { kind: RecipientKind; id: number } | null;
    to: string;
    subject: string | null;
    body: string;
    status: MessageStatus;
    error: string | null;
    providerResponse: string | null;
    shareLinkId: number | null;
    createdBy: string | null;
    sentAt: Date | null;
  },
): Promise<MessageRow> {
  const { recipient, ...rest } = values;
  const [row] = await db
    .insert(messages)
    .values({ ...rest, recipientKind: recipient?.kind ?? null, recipientId: recipient?.id ?? null })
    .returning();
  return row;
}

export async function listMessages(
  db: Executor,
  businessId: number,
  q: { recipientKind?: RecipientKind; recipientId?: number; limit: number },
): Promise<Message[]> {
  const where = [eq(messages.businessId, businessId)];
  if (q.recipientKind) where.push(eq(messages.recipientKind, q.recipientKind));
  if (q.recipientId) where.push(eq(messages.recipientId, q.recipientId));
  const rows = await db
    .select()
    .from(messages)
    .where(and(...where))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(q.limit);
  return rows.map(toMessage);
}
