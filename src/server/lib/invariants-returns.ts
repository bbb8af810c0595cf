import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { netSalesTotals, openSalesRange } from '../features/sales-read-model/sales-read-model.service';

/**
 * The 'return' invariant (decision 0014), part of checkInvariants (invariants.ts):
 *
 * - each return or void has lines, and its subtotal, discount, VAT, NBT, total and cost are the Σ
 *   of its lines' (each line's net = total − VAT − NBT); its refunds add up to its total;
 * - per sale line: returned quantity ≤ sold, the returned money ≤ the line's, and once all of it
 *   is back, exactly the line's total, VAT and NBT (the cumulative shares of shared/domain/returns.ts);
 *   every returned line is a line of the return's own sale;
 * - the sale's status matches its returns: void ⇔ one void row (and nothing else, with voided_at),
 *   returned ⇔ every quantity back, partly_returned ⇔ some, completed ⇔ none;
 * - a debtor 'credit' entry with a return id is that return's refund off the debt: per return, Σ
 *   such entries = Σ its credit refunds to the debt;
 * - the read model: per business, Σ sales − Σ returns (voids included) = netSalesTotals over all
 *   time (total, VAT and count, a void taking its sale out), so roll-ups and raw rows agree.
 */

type Row = Record<string, unknown>;
type Add = (businessId: unknown, entity: string, detail: string) => void;

