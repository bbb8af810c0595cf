// Product images: the zod part of the contract; the paths and limits the till
// needs without zod are in ./product-image-paths.
import { z } from 'zod';
import { PRODUCT_IMAGE_MESSAGES } from '../messages/product-images';
import { BusinessIdParams, IdParam } from './common';

export * from './product-image-paths';

export const ProductImageParams = BusinessIdParams.extend({ productId: IdParam });
export type ProductImageParams = z.infer<typeof ProductImageParams>;

/** `v`: the image's version in its URL (productImageUrl); a stale or missing one is still served, only not cached for good. */
export const ProductImageQuery = z.object({ v: z.string().max(20).optional() });
export type ProductImageQuery = z.infer<typeof ProductImageQuery>;

/** What an upload may be, by its content (magic bytes), whatever its name or declared type. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The file input's `accept`: a hint for the picker only; the server checks the bytes. */
export const PRODUCT_IMAGE_ACCEPT = PRODUCT_IMAGE_TYPES.join(',');

/** Stored images fit within this square: sharp on a till tile or an inventory thumbnail even on a high-density screen. */
export const PRODUCT_IMAGE_MAX_SIDE = 400;
/** Larger images are refused before decoding: a 2 MB file can still unpack to gigabytes of pixels. */
export const PRODUCT_IMAGE_MAX_PIXELS = 40_000_000;

/** The stored form: WebP (smaller than JPEG at the same quality, keeps a PNG's transparency, and every till browser shows it). */
export const PRODUCT_IMAGE_STORED_TYPE = 'image/webp';

export const PRODUCT_IMAGE_ERRORS = {
  required: PRODUCT_IMAGE_MESSAGES.PRODUCT_IMAGE_REQUIRED,
  tooLarge: PRODUCT_IMAGE_MESSAGES.PRODUCT_IMAGE_TOO_LARGE,
  tooManyPixels: PRODUCT_IMAGE_MESSAGES.PRODUCT_IMAGE_TOO_MANY_PIXELS,
  type: PRODUCT_IMAGE_MESSAGES.PRODUCT_IMAGE_TYPE,
  unreadable: PRODUCT_IMAGE_MESSAGES.PRODUCT_IMAGE_UNREADABLE,
  notFound: PRODUCT_IMAGE_MESSAGES.PRODUCT_IMAGE_NOT_FOUND,
} as const;
