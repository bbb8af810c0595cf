import { sql, type SQL } from 'drizzle-orm';
import { computeLine } from '../shared/domain/sale-totals';
import type { Executor } from '../server/db/client';

/**
 * Money and stock invariants, checked straight against the database (issue 7, points 7 and 8):
 * after a crash, a restart or a restore these must still hold.
 *
 * stock — every change of stock writes a movement in the same statement (the stock ledger,
 *   features/inventory/stock.*), so for every product: stock = Σ quantity of its movements, and each
 *   movement's balance is the running sum of its product's movements in id order (the stock right
 *   after it). A product whose stock was set without a movement breaks the first; a movement
 *   written out of order or with a wrong balance breaks the second.
 * debtor — its balance (Σ charges − Σ credits − Σ payments) is never negative; every credit sale has
 *   exactly one charge entry carrying its sale id and its total; every charge carrying a sale id
 *   belongs to a credit sale of the same business.
 * sale — it has at least one line; each line's subtotal, VAT, NBT and total are what the shared
 *   sale-totals rule computes from its stored price, quantity and rates; the sale's subtotal, VAT and
 *   NBT are the Σ of its lines and total = subtotal + VAT + NBT − discount (discount ≥ 0, total ≥ 0).
 * invoice — invoice numbers are unique per business and the business's invoice counter is at least
 *   its number of sales.
 * idempotency — every recorded Idempotency-Key points at an existing sale, and no sale has two keys.
 */

export type InvariantName = 'stock' | 'debtor' | 'sale' | 'invoice' | 'idempotency';

export interface InvariantViolation {
  invariant: InvariantName;
  businessId: number;
  entity: string;
  detail: string;
}

export interface InvariantReport {
  violations: InvariantViolation[];
  /** How many things were checked (so a test can prove the check was not empty). */
  checked: {
    products: number;
    stockMovements: number;
    debtors: number;
    creditSales: number;
    sales: number;
    saleLines: number;
    invoiceNumbers: number;
    idempotencyKeys: number;
  };
  /** Debtor id → balance in cents from its entries (to compare with what the API reports). */
  debtorBalances: Map<number, number>;
}

type Row = Record<string, unknown>;

