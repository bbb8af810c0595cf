import { randomBytes } from 'node:crypto';
import { sign } from '@fastify/cookie';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { businesses, businessUsers, products, sessions } from '#server/db/schema';
import { hashToken, IDLE_TIMEOUT_MS, SESSION_COOKIE } from '#server/plugins/session';
import { openStockOfMany } from '#server/features/inventory/stock.service';
import { createBusiness, createUser } from '#testing/factories';
import { generateProducts } from './names';

export interface BenchShop {
  businessId: number;
  userId: string;
  /** `Cookie` header value of a fresh admin session of the shop. */
  cookie: string;
  /** Active product ids, ascending. */
  productIds: number[];
  /** Their selling prices in cents, in the same order (a bench shop is not VAT-registered: a sale's total is Σ price × quantity). */
  priceCents: number[];
}

/** Stock large enough that no benchmark ever runs a product out (thousandths: 10^9 units). */
const ENDLESS_STOCK = 1_000_000_000_000;
const CHUNK = 2_000;

/**
 * `count` active shops named `Bench <label> <n>` with every module, an owner and
 * `productsPerShop` products each. Shops from an earlier run are reused; each run gets new
 * sessions (signed with `secret`, the server's SESSION_SECRET).
 */
export async function seedShops(
  db: Database,
  opts: { label: string; count: number; productsPerShop: number; secret: string },
): Promise<BenchShop[]> {
  const prefix = `Bench ${opts.label} `;
  const existing = await db
    .select({ id: businesses.id, name: businesses.name, userId: businessUsers.userId })
    .from(businesses)
    .innerJoin(businessUsers, eq(businessUsers.businessId, businesses.id))
    .where(like(businesses.name, `${prefix}%`))
    .orderBy(asc(businesses.id));
  const shops: { businessId: number; userId: string }[] = existing.map((r) => ({ businessId: r.id, userId: r.userId }));
  for (let n = shops.length; n < opts.count; n++) {
    const owner = await createUser(db, {
      role: 'admin',
      email: `bench-${opts.label.toLowerCase()}-${n}-${randomBytes(3).toString('hex')}@bench.lk`,
    });
    const business = await createBusiness(db, { ownerId: owner.id, name: `${prefix}${n + 1}` });
    shops.push({ businessId: business.id, userId: owner.id });
  }
  const out: BenchShop[] = [];
  for (const shop of shops.slice(0, opts.count)) {
    const stocked = await ensureProducts(db, shop.businessId, opts.productsPerShop);
    out.push({
      ...shop,
      productIds: stocked.map((p) => p.id),
      priceCents: stocked.map((p) => p.priceCents),
      cookie: await sessionCookie(db, shop.userId, opts.secret),
    });
  }
  return out;
}

async function ensureProducts(db: Database, businessId: number, wanted: number): Promise<{ id: number; priceCents: number }[]> {
  const have = await db
    .select({ id: products.id, priceCents: products.sellingPriceCents })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true)))
    .orderBy(asc(products.id));
  for (let from = have.length; from < wanted; from += CHUNK) {
    const rows = generateProducts(Math.min(CHUNK, wanted - from), from).map((p) => ({
      businessId,
      name: p.name,
      sku: p.sku,
      barcode: p.barcode,
      category: p.category,
      sellingPriceCents: p.sellingPriceCents,
      buyingPriceCents: p.buyingPriceCents,
      unit: p.unit,
      vatRateBp: 1800,
    }));
    const ids = await db.insert(products).values(rows).returning({ id: products.id, priceCents: products.sellingPriceCents });
    // Their stock is their opening movement (the stock ledger: stock = Σ movements).
    await openStockOfMany(
      db,
      { businessId, userId: null },
      ids.map((r) => ({ productId: r.id, quantity: ENDLESS_STOCK })),
    );
    have.push(...ids);
  }
  return have.slice(0, wanted);
}

export async function sessionCookie(db: Database, userId: string, secret: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    sid: hashToken(token),
    sess: { createdAt: now, lastSeenAt: now },
    expire: new Date(now + IDLE_TIMEOUT_MS),
    userId,
  });
  return `${SESSION_COOKIE}=${sign(token, secret)}`;
}
