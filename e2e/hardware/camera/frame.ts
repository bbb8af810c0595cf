/** A grayscale picture: one luma byte per pixel, 255 white, 0 black. */
export type Frame = {
  width: number;
  height: number;
  luma: Uint8Array;
  /** Paints a rectangle (clipped to the frame). */
  fill: (x: number, y: number, w: number, h: number, value: number) => void;
};

export function blankFrame(width: number, height: number): Frame {
  const luma = new Uint8Array(width * height).fill(255);
  return {
    width,
    height,
    luma,
    fill(x, y, w, h, value) {
      for (let row = Math.max(0, y); row < Math.min(height, y + h); row++) {
        luma.fill(value, row * width + Math.max(0, x), row * width + Math.min(width, x + w));
      }
    },
  };
}
