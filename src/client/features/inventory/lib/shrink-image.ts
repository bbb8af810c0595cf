import { MAX_PRODUCT_IMAGE_BYTES } from '#shared/contracts/product-image-paths';

/** Plenty for the server's 400 × 400 fit, and small enough to encode far under the limit. */
const SHRUNK_SIDE = 1200;

/**
 * A phone's photo is 3–8 MB, over the 2 MB the server takes: such a file is drawn
 * again in the browser, fitted in 1200 × 1200 with its EXIF rotation applied, as JPEG. A file under
 * the limit goes as it is (the server resizes it). Answers null when the browser cannot decode it
 * or the result is still too large; the server checks the content in every case.
 */
export async function shrinkImage(file: File): Promise<File | null> {
  if (file.size <= MAX_PRODUCT_IMAGE_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const scale = Math.min(1, SHRUNK_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const g = canvas.getContext('2d');
  if (!g) return null;
  // JPEG has no transparency: a PNG's clear parts become white, as on a printed label.
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
  if (!blob || blob.size > MAX_PRODUCT_IMAGE_BYTES) return null;
  return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
}
