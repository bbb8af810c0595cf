import { expect, type Browser, type Page } from '@playwright/test';
import { openShiftViaApi, signInAsSuperAdmin } from './accounts';

/** Who applied for each business (the owner's page), so its approval can open the owner's shift. */
const applicants = new Map<number, Page>();

/** A genuine 1×1 PNG (real magic bytes), made in the test. */
export const PNG_SLIP = {
  name: 'bank-slip.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

/** Apply through the API as the page's signed-in user. */
export async function applyViaApi(page: Page, businessName: string, moduleIds: number[]) {
  const res = await page.request.post('/api/subscriptions', {
    multipart: {
      businessName,
      ownerName: 'Kamal Silva',
      email: 'shop@example.lk',
      phone: '0771234567',
      address: 'Kandy',
      registrationNumber: 'PV 12345',
      selectedModules: JSON.stringify(moduleIds),
      paymentProof: PNG_SLIP,
    },
  });
  expect(res.status()).toBe(201);
  const applied = (await res.json()) as { businessId: number; subscriptionId: number };
  applicants.set(applied.businessId, page);
  return applied;
}

/** A second browser context signed in as the platform's super admin. */
export async function superAdminPage(browser: Browser) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signInAsSuperAdmin(page);
  return { page, close: () => ctx.close() };
}

/**
 * The platform approves the business. Its cashiers work in shifts by default, so the owner then
 * opens theirs through the API, as they would at the till's prompt before the first sale; a spec
 * about that prompt passes `{ ownerShift: false }`.
 */
export async function approveViaApi(admin: Page, businessId: number, opts: { ownerShift?: boolean } = {}) {
  const res = await admin.request.post(`/api/admin/businesses/${businessId}/approve`, { data: {} });
  expect(res.status()).toBe(200);
  const owner = applicants.get(businessId);
  if (!owner || opts.ownerShift === false) return;
  // Only while the owner's page is still signed in to this business (a spec may have moved on).
  const me = await owner.request.get('/api/auth/user');
  if (me.ok() && (await me.json()).business?.id === businessId) await openShiftViaApi(owner);
}
