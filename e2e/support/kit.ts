/**
 * The test kit (src/testing/kit) at the server the specs run against: the same aShop, aCashier,
 * aProduct and aSale as the integration tests, over HTTP, and a page signed in as one of the shop's
 * people.
 */
import type { Page } from '@playwright/test';
import { overHttp } from '#testing/kit/over-http';
import { aCashier, anOpenShift, aShop, type Person, type Shop } from '#testing/kit/shop';
import type { ModuleKey } from '#shared/permissions';
import { SUPER_ADMIN } from './accounts';
import { E2E_PORT } from './servers';

export { aCashier, anOpenShift, aProduct, aSale, aShop } from '#testing/kit/shop';

const BASE_URL = `http://localhost:${E2E_PORT}`;

/** People of the specs' server; its platform account is the super admin the server was started with. */
export const world = () => overHttp(BASE_URL, SUPER_ADMIN);

/** The page takes over the person's session (their agent's cookies), as if they had signed in there. */
export async function signInAs(page: Page, person: Person): Promise<void> {
  await page.context().addCookies(person.agent.cookies().map((c) => ({ ...c, url: BASE_URL })));
}

/**
 * The page signed in as the owner, an admin or a cashier of a new approved shop (or of `shop`), their
 * shift open unless `openShift: false` (cashiers work in shifts by default).
 */
export async function signedIn(
  page: Page,
  role: 'owner' | 'admin' | 'cashier',
  opts: { shop?: Shop; modules?: readonly ModuleKey[]; openShift?: boolean } = {},
): Promise<{ shop: Shop; person: Person }> {
  const shop = opts.shop ?? (await aShop(world(), { modules: opts.modules }));
  const person = role === 'owner' ? shop.owner : await aCashier(shop, { role });
  if (opts.openShift !== false) await anOpenShift(shop, person);
  await signInAs(page, person);
  return { shop, person };
}
