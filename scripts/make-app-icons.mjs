// The installed app's icons (decision 037), drawn from the favicon so the home screen shows the
// same mark as the tab. Run once when the favicon changes: `node scripts/make-app-icons.mjs`; the
// PNGs it writes are committed, so a build needs no image library.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve('src/client/public');
const outDir = path.join(publicDir, 'icons');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// A launcher crops a maskable icon to its own shape, keeping only the middle 80%: the blue must
// reach the edges, with no rounded corners of our own. The house already sits inside that middle.
const ROUNDED_CORNERS = /<rect ([^>]*)rx="[\d.]+"/;
if (!ROUNDED_CORNERS.test(favicon)) throw new Error('favicon.svg has no rounded background to square off');
const maskable = favicon.replace(ROUNDED_CORNERS, '<rect $1rx="0"');

const icons = [
  { name: 'icon-192.png', svg: favicon, size: 192 },
  { name: 'icon-512.png', svg: favicon, size: 512 },
  { name: 'icon-maskable-512.png', svg: maskable, size: 512 },
  // iOS rounds the corners itself and shows transparency as black.
  { name: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

mkdirSync(outDir, { recursive: true });
for (const { name, svg, size } of icons) {
  // The SVG is 32 units wide: render it at the size asked rather than scale a small bitmap up.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
}
console.log(`Wrote ${icons.length} icons into ${path.relative(process.cwd(), outDir)}.`);
