import { sql, type SQL } from 'drizzle-orm';
import { priceSale, type TaxCategory } from '#shared/domain/vat-pricing';
import type { Executor } from '../db/client';
import { checkReturns } from './invariants-returns';

/**
 * Money and stock invariants, checked straight against the database (the
 * automatic backups verify every backup with them, so they live in the server):
 * after a crash, a restart or a restore these must still hold.
 *
 * stock — every change of stock writes a movement in the same statement (the stock ledger,
 *   features/inventory/stock.*), so for every product: stock = Σ quantity of its movements, and each
 *   movement's balance is the running sum of its product's movements in id order (the stock right
 *   after it). A product whose stock was set without a movement breaks the first; a movement
 *   written out of order or with a wrong balance breaks the second.
 * debtor — its balance (Σ charges − Σ credits − Σ payments) is never negative; every sale with a
 *   credit payment (a credit sale, or a split sale's credit part) has exactly one charge entry
 *   carrying its sale id and the credit part; every such charge belongs to a sale of the same
 *   business with a credit payment, and a bounced cheque's charge (cheque_id) to a cheque of its sale.
 *   A return's or void's refund off the debt is a 'credit' entry with its return_id (checked
 *   against the return's refunds under 'return').
 * sale — it has at least one line; priced again by the shared VAT rule (vat-pricing.ts) from its
 *   stored prices, quantities, rates, tax categories, each line's own discount, the cart's (the
 *   sale's discount less the lines' own) and the way it was priced (VAT registered, prices
 *   inclusive), every line's net, VAT, NBT, total and discount share and the sale's subtotal, VAT,
 *   NBT and total are what is stored (discount ≥ 0, total ≥ 0); its payments add up to its total,
 *   and its method is the one they use, or 'split'.
 * invoice — invoice numbers are unique per business and the business's invoice counter is at least
 *   its number of sales numbered by it; a terminal's last number at least its own sales'.
 * idempotency — every recorded Idempotency-Key points at an existing sale, and no sale has two keys.
 * return — (invariants-returns.ts) each return's lines and refunds add up to its totals,
 *   no sale line comes back more than sold, each sale's status matches its returns and voids, debt
 *   refunds match their debtor credits, and the sales read model = Σ sales − Σ returns − voids.
 * Stock = Σ movements already covers returns and voids (their `return`/`void` movements).
 * Batches (decision 0020) are part of 'stock': each batch's quantity = Σ the movements
 *   naming it, and a movement names only a batch of its own product.
 */

