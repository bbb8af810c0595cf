/**
 * Share links: a random 32-byte token (base64url) in the URL the customer
 * receives; only its SHA-256 is stored, so the table alone opens nothing. A link shows one receipt
 * or one statement, in one language, until it expires (30 days) or is revoked.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '#shared/locales';
import {
  publicSharePath,
  SHARE_LINK_DAYS,
  type RecipientKind,
  type ShareLinkCreated,
  type ShareLinkSummary,
} from '#shared/contracts/messaging';
import { DEFAULT_RECEIPT_BUSINESS_NAME } from '#shared/contracts/sales';
import { normalizePhone } from '#shared/domain/phone';
import { whatsappUrl } from '#shared/domain/whatsapp';
import type { Database, Executor } from '#server/db/client';
import { openBoundTransaction } from '#server/db/request-context';
import { businesses, businessSettings, customers, debtors, sales, shareLinks, suppliers } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { getSale } from '#server/features/sales';
import { messageSubject, receiptMessage, statementMessage } from './message-texts';
import { receiptPage, statementPage, type ShopHeader } from './public-page';
import { loadStatement } from './statement-source';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** 32 random bytes, URL-safe: 43 characters, 256 bits nobody guesses. */
export const newToken = () => randomBytes(32).toString('base64url');
/** What is stored and looked up: the token's SHA-256 in hex. Any text hashes, so a malformed token costs the same. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const expiry = (now = new Date()) => new Date(now.getTime() + SHARE_LINK_DAYS * 24 * 60 * 60 * 1000);

export const shareLinkNotFound = () => new AppError('SHARE_LINK_NOT_FOUND');

/** The shop as the receipt prints it: the settings' name, address and phone, else the business record's. Never its e-mail. */
export async function shopHeader(db: Executor, businessId: number): Promise<ShopHeader & { timeZone: string }> {
  const [row] = await db
    .select({
      settingsName: businessSettings.businessName,
      settingsAddress: businessSettings.address,
      settingsPhone: businessSettings.phone,
      timeZone: businessSettings.timeZone,
      name: businesses.name,
      address: businesses.address,
      phone: businesses.phone,
    })
    .from(businesses)
    .leftJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  return {
    name: row?.settingsName || row?.name || DEFAULT_RECEIPT_BUSINESS_NAME,
    address: row?.settingsAddress ?? row?.address ?? null,
    phone: row?.settingsPhone ?? row?.phone ?? null,
    timeZone: row?.timeZone ?? 'Asia/Colombo',
  };
}

type Contact = { phone: string | null; email: string | null; recipient: { kind: RecipientKind; id: number } | null };

/** Who a sale's receipt goes to: its CRM customer, else the debtor of its credit part (by phone). */
async function saleContact(db: Executor, businessId: number, saleId: number): Promise<Contact> {
  const [sale] = await db
    .select({ customerId: sales.customerId, debtorInfo: sales.debtorInfo })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), eq(sales.id, saleId)));
  if (sale?.customerId) {
    const [c] = await db
      .select({ id: customers.id, phone: customers.phone, email: customers.email })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.id, sale.customerId)));
    if (c) return { phone: c.phone, email: c.email, recipient: { kind: 'customer', id: c.id } };
  }
  const phone = normalizePhone(sale?.debtorInfo?.phone ?? null);
  if (phone) {
    const [d] = await db
      .select({ id: debtors.id, phone: debtors.phone, email: debtors.email })
      .from(debtors)
      .where(and(eq(debtors.businessId, businessId), eq(debtors.phoneNormalized, phone)));
    if (d) return { phone: d.phone, email: d.email, recipient: { kind: 'debtor', id: d.id } };
    return { phone: sale?.debtorInfo?.phone ?? null, email: sale?.debtorInfo?.email ?? null, recipient: null };
  }
  return { phone: null, email: null, recipient: null };
}

/** A debtor's or supplier's name and contact in this business; 404 when it is not one of its own. */
export async function partyOf(db: Executor, businessId: number, kind: 'debtor' | 'supplier', id: number) {
  const table = kind === 'debtor' ? debtors : suppliers;
  const [row] = await db
    .select({ id: table.id, name: table.name, phone: table.phone, email: table.email })
    .from(table)
    .where(and(eq(table.businessId, businessId), eq(table.id, id)));
  if (!row) throw new AppError(kind === 'debtor' ? 'DEBTOR_NOT_FOUND' : 'SUPPLIER_NOT_FOUND');
  return row;
}

