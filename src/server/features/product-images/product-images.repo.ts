/** Product images: the product's pointer (products.image_id) and the stored file it names. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { products, storedFiles } from '#server/db/schema';

export const PRODUCT_IMAGE_KIND = 'product-image';

/** The active product, locked: two uploads for one product replace one another in turn, each deleting the file before it. */
export async function lockProduct(db: Executor, businessId: number, productId: number) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, productId), eq(products.isActive, true)))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function insertImageFile(
  db: Executor,
  businessId: number,
  file: { id: string; contentType: string; content: Buffer },
): Promise<void> {
  await db.insert(storedFiles).values({
    businessId,
    id: file.id,
    kind: PRODUCT_IMAGE_KIND,
    contentType: file.contentType,
    size: file.content.length,
    content: file.content,
  });
}

/** Points the product at its new image (or none); `now()` is the image's version in its URL. */
export async function setProductImage(db: Executor, businessId: number, productId: number, imageId: string | null) {
  const [row] = await db
    .update(products)
    .set({ imageId, imageUpdatedAt: imageId ? sql`now()` : null, updatedAt: sql`now()` })
    .where(and(eq(products.businessId, businessId), eq(products.id, productId)))
    .returning();
  return row;
}

/** Only ever a product image: a slip or any other kind of file is never deleted through here. */
export async function deleteImageFile(db: Executor, businessId: number, id: string): Promise<void> {
  await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.businessId, businessId), eq(storedFiles.id, id), eq(storedFiles.kind, PRODUCT_IMAGE_KIND)));
}

/**
 * The product's current image, for serving. A deleted (inactive) product's too: a till whose
 * catalogue is not refreshed yet still shows its tile. Undefined when the product or its image is missing.
 */
export async function findImage(db: Executor, businessId: number, productId: number) {
  const rows = await db
    .select({
      id: storedFiles.id,
      contentType: storedFiles.contentType,
      content: storedFiles.content,
      updatedAt: products.imageUpdatedAt,
    })
    .from(products)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.businessId, products.businessId), eq(storedFiles.id, products.imageId), eq(storedFiles.kind, PRODUCT_IMAGE_KIND)),
    )
    .where(and(eq(products.businessId, businessId), eq(products.id, productId)))
    .limit(1);
  return rows[0];
}