export type InvariantName = 'stock' | 'debtor' | 'sale' | 'invoice' | 'idempotency' | 'return';

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
    returns: number;
    returnLines: number;
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

  await checkBatches(db, where, add);

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
    select s.business_id, s.id, s.invoice_number, c.credit_cents,
      (select count(*) from debtor_entries e where e.business_id = s.business_id and e.sale_id = s.id and e.kind = 'charge'
         and e.cheque_id is null) as charges,
      (select coalesce(sum(e.amount_cents), 0) from debtor_entries e where e.business_id = s.business_id and e.sale_id = s.id
         and e.kind = 'charge' and e.cheque_id is null) as charged
    from sales s
    join (select business_id, sale_id, sum(amount_cents) as credit_cents from sale_payments where method = 'credit'
          group by business_id, sale_id) c on c.business_id = s.business_id and c.sale_id = s.id
    where ${where('s.business_id')}
    order by s.business_id, s.id`,
  );
  for (const r of creditSales) {
    if (n(r.charges) !== 1 || n(r.charged) !== n(r.credit_cents))
      add(
        'debtor',
        r.business_id,
        `credit sale ${String(r.invoice_number)}`,
        `${n(r.charges)} debtor charge(s) of ${n(r.charged)} cents for a credit part of ${n(r.credit_cents)} cents (expected exactly one, equal)`,
      );
  }
  const strayCharges = await rows(
    db,
    sql`
    select e.business_id, e.id, e.sale_id, e.cheque_id from debtor_entries e
    where e.sale_id is not null and ${where('e.business_id')}
      and case when e.cheque_id is null
        then not exists (select 1 from sale_payments p where p.business_id = e.business_id and p.sale_id = e.sale_id and p.method = 'credit')
        else not exists (select 1 from cheques c where c.business_id = e.business_id and c.id = e.cheque_id and c.sale_id = e.sale_id) end`,
  );
  for (const r of strayCharges)
    add(
      'debtor',
      r.business_id,
      `debtor entry ${r.id}`,
      r.cheque_id == null
        ? `refers to sale ${r.sale_id}, which has no credit payment in this business`
        : `refers to sale ${r.sale_id} and cheque ${r.cheque_id}, which is not a cheque of that sale`,
    );

  // --- sales -----------------------------------------------------------------------------------
  // Every sale is re-priced from its stored lines with the one VAT rule and the way it was priced.
  const sales = await rows(
    db,
    sql`
    select s.business_id, s.id, s.invoice_number, s.subtotal_cents, s.vat_cents, s.nbt_cents, s.discount_cents, s.total_cents,
      s.vat_registered, s.prices_include_vat, s.payment_method,
      (select json_build_object('paid', coalesce(sum(p.amount_cents), 0), 'methods', coalesce(json_agg(distinct p.method), '[]'::json))
       from sale_payments p where p.business_id = s.business_id and p.sale_id = s.id) as payments,
      coalesce(json_agg(json_build_object('id', i.id, 'price', i.unit_price_cents, 'quantity', i.quantity, 'vat', i.vat_rate_bp,
        'nbt', i.nbt_rate_bp, 'category', i.tax_category, 'own', i.line_discount_cents, 'stored', json_build_array(i.line_subtotal_cents,
        i.vat_cents, i.nbt_cents, i.line_total_cents, i.discount_share_cents, i.line_discount_cents)) order by i.id)
        filter (where i.id is not null), '[]'::json) as lines
    from sales s left join sale_items i on i.business_id = s.business_id and i.sale_id = s.id
    where ${where('s.business_id')}
    group by s.business_id, s.id order by s.business_id, s.id`,
  );
  let saleLines = 0;
  for (const r of sales) saleLines += checkSale(r, add);
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
    where ${where('s.business_id')} and s.terminal_id is null group by s.business_id`,
  );
  for (const r of counters)
    if (n(r.last_number) < n(r.sales))
      add('invoice', r.business_id, 'invoice counter', `counter ${n(r.last_number)} is below the ${n(r.sales)} sales recorded`);
  const terminalSeries = await rows(
    db,
    sql`
    select s.business_id, s.terminal_id, count(*) as sales, coalesce(max(t.last_number), 0) as last_number
    from sales s left join terminals t on t.business_id = s.business_id and t.id = s.terminal_id
    where ${where('s.business_id')} and s.terminal_id is not null group by s.business_id, s.terminal_id`,
  );
  for (const r of terminalSeries)
    if (n(r.last_number) < n(r.sales))
      add(
        'invoice',
        r.business_id,
        `terminal ${String(r.terminal_id)}`,
        `last number ${n(r.last_number)} is below its ${n(r.sales)} sales`,
      );

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

  // --- returns and voids -----------------------------------------------------------------------
  const returned = await checkReturns(db, where, (businessId, entity, detail) => add('return', businessId, entity, detail));

  return {
    violations,
    checked: {
      products: stock.length,
      stockMovements,
      debtors: debtorRows.length,
      creditSales: creditSales.length,
      sales: sales.length,
      saleLines,
      invoiceNumbers: sales.length,
      idempotencyKeys: keys.length,
      ...returned,
    },
    debtorBalances,
  };
}

/** One line per violation, for test failure messages and the CLI. */
export function formatViolations(report: InvariantReport): string {
  return report.violations.map((v) => `[${v.invariant}] business ${v.businessId}, ${v.entity}: ${v.detail}`).join('\n');
}

type StoredLine = {
  id: number;
  price: number;
  quantity: number;
  vat: number;
  nbt: number;
  category: TaxCategory;
  own: number;
  stored: number[];
};

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** Its payments add up to its total; its method is the one they use, or 'split' (none for a sale of 0.00). */
function checkPayments(r: Record<string, unknown>, label: string, add: (i: InvariantName, b: unknown, e: string, d: string) => void) {
  const p = parsed<{ paid: number; methods: string[] }>(r.payments);
  if (n(p.paid) !== n(r.total_cents)) add('sale', r.business_id, label, `payments of ${n(p.paid)} cents ≠ total ${n(r.total_cents)} cents`);
  const want = p.methods.length > 1 ? 'split' : p.methods[0];
  if (want !== undefined && want !== r.payment_method)
    add('sale', r.business_id, label, `method ${String(r.payment_method)} ≠ ${want} (its payments: ${p.methods.join(', ')})`);
}

