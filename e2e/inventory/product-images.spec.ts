import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsDemo } from '../support/accounts';

/** A real PNG: a wide one, so the served size shows it was fitted within 400×400. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .png()
    .toBuffer();

test('an image chosen in the product dialog shows in inventory and on the till tile', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Kithul Jaggery ${Date.now().toString(36)}`;
  const res = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sellingPrice: 850, stock: 12, unit: 'pieces' },
  });
  expect(res.status()).toBe(201);

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('product-thumbnail')).toHaveCount(0);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  // A text file is refused at once, before anything is sent.
  await dialog.getByLabel('Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(dialog.getByText('The file is not a JPEG, PNG or WebP image')).toBeVisible();

  await dialog.getByLabel('Image').setInputFiles({ name: 'jaggery.png', mimeType: 'image/png', buffer: await png(600, 300) });
  await expect(dialog.getByRole('img', { name: 'Chosen image' })).toBeVisible();
  await expect(dialog.getByText('The new image is saved with the product.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(dialog).toBeHidden();

  // Inventory: the thumbnail, served resized (fits 400×400: 400×200) as WebP.
  const thumb = row.getByTestId('product-thumbnail');
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(200);
  const src = (await thumb.getAttribute('src'))!;
  expect(src).toMatch(/\/image\?v=\d+$/);
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('private, max-age=31536000, immutable');

  // The edit dialog previews the saved image and can remove it (applied on save).
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog.getByRole('img', { name: `Image of ${name}` })).toHaveAttribute('src', src);
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();

  // The till: the product's tile carries the same image, loaded.
  await page.goto('/pos');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const tile = page.getByRole('button', { name: `Add ${name} to cart` });
  await expect(tile).toBeVisible();
  const tileImage = tile.getByTestId('product-tile-image');
  await expect(tileImage).toHaveAttribute('src', src);
  await expect.poll(() => tileImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
});

test('a phone photo over 2 MB is made smaller in the browser, upright, and saved', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Phone Photo ${Date.now().toString(36)}`;
  const res = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sellingPrice: 120, stock: 3, unit: 'pieces' },
  });
  expect(res.status()).toBe(201);
  // 3000 × 2000 of noise (it does not compress) as a phone writes it: landscape pixels, EXIF "turn 90°".
  const photo = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  // The server refuses more than 2 MB (413): its 200 is the proof the browser made the photo smaller.
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/image'));
  await dialog.getByLabel('Image').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByRole('img', { name: 'Chosen image' })).toBeVisible();
  await expect(dialog.getByText('The image is larger than 2 MB: choose a smaller one')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // Upright: the portrait the phone meant, fitted to 400 high.
  const thumb = row.getByTestId('product-thumbnail');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(400);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(267);
});