async function rows(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const n = (v: unknown): number => (v == null ? 0 : Number(v));

/** Every invariant above, for one business or (default) all of them. */
export async function checkInvariants(db: Executor, opts: { businessId?: number } = {}): Promise<InvariantReport> {
  const violations: InvariantViolation[] = [];
  const where = (col: string) => (opts.businessId == null ? sql`true` : sql`${sql.raw(col)} = ${opts.businessId}`);
  const add = (invariant: InvariantName, businessId: unknown, entity: string, detail: string) =>
    violations.push({ invariant, businessId: n(businessId), entity, detail });

  // --- stock -----------------------------------------------------------------------------------
  const stock = await rows(
    db,
    sql`
    select p.business_id, p.id, p.name, p.stock, coalesce(sum(m.quantity), 0) as moved, count(m.id) as movements
    from products p left join stock_movements m on m.business_id = p.business_id and m.product_id = p.id
    where ${where('p.business_id')}
    group by p.business_id, p.id order by p.business_id, p.id`,
  );
  let stockMovements = 0;
  for (const r of stock) {
    stockMovements += n(r.movements);
    if (n(r.stock) !== n(r.moved))
      add(
        'stock',
        r.business_id,
        `product ${r.id} (${String(r.name)})`,
        `stock ${n(r.stock)} ≠ Σ of its ${n(r.movements)} movement(s) ${n(r.moved)} (thousandths)`,
      );
  }
  const balances = await rows(
    db,
    sql`
    select * from (
      select business_id, product_id, id, kind, balance,
        sum(quantity) over (partition by business_id, product_id order by id) as running
      from stock_movements where ${where('business_id')}
    ) m where balance <> running order by business_id, product_id, id`,
  );
  for (const r of balances)
    add(
      'stock',
      r.business_id,
      `movement ${r.id} (${String(r.kind)}) of product ${r.product_id}`,
      `balance ${n(r.balance)} ≠ running sum ${n(r.running)} (thousandths)`,
    );

  // --- debtors ---------------------------------------------------------------------------------
  const debtorRows = await rows(
    db,
    sql`
    select d.business_id, d.id,
      coalesce(sum(case when e.kind = 'charge' then e.amount_cents when e.kind in ('payment', 'credit') then -e.amount_cents end), 0) as balance
    from debtors d left join debtor_entries e on e.business_id = d.business_id and e.debtor_id = d.id
    where ${where('d.business_id')}
    group by d.business_id, d.id order by d.business_id, d.id`,
  );
  const debtorBalances = new Map<number, number>();
  for (const r of debtorRows) {
    debtorBalances.set(n(r.id), n(r.balance));
    if (n(r.balance) < 0) add('debtor', r.business_id, `debtor ${r.id}`, `balance ${n(r.balance)} cents is negative (paid more than owed)`);
  }
  const creditSales = await rows(
    db,
    sql`
    select s.business_id, s.id, s.invoice_number, s.total_cents, count(e.id) as charges, coalesce(sum(e.amount_cents), 0) as charged
    from sales s left join debtor_entries e on e.business_id = s.business_id and e.sale_id = s.id and e.kind = 'charge'
    where s.payment_method = 'credit' and ${where('s.business_id')}
    group by s.business_id, s.id order by s.business_id, s.id`,
  );
  for (const r of creditSales) {
    if (n(r.charges) !== 1 || n(r.charged) !== n(r.total_cents))
      add(
        'debtor',
        r.business_id,
        `credit sale ${String(r.invoice_number)}`,
        `${n(r.charges)} debtor charge(s) of ${n(r.charged)} cents for a sale total of ${n(r.total_cents)} cents (expected exactly one, equal)`,
      );
  }
  const strayCharges = await rows(
    db,
    sql`
    select e.business_id, e.id, e.sale_id from debtor_entries e
    where e.sale_id is not null and ${where('e.business_id')}
      and not exists (select 1 from sales s where s.business_id = e.business_id and s.id = e.sale_id and s.payment_method = 'credit')`,
  );
  for (const r of strayCharges)
    add('debtor', r.business_id, `debtor entry ${r.id}`, `refers to sale ${r.sale_id}, which is not a credit sale of this business`);

  // --- sales -----------------------------------------------------------------------------------
  const sales = await rows(
    db,
    sql`
    select s.business_id, s.id, s.invoice_number, s.subtotal_cents, s.vat_cents, s.nbt_cents, s.discount_cents, s.total_cents,
      count(i.id) as lines, coalesce(sum(i.line_subtotal_cents), 0) as sub, coalesce(sum(i.vat_cents), 0) as vat,
      coalesce(sum(i.nbt_cents), 0) as nbt
    from sales s left join sale_items i on i.business_id = s.business_id and i.sale_id = s.id
    where ${where('s.business_id')}
    group by s.business_id, s.id order by s.business_id, s.id`,
  );
  for (const r of sales) {
    const label = `sale ${String(r.invoice_number)}`;
    const expectedTotal = n(r.subtotal_cents) + n(r.vat_cents) + n(r.nbt_cents) - n(r.discount_cents);
    if (n(r.lines) === 0) add('sale', r.business_id, label, 'has no lines');
    if (n(r.sub) !== n(r.subtotal_cents) || n(r.vat) !== n(r.vat_cents) || n(r.nbt) !== n(r.nbt_cents))
      add(
        'sale',
        r.business_id,
        label,
        `stored subtotal/VAT/NBT ${n(r.subtotal_cents)}/${n(r.vat_cents)}/${n(r.nbt_cents)} ≠ Σ lines ${n(r.sub)}/${n(r.vat)}/${n(r.nbt)}`,
      );
    if (n(r.total_cents) !== expectedTotal)
      add('sale', r.business_id, label, `total ${n(r.total_cents)} ≠ subtotal + VAT + NBT − discount = ${expectedTotal}`);
    if (n(r.discount_cents) < 0 || n(r.total_cents) < 0) add('sale', r.business_id, label, 'negative discount or total');
  }
  const lines = await rows(
    db,
    sql`
    select i.business_id, i.id, s.invoice_number, i.unit, i.unit_price_cents, i.quantity, i.vat_rate_bp, i.nbt_rate_bp,
      i.line_subtotal_cents, i.vat_cents, i.nbt_cents, i.line_total_cents
    from sale_items i join sales s on s.business_id = i.business_id and s.id = i.sale_id
    where ${where('i.business_id')} order by i.id`,
  );
  for (const r of lines) {
    const want = computeLine({
      priceCents: n(r.unit_price_cents),
      quantity: n(r.quantity),
      vatRateBp: n(r.vat_rate_bp),
      nbtRateBp: n(r.nbt_rate_bp),
    });
    const got = [n(r.line_subtotal_cents), n(r.vat_cents), n(r.nbt_cents), n(r.line_total_cents)];
    const expected = [want.lineSubtotalCents, want.vatCents, want.nbtCents, want.lineTotalCents];
    if (got.some((v, i) => v !== expected[i]))
      add(
        'sale',
        r.business_id,
        `line ${r.id} of sale ${String(r.invoice_number)}`,
        `stored ${got.join('/')} ≠ computed ${expected.join('/')}`,
      );
  }

  // --- invoice numbers -------------------------------------------------------------------------
  const duplicates = await rows(
    db,
    sql`
    select business_id, invoice_number, count(*) as c from sales where ${where('business_id')}
    group by business_id, invoice_number having count(*) > 1`,
  );
  for (const r of duplicates)
    add('invoice', r.business_id, `invoice ${String(r.invoice_number)}`, `used by ${n(r.c)} sales of the same business`);
  const counters = await rows(
    db,
    sql`
    select s.business_id, count(*) as sales, coalesce(max(c.last_number), 0) as last_number
    from sales s left join invoice_counters c on c.business_id = s.business_id
    where ${where('s.business_id')} group by s.business_id`,
  );
  for (const r of counters)
    if (n(r.last_number) < n(r.sales))
      add('invoice', r.business_id, 'invoice counter', `counter ${n(r.last_number)} is below the ${n(r.sales)} sales recorded`);

  // --- idempotency -----------------------------------------------------------------------------
  const keys = await rows(
    db,
    sql`
    select k.business_id, k.key, k.sale_id, (s.id is not null) as sale_exists
    from sale_idempotency k left join sales s on s.business_id = k.business_id and s.id = k.sale_id
    where ${where('k.business_id')}`,
  );
  for (const r of keys)
    if (!r.sale_exists)
      add('idempotency', r.business_id, `Idempotency-Key ${String(r.key)}`, `points at missing sale ${String(r.sale_id)}`);
  const shared = await rows(
    db,
    sql`
    select business_id, sale_id, count(*) as c from sale_idempotency where sale_id is not null and ${where('business_id')}
    group by business_id, sale_id having count(*) > 1`,
  );
  for (const r of shared) add('idempotency', r.business_id, `sale ${r.sale_id}`, `recorded under ${n(r.c)} Idempotency-Keys`);

  return {
    violations,
    checked: {
      products: stock.length,
      stockMovements,
      debtors: debtorRows.length,
      creditSales: creditSales.length,
      sales: sales.length,
      saleLines: lines.length,
      invoiceNumbers: sales.length,
      idempotencyKeys: keys.length,
    },
    debtorBalances,
  };
}

/** One line per violation, for test failure messages and the CLI. */
export function formatViolations(report: InvariantReport): string {
  return report.violations.map((v) => `[${v.invariant}] business ${v.businessId}, ${v.entity}: ${v.detail}`).join('\n');
}