/** Checks one sale; answers its number of lines. */
function checkSale(r: Record<string, unknown>, add: (i: InvariantName, b: unknown, entity: string, detail: string) => void): number {
  const label = `sale ${String(r.invoice_number)}`;
  const lines = parsed<StoredLine[]>(r.lines);
  checkPayments(r, label, add);
  if (lines.length === 0) {
    add('sale', r.business_id, label, 'has no lines');
    return 0;
  }
  if (n(r.discount_cents) < 0 || n(r.total_cents) < 0) add('sale', r.business_id, label, 'negative discount or total');
  const bool = (v: unknown) => v === true || v === 't';
  let want: ReturnType<typeof priceSale>;
  try {
    want = priceSale(
      lines.map((l) => ({
        priceCents: n(l.price),
        quantity: n(l.quantity),
        // A recorded sale is checked against the rates its lines were charged then.
        recordedRates: { vatRateBp: n(l.vat), nbtRateBp: n(l.nbt) },
        taxCategory: l.category,
        discount: { cents: n(l.own) },
      })),
      {
        vatRegistered: bool(r.vat_registered),
        pricesIncludeVat: bool(r.prices_include_vat),
        vatRateBp: 0,
        nbtRateBp: 0,
        // The cart's discount: the sale's less the lines' own (a percentage was stored worked out in cents).
        discountCents: n(r.discount_cents) - lines.reduce((a, l) => a + n(l.own), 0),
      },
    );
  } catch (err) {
    add('sale', r.business_id, label, `cannot be priced again: ${(err as Error).message}`);
    return lines.length;
  }
  const stored = [r.subtotal_cents, r.vat_cents, r.nbt_cents, r.total_cents].map(n);
  const expected = [want.subtotalCents, want.vatCents, want.nbtCents, want.totalCents];
  if (stored.some((v, i) => v !== expected[i]))
    add('sale', r.business_id, label, `stored subtotal/VAT/NBT/total ${stored.join('/')} ≠ priced ${expected.join('/')}`);
  lines.forEach((l, i) => {
    const w = want.lines[i]!;
    const got = l.stored.map(n);
    const exp = [w.netCents, w.vatCents, w.nbtCents, w.lineTotalCents, w.discountShareCents, w.lineDiscountCents];
    if (got.some((v, k) => v !== exp[k]))
      add('sale', r.business_id, `line ${l.id} of ${label}`, `stored ${got.join('/')} ≠ priced ${exp.join('/')}`);
  });
  return lines.length;
}

/** Each batch's quantity = Σ its movements; a movement's batch is its own product's. */
async function checkBatches(db: Executor, where: (col: string) => SQL, add: (i: InvariantName, b: unknown, e: string, d: string) => void) {
  const sums = await rows(
    db,
    sql`
    select b.business_id, b.id, b.product_id, b.batch_number, b.quantity, coalesce(sum(m.quantity), 0) as moved
    from stock_batches b left join stock_movements m on m.business_id = b.business_id and m.batch_id = b.id
    where ${where('b.business_id')}
    group by b.business_id, b.id having b.quantity <> coalesce(sum(m.quantity), 0) order by b.business_id, b.id`,
  );
  for (const r of sums)
    add(
      'stock',
      r.business_id,
      `batch ${r.id} (${String(r.batch_number) || 'no number'}) of product ${r.product_id}`,
      `quantity ${n(r.quantity)} ≠ Σ of its movements ${n(r.moved)} (thousandths)`,
    );
  const strays = await rows(
    db,
    sql`
    select m.business_id, m.id, m.product_id, b.product_id as batch_product
    from stock_movements m join stock_batches b on b.id = m.batch_id
    where ${where('m.business_id')} and (b.business_id <> m.business_id or b.product_id <> m.product_id)`,
  );
  for (const r of strays)
    add('stock', r.business_id, `movement ${r.id} of product ${r.product_id}`, `names a batch of product ${r.batch_product}`);
}
