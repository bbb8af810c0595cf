import { expect, type Browser, type Page } from '@playwright/test';
import { signInAsSuperAdmin } from './accounts';

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
  return (await res.json()) as { businessId: number; subscriptionId: number };
}

/** A second browser context signed in as the platform's super admin. */
export async function superAdminPage(browser: Browser) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signInAsSuperAdmin(page);
  return { page, close: () => ctx.close() };
}

export async function approveViaApi(admin: Page, businessId: number) {
  const res = await admin.request.post(`/api/admin/businesses/${businessId}/approve`, { data: {} });
  expect(res.status()).toBe(200);
}
