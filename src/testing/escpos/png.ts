import { PNG } from 'pngjs';
import { blankImage, getDot, type PackedImage } from '#client/features/printing/lib/raster';

/** A 1-bit print as a PNG (black dots on white), to keep as a reference image or look at. */
export function toPng(image: PackedImage): Buffer {
  const png = new PNG({ width: Math.max(1, image.width), height: Math.max(1, image.height) });
  png.data.fill(255);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!getDot(image, x, y)) continue;
      const i = (y * png.width + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = 0;
    }
  }
  return PNG.sync.write(png);
}

/** A PNG back to 1-bit (dark pixels are dots), for comparing with pixelDifference. */
export function fromPng(buffer: Buffer): PackedImage {
  const png = PNG.sync.read(buffer);
  const image = blankImage(png.width, png.height);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const l = (png.data[i] + png.data[i + 1] + png.data[i + 2]) / 3;
      if (png.data[i + 3] > 127 && l < 128) image.bits[y * image.rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return image;
}
