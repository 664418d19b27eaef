import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/**
 * A clip for Chromium's fake camera (`--use-file-for-fake-video-capture`): the picture repeated as
 * a Y4M video, the one format Chromium reads without a decoder. 4:2:0 with full-range BT.601, as
 * `C420jpeg` declares. Debian's Chromium loops it, so a few frames are enough.
 */
export async function writeFakeCameraClip(
  file: string,
  picture: Buffer,
  { width = 640, height = 480, frames = 5 } = {},
) {
  const { data } = await sharp(picture)
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(width * height);
  const chroma = { u: Buffer.alloc((width / 2) * (height / 2)), v: Buffer.alloc((width / 2) * (height / 2)) };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      luma[y * width + x] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const c = (y / 2) * (width / 2) + x / 2;
        chroma.u[c] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        chroma.v[c] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma.u, chroma.v]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
