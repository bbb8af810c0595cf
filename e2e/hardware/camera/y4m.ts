import { writeFileSync } from 'node:fs';
import type { Frame } from './frame';

/**
 * Writes `frame` as a still Y4M video Chromium's fake camera plays on a loop
 * (--use-file-for-fake-video-capture): 4:2:0, 10 frames a second, the chroma planes neutral grey.
 */
export function writeY4m(file: string, frame: Frame, frames = 30) {
  const { width, height, luma } = frame;
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height');
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const one = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => one)]));
}