async function insertLink(db: Executor, values: Omit<typeof shareLinks.$inferInsert, 'tokenHash' | 'expiresAt'>) {
  const token = newToken();
  const [row] = await db
    .insert(shareLinks)
    .values({ ...values, tokenHash: hashToken(token), expiresAt: expiry() })
    .returning();
  return { row, token };
}

function created(row: ShareLinkRow, token: string, origin: string, text: (url: string) => string, contact: Contact): ShareLinkCreated {
  const url = `${origin}${publicSharePath(token)}`;
  const message = text(url);
  return {
    id: row.id,
    url,
    token,
    expiresAt: row.expiresAt.toISOString(),
    text: message,
    whatsappUrl: whatsappUrl(contact.phone, message),
    phone: contact.phone,
    email: contact.email,
    recipient: contact.recipient,
  };
}

export async function createReceiptLink(
  db: Executor,
  ctx: { businessId: number; userId: string },
  saleId: number,
  input: { locale: Locale },
  origin: string,
): Promise<ShareLinkCreated> {
  const sale = await getSale(db, ctx.businessId, saleId); // 404 for another business's sale
  const [shop, contact] = await Promise.all([shopHeader(db, ctx.businessId), saleContact(db, ctx.businessId, saleId)]);
  const { row, token } = await insertLink(db, {
    businessId: ctx.businessId,
    kind: 'receipt',
    saleId,
    locale: input.locale,
    createdBy: ctx.userId,
  });
  return created(
    row,
    token,
    origin,
    (url) => receiptMessage(input.locale, { shop: shop.name, invoice: sale.invoiceNumber, total: sale.totalAmount, url }),
    contact,
  );
}

export async function createStatementLink(
  db: Executor,
  ctx: { businessId: number; userId: string },
  party: { kind: 'debtor' | 'supplier'; id: number },
  input: { locale: Locale; from: string; to: string; closingBalance: number },
  origin: string,
): Promise<ShareLinkCreated> {
  const who = await partyOf(db, ctx.businessId, party.kind, party.id);
  const shop = await shopHeader(db, ctx.businessId);
  const { row, token } = await insertLink(db, {
    businessId: ctx.businessId,
    kind: 'statement',
    partyKind: party.kind,
    partyId: party.id,
    fromDate: input.from,
    toDate: input.to,
    locale: input.locale,
    createdBy: ctx.userId,
  });
  return created(
    row,
    token,
    origin,
    (url) => statementMessage(input.locale, { shop: shop.name, from: input.from, to: input.to, balance: input.closingBalance, url }),
    { phone: who.phone, email: who.email, recipient: { kind: party.kind, id: party.id } },
  );
}

export async function getLink(db: Executor, businessId: number, linkId: number): Promise<ShareLinkRow> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.businessId, businessId), eq(shareLinks.id, linkId)));
  if (!row) throw shareLinkNotFound();
  return row;
}

export async function revokeLink(db: Executor, businessId: number, linkId: number): Promise<void> {
  await getLink(db, businessId, linkId);
  await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.businessId, businessId), eq(shareLinks.id, linkId), isNull(shareLinks.revokedAt)));
}

