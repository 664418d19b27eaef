// How long and how much memory processing one upload takes: sniff, EXIF, hash, two display sizes.
// Run: npx tsx bench/photo-processing.ts
import sharp from 'sharp';
import { processPhoto } from '#server/photos/process-photo';

const RUNS = 10;

async function photo(width: number, height: number) {
  // Noise compresses like a real photo does (a flat colour would be unrealistically small).
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD2: { DateTimeOriginal: '2026:01:15 10:12:40' } })
    .toBuffer();
}

for (const [label, width, height] of [
  ['3 MP', 2000, 1500],
  ['12 MP', 4000, 3000],
  ['24 MP', 6000, 4000],
] as const) {
  const bytes = await photo(width, height);
  await processPhoto(bytes);
  const times: number[] = [];
  let peakRss = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await processPhoto(bytes);
    times.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  console.log(
    `${label.padEnd(6)} ${(bytes.byteLength / 1024 / 1024).toFixed(1).padStart(5)} MB  median ${median.toFixed(0).padStart(5)} ms  peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
  );
}
