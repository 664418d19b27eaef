// How long a PDF report of 300 photos takes to render and how much memory it needs.
// Run: npx tsx bench/report-pdf.ts [photos]   (the PDF is kept in the temp folder it names)
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openPglite } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { financialTransactions } from '#server/db/schema/finances';
import { maintenanceItems } from '#server/db/schema/maintenance';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import { createLocalFileStore } from '#server/files/file-store';
import { photoFileKey, photoFolder } from '#server/photos/photo-keys';
import { LARGE_SIZE, THUMB_SIZE } from '#server/photos/process-photo';
import { renderReportPdf } from '#server/reports/render-report-pdf';
import { MAINTENANCE_CATEGORIES } from '#shared/maintenance/maintenance-schemas';

const PHOTOS = Number(process.argv[2] ?? 300);
const AREAS = ['Kitchen', 'Living Room', 'Bedroom', 'Bathroom', 'Hallway', 'Balcony', 'Closet', 'Entrance'];
const MAINTENANCE = 40;
const VARIANTS = 8;

const dir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-pdf-'));
const database = await openPglite(undefined);
await database.migrate();
const { db } = database;
const files = createLocalFileStore(path.join(dir, 'files'));

// Display sizes as uploads make them, from a real sample photo with texture added so that they
// weigh what a phone photo's do (about 200–400 KB at 1600 px), in a few tints.
const sample = readFileSync(new URL('../src/server/demo/demo-assets/kitchen.jpg', import.meta.url));
const noise = Buffer.alloc(LARGE_SIZE * 1200 * 3);
for (let i = 0; i < noise.length; i++) noise[i] = 128 + (((i * 2654435761) >>> 24) % 48) - 24;
const texture = await sharp(noise, { raw: { width: LARGE_SIZE, height: 1200, channels: 3 } })
  .png()
  .toBuffer();
const variants = await Promise.all(
  Array.from({ length: VARIANTS }, async (_, i) => {
    const base = sharp(sample)
      .resize(LARGE_SIZE, 1200, { fit: 'cover' })
      .modulate({ hue: i * 40 })
      .composite([{ input: texture, blend: 'overlay' }]);
    const large = await base.clone().webp({ quality: 85, effort: 2 }).toBuffer();
    const thumb = await sharp(large).resize(THUMB_SIZE, THUMB_SIZE).webp({ quality: 78 }).toBuffer();
    return { large, thumb };
  }),
);

const userId = randomUUID();
await db.insert(users).values({ id: userId, name: 'Zoë Åberg-Nuñez', email: `bench-${userId}@example.com` });
const [property] = await db
  .insert(properties)
  .values({ userId, name: 'Maple Court 4B', address: '1200 N Example St, Arlington, VA' })
  .returning();
if (!property) throw new Error('No property');

const started = Date.now();
for (let i = 0; i < PHOTOS; i++) {
  const id = randomUUID();
  const folder = photoFolder(userId, id);
  const variant = variants[i % VARIANTS];
  if (!variant) throw new Error('No variant');
  await files.put(photoFileKey(folder, 'large'), variant.large);
  await files.put(photoFileKey(folder, 'thumb'), variant.thumb);
  await db.insert(photos).values({
    id,
    userId,
    propertyId: property.id,
    stage: i % 2 === 0 ? 'move-in' : 'move-out',
    area: AREAS[Math.floor(i / 2) % AREAS.length] ?? '',
    notes: i % 3 === 0 ? 'Light scuff marks along the skirting board; photographed in daylight.' : '',
    storageKey: folder,
    originalName: `IMG_${1000 + i}.jpg`,
    contentType: 'image/jpeg',
    byteSize: 3_000_000,
    width: 4000,
    height: 3000,
    sha256: randomBytes(32).toString('hex'),
    receivedAt: new Date(started - (PHOTOS - i) * 60_000),
    capturedAt: i % 4 === 0 ? null : '2026-01-15T10:12:40-05:00',
  });
}
for (let i = 0; i < MAINTENANCE; i++) {
  await db.insert(maintenanceItems).values({
    userId,
    propertyId: property.id,
    item: `Repair ${i + 1}: cabinet hinge loose`,
    category: MAINTENANCE_CATEGORIES[i % MAINTENANCE_CATEGORIES.length],
    cost: (25 + i * 7.35).toFixed(2),
    status: (['pending', 'in-progress', 'completed'] as const)[i % 3],
  });
}
await db.insert(financialTransactions).values(
  Array.from({ length: 12 }, (_, i) => ({
    userId,
    propertyId: property.id,
    transactionType: 'Rent' as const,
    amount: '1500.00',
    dueDate: new Date(Date.UTC(2026, i, 1)).toISOString().slice(0, 10),
    status: 'Paid' as const,
    paidDate: new Date(Date.UTC(2026, i, 1)).toISOString().slice(0, 10),
  })),
);

const file = path.join(dir, 'report.pdf');
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 10);
const renderStarted = performance.now();
await renderReportPdf(
  { db, files, now: new Date() },
  userId,
  { type: 'summary', period: 'all', propertyId: property.id },
  createWriteStream(file),
);
const elapsed = performance.now() - renderStarted;
clearInterval(sampler);
await database.close();
// The photo files are hundreds of megabytes; only the PDF is kept to look at.
rmSync(path.join(dir, 'files'), { recursive: true, force: true });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pages = (readFileSync(file, 'latin1').match(/\/Type \/Page\b/g) ?? []).length;
console.log(
  `${PHOTOS} photos, ${MAINTENANCE} items: ${(elapsed / 1000).toFixed(1)} s, ${pages} pages, ` +
    `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB; RSS ${mb(before.rss)} before, peak ${mb(peakRss)}; ` +
    `heap ${mb(before.heapUsed)} before, peak ${mb(peakHeap)}`,
);
console.log(`PDF: ${file}`);
