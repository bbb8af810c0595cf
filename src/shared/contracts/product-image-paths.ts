// Product images: one per product, stored resized on the server.

import { fillPath } from './fill-path';

export const PRODUCT_IMAGE_ROUTES = {
  /** GET the image (any signed-in user of the business); PUT multipart `file` to set it; DELETE to remove it. */
  image: '/api/businesses/:businessId/products/:productId/image',
} as const;

/**
 * The image's URL, versioned by when it last changed (`v`): the till caches it for good, and a new
 * image is a new URL.
 */
export function productImageUrl(businessId: number, productId: number, updatedAt: Date | string): string {
  const v = typeof updatedAt === 'string' ? Date.parse(updatedAt) : updatedAt.getTime();
  return `${fillPath(PRODUCT_IMAGE_ROUTES.image, { businessId, productId })}?v=${v}`;
}

/** Uploads up to 2 MB, JPEG, PNG or WebP (checked by content, not by name). */
export const MAX_PRODUCT_IMAGE_BYTES = 2 * 1024 * 1024;
