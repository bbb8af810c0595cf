import { getDisplayName } from '#shared/contracts/auth-paths';
import type { SaleStatus } from '#shared/contracts/returns-paths';
import type { SalesListPage } from '#shared/contracts/sales-list';
import { fromCents } from '#shared/domain/money';
import type { SalePaymentMethod } from '#shared/domain/payments';
import { parseDateOnly, zonedMidnight } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import * as repo from './sales-list.repo';

interface Filters {
  invoice?: string;
  from?: string;
  to?: string;
  customer?: string;
  cashierId?: string;
  paymentMethod?: SalePaymentMethod;
  status?: SaleStatus;
  cursor?: string;
  limit: number;
}

/** The shop's local midnight starting `date` (+ `days`): From and To are the shop's calendar days. */
function localMidnight(date: string, timeZone: string, days = 0): Date {
  const d = parseDateOnly(date)!;
  const shifted = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return zonedMidnight(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), timeZone);
}

const nameOf = (u: { firstName: string | null; lastName: string | null; email: string }) => getDisplayName(u) || u.email;

export async function listSales(db: Executor, businessId: number, q: Filters): Promise<SalesListPage> {
  const timeZone = q.from || q.to ? await getBusinessTimeZone(db, businessId) : 'UTC';
  const [micros, id] = q.cursor ? q.cursor.split('.') : [];
  const [rows, members] = await Promise.all([
    repo.listSales(db, {
      businessId,
      invoice: q.invoice,
      customer: q.customer,
      cashierId: q.cashierId,
      paymentMethod: q.paymentMethod,
      status: q.status,
      from: q.from ? localMidnight(q.from, timeZone) : undefined,
      until: q.to ? localMidnight(q.to, timeZone, 1) : undefined,
      after: q.cursor ? { micros, id: Number(id) } : undefined,
      limit: q.limit,
    }),
    repo.listMembers(db, businessId),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    sales: page.map((r) => ({
      id: r.id,
      invoiceNumber: r.invoiceNumber,
      saleDate: r.saleDate.toISOString(),
      totalAmount: fromCents(r.totalCents),
      paymentMethod: r.paymentMethod,
      paymentStatus: r.paymentStatus,
      status: r.status,
      customerName: r.customerName,
      cashierId: r.cashierId,
      cashierName: r.cashierEmail ? nameOf({ firstName: r.cashierFirstName, lastName: r.cashierLastName, email: r.cashierEmail }) : null,
      itemCount: Number(r.itemCount),
    })),
    nextCursor: rows.length > q.limit && last ? `${last.micros}.${last.id}` : null,
    cashiers: members.map((m) => ({ id: m.id, name: nameOf(m) })),
  };
}
