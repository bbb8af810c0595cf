/**
 * Reading and normalising an uploaded product image. The upload is trusted for nothing: its type is
 * what its bytes are (magic bytes, then a full decode), never its name or declared MIME type, and
 * what is stored is a fresh encoding of the decoded pixels — EXIF rotation applied, every metadata
 * block (location, camera, embedded thumbnails) left behind, at most 400×400.
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_MAX_PIXELS,
  PRODUCT_IMAGE_MAX_SIDE,
  PRODUCT_IMAGE_STORED_TYPE,
  PRODUCT_IMAGE_TYPES,
} from '#shared/contracts/product-images';
import { AppError } from '#server/lib/app-error';

type ImageType = (typeof PRODUCT_IMAGE_TYPES)[number];

const tooLarge = () => new AppError('PRODUCT_IMAGE_TOO_LARGE');
const wrongType = () => new AppError('PRODUCT_IMAGE_TYPE');
const unreadable = () => new AppError('PRODUCT_IMAGE_UNREADABLE');

/** sharp's name for each accepted type: the decoder must agree with the magic bytes. */
const SHARP_FORMAT: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** The multipart field `file`, whole, in memory (at most 2 MB: the parser stops the stream there). */
export async function readImageUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('PRODUCT_IMAGE_REQUIRED', { field: 'file' });
  let found: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES } })) {
      if (part.type !== 'file') continue;
      // Every part must be read to its end for the request to finish; only `file` is kept.
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && !found) found = bytes;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (!found || found.length === 0) throw new AppError('PRODUCT_IMAGE_REQUIRED', { field: 'file' });
  return found;
}

/** The image's real type by its magic bytes, or null for anything but JPEG, PNG or WebP (APNG is a PNG). */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  const mime = found.mime === 'image/apng' ? 'image/png' : found.mime;
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(mime) ? (mime as ImageType) : null;
}

export interface NormalisedImage {
  content: Buffer;
  contentType: typeof PRODUCT_IMAGE_STORED_TYPE;
  width: number;
  height: number;
}

/**
 * Checks the upload is a whole JPEG, PNG or WebP and re-encodes it for the till: 415 when it is
 * another kind of file or cannot be decoded (a damaged or truncated file), 413 when it has more
 * pixels than a product photo needs (a small file can still unpack to gigabytes).
 */
export async function normaliseImage(bytes: Buffer): Promise<NormalisedImage> {
  const type = await sniffImageType(bytes);
  if (!type) throw wrongType();
  // 'truncated': a cut-off or damaged file is refused; a camera's harmless warnings are not.
  const options = { failOn: 'truncated' as const, limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS };
  // The header alone (no pixels decoded), so an oversized image is told apart from a damaged one.
  const meta = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > PRODUCT_IMAGE_MAX_PIXELS) throw new AppError('PRODUCT_IMAGE_TOO_MANY_PIXELS');
  try {
    const { data, info } = await sharp(bytes, options)
      .autoOrient()
      .resize(PRODUCT_IMAGE_MAX_SIDE, PRODUCT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, contentType: PRODUCT_IMAGE_STORED_TYPE, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}