export async function listLinks(db: Executor, businessId: number, limit = 50): Promise<ShareLinkSummary[]> {
  const rows = await db
    .select({
      link: shareLinks,
      invoiceNumber: sales.invoiceNumber,
      debtorName: debtors.name,
      supplierName: suppliers.name,
    })
    .from(shareLinks)
    .leftJoin(sales, and(eq(sales.businessId, shareLinks.businessId), eq(sales.id, shareLinks.saleId)))
    .leftJoin(
      debtors,
      and(eq(shareLinks.partyKind, 'debtor'), eq(debtors.businessId, shareLinks.businessId), eq(debtors.id, shareLinks.partyId)),
    )
    .leftJoin(
      suppliers,
      and(eq(shareLinks.partyKind, 'supplier'), eq(suppliers.businessId, shareLinks.businessId), eq(suppliers.id, shareLinks.partyId)),
    )
    .where(eq(shareLinks.businessId, businessId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(limit);
  return rows.map(({ link, invoiceNumber, debtorName, supplierName }) => ({
    id: link.id,
    kind: link.kind,
    label:
      link.kind === 'receipt'
        ? (invoiceNumber ?? '')
        : `${debtorName ?? supplierName ?? ''} ${link.fromDate ?? ''} – ${link.toDate ?? ''}`.trim(),
    locale: link.locale,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt ? link.revokedAt.toISOString() : null,
    createdAt: link.createdAt.toISOString(),
  }));
}

/** The message a link is sent with (its text ends with the link's URL), rebuilt from the link and its token. */
export async function linkMessage(db: Executor, businessId: number, link: ShareLinkRow, token: string, origin: string) {
  if (hashToken(token) !== link.tokenHash) throw shareLinkNotFound();
  const url = `${origin}${publicSharePath(token)}`;
  const shop = await shopHeader(db, businessId);
  const locale = link.locale;
  if (link.kind === 'receipt' && link.saleId != null) {
    const sale = await getSale(db, businessId, link.saleId);
    const contact = await saleContact(db, businessId, link.saleId);
    return {
      purpose: 'receipt' as const,
      subject: messageSubject(locale, 'receipt', { shop: shop.name, invoice: sale.invoiceNumber }),
      text: receiptMessage(locale, { shop: shop.name, invoice: sale.invoiceNumber, total: sale.totalAmount, url }),
      recipient: contact.recipient,
    };
  }
  const party = { kind: link.partyKind ?? 'debtor', id: link.partyId ?? 0 };
  const statement = await loadStatement(db, businessId, party, { from: link.fromDate ?? '', to: link.toDate ?? '' });
  return {
    purpose: 'statement' as const,
    subject: messageSubject(locale, 'statement', { shop: shop.name }),
    text: statementMessage(locale, { shop: shop.name, from: statement.from, to: statement.to, balance: statement.closingBalance, url }),
    recipient: { kind: party.kind, id: party.id } as { kind: RecipientKind; id: number },
  };
}

/**
 * The public page's read, in its own transaction as the application role: which business a live
 * link belongs to (kade_share_link_business, one index probe by hash — an unknown, expired or revoked
 * token all answer null there), then, bound to that business, the link and its receipt or statement.
 * Returns the page's HTML, or null for the one not-found page.
 */
export async function readSharedPage(base: Database, token: string): Promise<string | null> {
  // Hash whatever came (cut to a sane length first): the same work for any token, valid or not.
  const hash = hashToken(token.slice(0, 128));
  // The one step across businesses, as the owner (outside any request transaction; kade_app may not call it).
  const found = await base.execute(sql`select kade_share_link_business(${hash}) as business_id`);
  const businessId = (found as unknown as { rows: Array<{ business_id: number | null }> }).rows[0]?.business_id ?? null;
  if (businessId == null) return null;
  const open = await openBoundTransaction(base, { businessId, platform: false });
  try {
    const [link] = await open.tx
      .select()
      .from(shareLinks)
      .where(
        and(
          eq(shareLinks.businessId, businessId),
          eq(shareLinks.tokenHash, hash),
          isNull(shareLinks.revokedAt),
          gt(shareLinks.expiresAt, new Date()),
        ),
      );
    if (!link) return null;
    const shop = await shopHeader(open.tx, businessId);
    if (link.kind === 'receipt' && link.saleId != null) {
      const sale = await getSale(open.tx, businessId, link.saleId, { withReturns: true });
      return receiptPage(link.locale, shop, sale, shop.timeZone);
    }
    if (link.partyKind && link.partyId != null && link.fromDate && link.toDate) {
      const statement = await loadStatement(
        open.tx,
        businessId,
        { kind: link.partyKind, id: link.partyId },
        { from: link.fromDate, to: link.toDate },
      );
      return statementPage(link.locale, { ...statement, business: { name: shop.name, address: shop.address, phone: shop.phone } });
    }
    return null;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  } finally {
    await open.end(false);
  }
}
