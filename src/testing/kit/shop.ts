/**
 * A shop as a test needs it, built through Kade's own API the way people build it: an owner signs
 * up, applies with a bank slip, the platform approves; the owner adds a cashier and products; a
 * cashier opens a shift and sells. The same functions serve Vitest (`inProcess(app)`) and
 * Playwright (`overHttp(url)`), so a spec and an integration test read alike:
 *
 *   const shop = await aShop(world);
 *   const cashier = await aCashier(shop);
 *   const milk = await aProduct(shop, { name: 'Milk 1L', sellingPrice: 450 });
 *   await aSale(shop, { by: cashier, lines: [[milk, 2]] });
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_PATHS } from '#shared/contracts/admin-paths';
import { CATALOG_PATHS } from '#shared/contracts/catalog-paths';
import type { Product, ProductInput } from '#shared/contracts/catalog';
import { MODULES_PATH } from '#shared/contracts/module-paths';
import type { Module } from '#shared/contracts/modules';
import type { Sale } from '#shared/contracts/sales';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { SHIFT_PATHS } from '#shared/contracts/shift-paths';
import { SUBSCRIPTION_PATHS } from '#shared/contracts/subscription-paths';
import { usersPath } from '#shared/contracts/user-paths';
import type { ModuleKey } from '#shared/permissions';
import type { Agent, Answer } from './agent';

/** Where the test's people come from: a fresh agent each, and the platform's super admin. */
export interface World {
  newAgent(): Agent;
  superAdmin(): Promise<Agent>;
}

export interface Person {
  agent: Agent;
  email: string;
  password: string;
}

export interface Shop {
  world: World;
  businessId: number;
  name: string;
  owner: Person;
}

/** A 1×1 PNG (genuine magic bytes): the bank slip the application uploads. */
const PNG_SLIP = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The answer, when it has the status the step needs; otherwise an error that says what the server said. */
export function expectStatus<T>(answer: Answer<T>, status: number, step: string): T {
  if (answer.status !== status) throw new Error(`${step}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@kade.test`;

/** Someone signs up and is signed in (their agent holds the session). */
export async function aPerson(world: World, over: { firstName?: string; lastName?: string } = {}): Promise<Person> {
  const person = { agent: world.newAgent(), email: unique('owner'), password: 'shop-pass-1' };
  const body = { email: person.email, password: person.password, firstName: over.firstName ?? 'Kamal', lastName: over.lastName ?? 'Silva' };
  expectStatus(await person.agent.post('/api/auth/register', body), 201, 'register');
  return person;
}

/** An approved shop with the modules asked for (default: all seven), its owner signed in. */
export async function aShop(world: World, opts: { name?: string; modules?: readonly ModuleKey[] } = {}): Promise<Shop> {
  const owner = await aPerson(world);
  const name = opts.name ?? `Kade Test Stores ${randomUUID().slice(0, 4)}`;
  const modules = expectStatus(await owner.agent.get<Module[]>(MODULES_PATH), 200, 'list modules');
  const wanted = modules.filter((m) => !opts.modules || opts.modules.includes(m.key)).map((m) => m.id);
  const form = new FormData();
  const fields = { businessName: name, ownerName: 'Kamal Silva', email: owner.email, phone: '0771234567', address: 'Kandy' };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('selectedModules', JSON.stringify(wanted));
  form.append('paymentProof', new Blob([PNG_SLIP], { type: 'image/png' }), 'bank-slip.png');
  const applied = expectStatus(await owner.agent.post<{ businessId: number }>(SUBSCRIPTION_PATHS.apply, form), 201, 'apply');
  const platform = await world.superAdmin();
  expectStatus(await platform.post(ADMIN_PATHS.approveBusiness(applied.businessId), {}), 200, 'approve');
  return { world, businessId: applied.businessId, name, owner };
}

/** A cashier the owner adds, signed in on an agent of their own. */
export async function aCashier(
  shop: Shop,
  over: { firstName?: string; role?: 'cashier' | 'admin' } = {},
): Promise<Person & { id: string }> {
  const person = { agent: shop.world.newAgent(), email: unique(over.role ?? 'cashier'), password: 'till-pass-1' };
  const body = {
    email: person.email,
    password: person.password,
    firstName: over.firstName ?? 'Nimal',
    lastName: 'Perera',
    role: over.role ?? 'cashier',
  };
  const user = expectStatus(await shop.owner.agent.post<{ id: string }>(usersPath(shop.businessId), body), 201, 'add user');
  expectStatus(await person.agent.post('/api/auth/login', { email: person.email, password: person.password }), 200, 'sign in');
  return { ...person, id: user.id };
}

/** A product in the shop's catalogue (a piece priced Rs 100, 50 in stock, unless told otherwise). */
export async function aProduct(shop: Shop, over: Partial<ProductInput> = {}): Promise<Product> {
  const body = { name: `Product ${randomUUID().slice(0, 6)}`, sellingPrice: 100, stock: 50, ...over };
  return expectStatus(await shop.owner.agent.post<Product>(CATALOG_PATHS.products(shop.businessId), body), 201, 'add product');
}

/** The person's shift, opened with an empty drawer unless one is open already. */
export async function anOpenShift(shop: Shop, by: Person, openingFloat = 0): Promise<void> {
  const res = await by.agent.post(SHIFT_PATHS.list(shop.businessId), { openingFloat }, { 'idempotency-key': randomUUID() });
  if (res.status !== 409) expectStatus(res, 201, 'open shift');
}

/** A cash sale of the lines (product, quantity) by the person (default: the owner), in their open shift. */
export async function aSale(shop: Shop, opts: { by?: Person; lines: [Product, number][]; paymentMethod?: 'cash' | 'card' }): Promise<Sale> {
  const by = opts.by ?? shop.owner;
  await anOpenShift(shop, by);
  const body = {
    items: opts.lines.map(([product, quantity]) => ({ productId: product.id, quantity })),
    paymentMethod: opts.paymentMethod ?? 'cash',
  };
  const answer = await by.agent.post<Sale>(SALES_PATHS.sales(shop.businessId), body, { 'idempotency-key': randomUUID() });
  return expectStatus(answer, 201, 'sell');
}
