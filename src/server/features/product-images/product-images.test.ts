import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { MAX_PRODUCT_IMAGE_BYTES, productImageUrl } from '#shared/contracts/product-images';
import { products, storedFiles } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { multipartBody } from '#testing/multipart-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

const imageUrl = (b: number, p: number) => `/api/businesses/${b}/products/${p}/image`;

async function addProduct(shop: Shop, name = 'Anchor Milk Powder 400g') {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { name, stock: 5, sellingPrice: 1150 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

function upload(api: Api, url: string, data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const { payload, headers } = multipartBody({}, { name: 'file', filename, contentType, data });
  return api.put(url, payload, headers);
}

/** A real photo-like image: a gradient, so encoders cannot shrink it to nothing. */
function picture(width: number, height: number, channels: 3 | 4 = 3) {
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + Math.floor(i / (width * channels)) * 3) % 256;
  return sharp(raw, { raw: { width, height, channels } });
}

const storedImages = (businessId: number) =>
  ctx.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.businessId, businessId), eq(storedFiles.kind, 'product-image')));

async function expectRefused(res: { statusCode: number; json(): { code: string } }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json().code).toBe(code);
}

describe('product images', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createShop(ctx.app);
  });

  it('takes a JPEG, applies its EXIF rotation, fits it in 400×400 and stores it as WebP without metadata', async () => {
    const { id } = await addProduct(shop);
    // 1200×800 taken with the camera turned: orientation 6 means "rotate 90° to show it".
    const jpeg = await picture(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(shop.ownerApi, imageUrl(shop.business.id, id), jpeg);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imageUrl).toMatch(new RegExp(`^/api/businesses/${shop.business.id}/products/${id}/image\\?v=\\d+$`));

    const got = await shop.ownerApi.get(res.json().imageUrl);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 267, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('takes a PNG (transparency kept, never enlarged) and a WebP', async () => {
    const { id } = await addProduct(shop, 'Sunlight Soap');
    const png = await picture(300, 200, 4).png().toBuffer();
    const res = await upload(shop.ownerApi, imageUrl(shop.business.id, id), png, 'soap.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await shop.ownerApi.get(res.json().imageUrl)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200, hasAlpha: true });

    const webp = await picture(1000, 1000).webp().toBuffer();
    const again = await upload(shop.ownerApi, imageUrl(shop.business.id, id), webp, 'soap.webp', 'image/webp');
    expect(again.statusCode, again.body).toBe(200);
    expect(await sharp((await shop.ownerApi.get(again.json().imageUrl)).rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
  });

  it('checks the content, not the name: a renamed text file, a damaged JPEG, too many bytes or pixels are refused and nothing is stored', async () => {
    const { id } = await addProduct(shop, 'Maliban Cream Crackers');
    const url = imageUrl(shop.business.id, id);
    const before = (await storedImages(shop.business.id)).length;

    await expectRefused(await upload(shop.ownerApi, url, Buffer.from('just some text, named like a photo\n')), 415, 'PRODUCT_IMAGE_TYPE');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
    await expectRefused(await upload(shop.ownerApi, url, pdf, 'photo.png', 'image/png'), 415, 'PRODUCT_IMAGE_TYPE');

    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expectRefused(await upload(shop.ownerApi, url, truncated), 415, 'PRODUCT_IMAGE_UNREADABLE');
    // JPEG's magic bytes, then nothing an image decoder can read.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)]);
    await expectRefused(await upload(shop.ownerApi, url, fake), 415, 'PRODUCT_IMAGE_UNREADABLE');

    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES + 1 - jpeg.length, 0)]);
    await expectRefused(await upload(shop.ownerApi, url, big), 413, 'PRODUCT_IMAGE_TOO_LARGE');
    // 41 megapixels of grey: a small file that would unpack to 41 MB.
    const bomb = await sharp(Buffer.alloc(6400 * 6400, 200), { raw: { width: 6400, height: 6400, channels: 1 } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PRODUCT_IMAGE_BYTES);
    await expectRefused(await upload(shop.ownerApi, url, bomb, 'white.png', 'image/png'), 413, 'PRODUCT_IMAGE_TOO_MANY_PIXELS');

    // No file at all, or a JSON body.
    const empty = multipartBody({ note: 'no file' });
    await expectRefused(await shop.ownerApi.put(url, empty.payload, empty.headers), 400, 'PRODUCT_IMAGE_REQUIRED');
    await expectRefused(await shop.ownerApi.put(url, {}), 400, 'PRODUCT_IMAGE_REQUIRED');

    expect((await storedImages(shop.business.id)).length).toBe(before);
    const [row] = await ctx.db.select({ imageId: products.imageId }).from(products).where(eq(products.id, id));
    expect(row.imageId).toBeNull();
  });

  it('a replaced image deletes the old stored file; removing it deletes the last', async () => {
    const { id } = await addProduct(shop, 'Elephant House Ginger Beer');
    const url = imageUrl(shop.business.id, id);
    const first = await upload(shop.ownerApi, url, await picture(200, 200).jpeg().toBuffer());
    expect(first.statusCode, first.body).toBe(200);
    const [{ imageId: firstId }] = await ctx.db.select({ imageId: products.imageId }).from(products).where(eq(products.id, id));
    const second = await upload(shop.ownerApi, url, await picture(300, 200).png().toBuffer(), 'b.png', 'image/png');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().imageUrl).not.toBe(first.json().imageUrl);
    const [{ imageId: secondId }] = await ctx.db.select({ imageId: products.imageId }).from(products).where(eq(products.id, id));
    const ids = (await storedImages(shop.business.id)).map((r) => r.id);
    expect(ids).toContain(secondId);
    expect(ids).not.toContain(firstId);

    const removed = await shop.ownerApi.delete(url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().imageUrl).toBeNull();
    expect((await storedImages(shop.business.id)).map((r) => r.id)).not.toContain(secondId);
    await expectRefused(await shop.ownerApi.get(second.json().imageUrl), 404, 'PRODUCT_IMAGE_NOT_FOUND');
    await expectRefused(await shop.ownerApi.delete(url), 404, 'PRODUCT_IMAGE_NOT_FOUND');
  });

  it('is cached for good under its versioned URL, revalidated otherwise (ETag, 304)', async () => {
    const { id } = await addProduct(shop, 'Kotmale Cheese');
    const res = await upload(shop.ownerApi, imageUrl(shop.business.id, id), await picture(100, 100).jpeg().toBuffer());
    const versioned = res.json().imageUrl as string;
    const got = await shop.ownerApi.get(versioned);
    expect(got.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = got.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect((await shop.ownerApi.get(imageUrl(shop.business.id, id))).headers['cache-control']).toBe('private, no-cache');
    expect((await shop.ownerApi.get(`${imageUrl(shop.business.id, id)}?v=1`)).headers['cache-control']).toBe('private, no-cache');
    const again = await shop.ownerApi.get(versioned, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('the product, the product list and the till catalogue carry the URL; the catalogue version moves', async () => {
    const { id } = await addProduct(shop, 'Munchee Super Cream Cracker');
    const pos = SALES_PATHS.pos(shop.business.id);
    const etagBefore = (await shop.cashierApi.get(pos)).headers.etag;
    const res = await upload(shop.ownerApi, imageUrl(shop.business.id, id), await picture(640, 480).jpeg().toBuffer());
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select({ at: products.imageUpdatedAt }).from(products).where(eq(products.id, id));
    const url = productImageUrl(shop.business.id, id, row.at!);
    expect(res.json().imageUrl).toBe(url);

    const list = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/products`);
    expect(list.json().find((p: { id: number }) => p.id === id).imageUrl).toBe(url);
    const till = await shop.cashierApi.get(pos);
    expect(till.headers.etag).not.toBe(etagBefore);
    const tile = till.json().products.find((p: { id: number }) => p.id === id);
    expect(tile.imageUrl).toBe(url);
    // A product without an image carries no key at all in the till's catalogue.
    const { id: plain } = await addProduct(shop, 'Plain product');
    expect((await shop.cashierApi.get(pos)).json().products.find((p: { id: number }) => p.id === plain)).not.toHaveProperty('imageUrl');
  });

  it("the till's cashier sees the image but may not set or remove it (403)", async () => {
    const { id } = await addProduct(shop, 'Prima Kottu Mee');
    const url = imageUrl(shop.business.id, id);
    const res = await upload(shop.ownerApi, url, await picture(120, 90).jpeg().toBuffer());
    const got = await shop.cashierApi.get(res.json().imageUrl);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    await expectRefused(await upload(shop.cashierApi, url, await picture(50, 50).jpeg().toBuffer()), 403, 'FORBIDDEN');
    await expectRefused(await shop.cashierApi.delete(url), 403, 'FORBIDDEN');
    const [row] = await ctx.db.select({ imageId: products.imageId }).from(products).where(eq(products.id, id));
    expect(row.imageId).not.toBeNull();
  });

  it("another business's product is not found, whichever way it is asked", async () => {
    const other = await createShop(ctx.app);
    const { id } = await addProduct(shop, 'Ceylon Tea 200g');
    const res = await upload(shop.ownerApi, imageUrl(shop.business.id, id), await picture(120, 90).jpeg().toBuffer());
    const jpeg = await picture(60, 60).jpeg().toBuffer();
    // Through its own business path, naming the other shop's product…
    await expectRefused(await other.ownerApi.get(imageUrl(other.business.id, id)), 404, 'PRODUCT_IMAGE_NOT_FOUND');
    await expectRefused(await upload(other.ownerApi, imageUrl(other.business.id, id), jpeg), 404, 'PRODUCT_NOT_FOUND');
    await expectRefused(await other.ownerApi.delete(imageUrl(other.business.id, id)), 404, 'PRODUCT_NOT_FOUND');
    // …or through the other shop's path.
    await expectRefused(await other.ownerApi.get(res.json().imageUrl), 404, 'BUSINESS_NOT_FOUND');
    await expectRefused(await other.cashierApi.get(res.json().imageUrl), 404, 'BUSINESS_NOT_FOUND');
    expect((await storedImages(other.business.id)).length).toBe(0);
  });

  it('a business with only the till shows images; one with neither the till nor inventory is refused', async () => {
    const tillOnly = await createShop(ctx.app, { modules: ['pos'] });
    const neither = await createShop(ctx.app, { modules: ['crm'] });
    const tillProduct = await seedImage(tillOnly);
    expect((await tillOnly.cashierApi.get(imageUrl(tillOnly.business.id, tillProduct))).statusCode).toBe(200);
    const jpeg = await picture(60, 60).jpeg().toBuffer();
    await expectRefused(await upload(tillOnly.ownerApi, imageUrl(tillOnly.business.id, tillProduct), jpeg), 403, 'MODULE_NOT_SUBSCRIBED');
    const neitherProduct = await seedImage(neither);
    await expectRefused(await neither.ownerApi.get(imageUrl(neither.business.id, neitherProduct)), 403, 'MODULE_NOT_SUBSCRIBED');
  });
});

/** A product with an image, written directly: a shop without inventory cannot upload, but one that dropped it keeps its images. */
async function seedImage(shop: Shop): Promise<number> {
  const fileId = 'a'.repeat(32);
  const content = await picture(40, 40).webp().toBuffer();
  const b = shop.business.id;
  await ctx.db
    .insert(storedFiles)
    .values({ businessId: b, id: fileId, kind: 'product-image', contentType: 'image/webp', size: content.length, content });
  const [p] = await ctx.db
    .insert(products)
    .values({
      businessId: b,
      name: 'Old stock',
      sellingPriceCents: 100,
      vatRateBp: 0,
      imageId: fileId,
      imageUpdatedAt: new Date(),
    })
    .returning({ id: products.id });
  return p.id;
}