async function rows(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
const n = (v: unknown): number => (v == null ? 0 : Number(v));
const label = (r: Row) => (r.kind === 'void' ? `void ${r.id} of sale ${r.sale_id}` : `return ${String(r.credit_note_number ?? r.id)}`);

/** Checks every return of the businesses `where` selects; answers how many returns and returned lines it saw. */
export async function checkReturns(db: Executor, where: (col: string) => SQL, add: Add): Promise<{ returns: number; returnLines: number }> {
  const returns = await rows(
    db,
    sql`
    select r.business_id, r.id, r.kind, r.credit_note_number, r.sale_id, r.subtotal_cents, r.discount_cents, r.vat_cents, r.nbt_cents,
      r.total_cents, r.cost_cents, l.lines, l.subtotal, l.discount, l.vat, l.nbt, l.total, l.cost, l.bad_net, f.refunded
    from sale_returns r
    cross join lateral (
      select count(*) as lines, coalesce(sum(line_subtotal_cents), 0) as subtotal, coalesce(sum(discount_share_cents), 0) as discount,
        coalesce(sum(vat_cents), 0) as vat, coalesce(sum(nbt_cents), 0) as nbt, coalesce(sum(line_total_cents), 0) as total,
        coalesce(sum(line_cost_cents), 0) as cost,
        count(*) filter (where line_subtotal_cents <> line_total_cents - vat_cents - nbt_cents) as bad_net
      from sale_return_items i where i.business_id = r.business_id and i.return_id = r.id) l
    cross join lateral (
      select coalesce(sum(amount_cents), 0) as refunded from sale_refunds f where f.business_id = r.business_id and f.return_id = r.id) f
    where ${where('r.business_id')}
    order by r.business_id, r.id`,
  );
  let returnLines = 0;
  for (const r of returns) {
    returnLines += n(r.lines);
    if (n(r.lines) === 0) add(r.business_id, label(r), 'has no lines');
    const stored = [r.subtotal_cents, r.discount_cents, r.vat_cents, r.nbt_cents, r.total_cents, r.cost_cents].map(n);
    const summed = [r.subtotal, r.discount, r.vat, r.nbt, r.total, r.cost].map(n);
    if (stored.some((v, i) => v !== summed[i]))
      add(r.business_id, label(r), `subtotal/discount/VAT/NBT/total/cost ${stored.join('/')} ≠ Σ of its lines ${summed.join('/')}`);
    if (n(r.bad_net) > 0) add(r.business_id, label(r), `${n(r.bad_net)} line(s) whose net ≠ total − VAT − NBT`);
    if (n(r.refunded) !== n(r.total_cents))
      add(r.business_id, label(r), `refunds of ${n(r.refunded)} cents ≠ total ${n(r.total_cents)} cents`);
  }
  await checkReturnedLines(db, where, add);
  await checkSaleStatus(db, where, add);
  await checkDebtRefunds(db, where, add);
  await checkReadModel(db, where, add);
  return { returns: returns.length, returnLines };
}

/** Per sale line: never more back than sold, and exactly the line's money once all of it is back. */
async function checkReturnedLines(db: Executor, where: (col: string) => SQL, add: Add) {
  const lines = await rows(
    db,
    sql`
    select i.business_id, i.sale_item_id, si.sale_id, si.quantity as sold, sum(i.quantity) as back,
      si.line_total_cents, si.vat_cents, si.nbt_cents, sum(i.line_total_cents) as total, sum(i.vat_cents) as vat, sum(i.nbt_cents) as nbt,
      bool_or(si.id is null or si.sale_id <> i.sale_id) as stray
    from sale_return_items i left join sale_items si on si.business_id = i.business_id and si.id = i.sale_item_id
    where ${where('i.business_id')}
    group by i.business_id, i.sale_item_id, si.id, si.sale_id, si.quantity, si.line_total_cents, si.vat_cents, si.nbt_cents
    order by i.business_id, i.sale_item_id`,
  );
  for (const r of lines) {
    const entity = `sale line ${n(r.sale_item_id)}`;
    if (r.stray === true || r.stray === 't') {
      add(r.business_id, entity, 'returned under a return of another sale, or not a line of this business');
      continue;
    }
    if (n(r.back) > n(r.sold)) add(r.business_id, entity, `returned ${n(r.back)} > sold ${n(r.sold)} (thousandths)`);
    const whole = [r.line_total_cents, r.vat_cents, r.nbt_cents].map(n);
    const back = [r.total, r.vat, r.nbt].map(n);
    const tooMuch = back.some((v, i) => v > whole[i]!);
    const notExact = n(r.back) === n(r.sold) && back.some((v, i) => v !== whole[i]);
    if (tooMuch || notExact)
      add(
        r.business_id,
        entity,
        `returned total/VAT/NBT ${back.join('/')} vs the line's ${whole.join('/')} (${n(r.back)} of ${n(r.sold)} back)`,
      );
  }
}

/** Each sale with returns (or not completed) reads what its returns make it. */
async function checkSaleStatus(db: Executor, where: (col: string) => SQL, add: Add) {
  const sales = await rows(
    db,
    sql`
    select s.business_id, s.id, s.invoice_number, s.status, s.voided_at,
      (select count(*) from sale_returns r where r.business_id = s.business_id and r.sale_id = s.id and r.kind = 'void') as voids,
      (select count(*) from sale_returns r where r.business_id = s.business_id and r.sale_id = s.id and r.kind = 'return') as returns,
      (select coalesce(sum(quantity), 0) from sale_items i where i.business_id = s.business_id and i.sale_id = s.id) as sold,
      (select coalesce(sum(quantity), 0) from sale_return_items i where i.business_id = s.business_id and i.sale_id = s.id) as back
    from sales s
    where ${where('s.business_id')}
      and (s.status <> 'completed' or s.voided_at is not null
           or exists (select 1 from sale_returns r where r.business_id = s.business_id and r.sale_id = s.id))
    order by s.business_id, s.id`,
  );
  for (const r of sales) {
    const entity = `sale ${String(r.invoice_number)}`;
    const voids = n(r.voids);
    if (voids > 1 || (voids === 1 && n(r.returns) > 0))
      add(r.business_id, entity, `${voids} void(s) and ${n(r.returns)} return(s): a sale is voided once, and never after a return`);
    const want = voids > 0 ? 'void' : n(r.back) <= 0 ? 'completed' : n(r.back) >= n(r.sold) ? 'returned' : 'partly_returned';
    if (r.status !== want)
      add(r.business_id, entity, `status ${String(r.status)} ≠ ${want} (${voids} void(s), ${n(r.back)} of ${n(r.sold)} back)`);
    if ((r.status === 'void') !== (r.voided_at != null))
      add(r.business_id, entity, `status ${String(r.status)} but voided_at ${String(r.voided_at)}`);
    if (voids > 0 && n(r.back) !== n(r.sold)) add(r.business_id, entity, `void gave back ${n(r.back)} of ${n(r.sold)} (thousandths)`);
  }
}

/** Per return: Σ its debtor credit entries = Σ its credit refunds to the debt. */
async function checkDebtRefunds(db: Executor, where: (col: string) => SQL, add: Add) {
  const mismatched = await rows(
    db,
    sql`
    with e as (select business_id, return_id, sum(amount_cents) filter (where kind = 'credit') as credited, count(*) filter (where kind <> 'credit') as other
               from debtor_entries where return_id is not null and ${where('business_id')} group by business_id, return_id),
         f as (select business_id, return_id, sum(amount_cents) as refunded
               from sale_refunds where method = 'credit' and credit_to = 'debt' and ${where('business_id')} group by business_id, return_id)
    select coalesce(e.business_id, f.business_id) as business_id, coalesce(e.return_id, f.return_id) as return_id,
      coalesce(e.credited, 0) as credited, coalesce(e.other, 0) as other, coalesce(f.refunded, 0) as refunded
    from e full join f on f.business_id = e.business_id and f.return_id = e.return_id
    where coalesce(e.credited, 0) <> coalesce(f.refunded, 0) or coalesce(e.other, 0) > 0`,
  );
  for (const r of mismatched)
    add(
      r.business_id,
      `return ${n(r.return_id)}`,
      n(r.other) > 0
        ? `${n(r.other)} debtor entr(ies) other than a credit carry its id`
        : `debtor credits of ${n(r.credited)} cents ≠ its credit refunds to the debt of ${n(r.refunded)} cents`,
    );
}

/** The read model over all time equals the raw rows: Σ sales − Σ returns (total, VAT) and sales − voids (count). */
async function checkReadModel(db: Executor, where: (col: string) => SQL, add: Add) {
  const raw = await rows(
    db,
    sql`
    with s as (select business_id, sum(total_cents) as total, sum(vat_cents) as vat, count(*) as n from sales where ${where('business_id')}
               group by business_id),
         r as (select business_id, sum(total_cents) as total, sum(vat_cents) as vat, count(*) filter (where kind = 'void') as voids
               from sale_returns where ${where('business_id')} group by business_id)
    select coalesce(s.business_id, r.business_id) as business_id, coalesce(s.total, 0) - coalesce(r.total, 0) as total,
      coalesce(s.vat, 0) - coalesce(r.vat, 0) as vat, coalesce(s.n, 0) - coalesce(r.voids, 0) as n
    from s full join r on r.business_id = s.business_id
    order by 1`,
  );
  for (const r of raw) {
    const model = await netSalesTotals(db, await openSalesRange(db, n(r.business_id), {}));
    const want = [r.total, r.vat, r.n].map(n);
    const got = [model.totalCents, model.vatCents, model.count];
    if (got.some((v, i) => v !== want[i]))
      add(r.business_id, 'sales read model', `total/VAT/count ${got.join('/')} ≠ Σ sales − Σ returns − voids ${want.join('/')}`);
  }
}
