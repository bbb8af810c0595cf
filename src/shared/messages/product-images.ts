/**
 * Product images: why an upload is refused (src/server/features/product-images).
 * The size and the types are in the text the owner reads, so it says what to do instead.
 */
export const PRODUCT_IMAGE_MESSAGES = {
  PRODUCT_IMAGE_REQUIRED: 'Choose an image to upload',
  PRODUCT_IMAGE_TOO_LARGE: 'The image is larger than 2 MB: choose a smaller one',
  PRODUCT_IMAGE_TOO_MANY_PIXELS: 'The image has too many pixels: choose one of at most 40 megapixels',
  PRODUCT_IMAGE_TYPE: 'The file is not a JPEG, PNG or WebP image',
  PRODUCT_IMAGE_UNREADABLE: 'The image could not be read: the file may be damaged',
  PRODUCT_IMAGE_NOT_FOUND: 'Product image not found',
} as const;
