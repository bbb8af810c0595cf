/**
 * One image per product. Setting or removing it changes the product and its
 * stored file in one transaction, deletes the file it replaces, and bumps the till's catalogue
 * version so every till fetches the product's new image URL.
 */
import { randomBytes } from 'node:crypto';
import type { Product } from '#shared/contracts/catalog';
import { MODULE_NAMES, type ModuleKey } from '#shared/permissions';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { bumpTillCatalogVersion } from '#server/features/catalog';
import { toProduct } from '#server/features/catalog';
import type { NormalisedImage } from './product-image-file';
import * as repo from './product-images.repo';

type Actor = { businessId: number; userId: string };

/** The stored file's id: random, as the table requires (32 hex), so a URL never guesses another's. */
const newFileId = () => randomBytes(16).toString('hex');

export async function setImage(db: Executor, actor: Actor, productId: number, image: NormalisedImage): Promise<Product> {
  return db.transaction(async (tx) => {
    const before = await repo.lockProduct(tx, actor.businessId, productId);
    if (!before) throw new AppError('PRODUCT_NOT_FOUND');
    const id = newFileId();
    await repo.insertImageFile(tx, actor.businessId, { id, contentType: image.contentType, content: image.content });
    const row = await repo.setProductImage(tx, actor.businessId, productId, id);
    if (before.imageId) await repo.deleteImageFile(tx, actor.businessId, before.imageId);
    await bumpTillCatalogVersion(tx, actor.businessId);
    await writeAudit(tx, {
      ...actor,
      action: before.imageId ? 'product.image.replace' : 'product.image.set',
      entityType: 'product',
      entityId: productId,
      before: { imageId: before.imageId },
      after: { imageId: id, size: image.content.length, width: image.width, height: image.height },
    });
    return toProduct(row);
  });
}

export async function removeImage(db: Executor, actor: Actor, productId: number): Promise<Product> {
  return db.transaction(async (tx) => {
    const before = await repo.lockProduct(tx, actor.businessId, productId);
    if (!before) throw new AppError('PRODUCT_NOT_FOUND');
    if (!before.imageId) throw new AppError('PRODUCT_IMAGE_NOT_FOUND');
    const row = await repo.setProductImage(tx, actor.businessId, productId, null);
    await repo.deleteImageFile(tx, actor.businessId, before.imageId);
    await bumpTillCatalogVersion(tx, actor.businessId);
    await writeAudit(tx, {
      ...actor,
      action: 'product.image.remove',
      entityType: 'product',
      entityId: productId,
      before: { imageId: before.imageId },
    });
    return toProduct(row);
  });
}

export interface ServedImage {
  content: Buffer;
  contentType: string;
  etag: string;
  /** The version its URL carries when current (productImageUrl's `v`). */
  version: string;
}

/**
 * The image to serve. Missing product, missing image and another business's product all answer
 * the same 404. Only after that: a business with neither the till nor inventory has no screen that
 * shows it (403).
 */
export async function getImage(
  db: Executor,
  business: { id: number; modules: readonly ModuleKey[] },
  productId: number,
): Promise<ServedImage> {
  const found = await repo.findImage(db, business.id, productId);
  if (!found || !found.updatedAt) throw new AppError('PRODUCT_IMAGE_NOT_FOUND');
  if (!business.modules.includes('pos') && !business.modules.includes('inventory'))
    throw new AppError('MODULE_NOT_SUBSCRIBED', { params: { module: MODULE_NAMES.inventory } });
  return {
    content: found.content,
    contentType: found.contentType,
    // The file id changes with every upload: a strong validator for exactly these bytes.
    etag: `"${found.id}"`,
    version: String(found.updatedAt.getTime()),
  };
}
