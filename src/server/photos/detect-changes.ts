import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { Alignment } from '#shared/photos/photo-pairs';

export type ChangeBox = { x: number; y: number; width: number; height: number };
export type DetectedChanges = { alignment: Alignment; regions: ChangeBox[] };

// The width both photos are compared at. A 1600 px display copy shrunk to 480 px still shows a
// scratch a few pixels wide at full size, and the whole check stays near half a second
// (bench/change-detection.ts).
const COMPARE_WIDTH = 480;
// The coarsest level of the alignment search: small enough to try every framing in the range.
const SEARCH_WIDTH = 64;
// How far the ghost-guided framing can be off: the search tries no further.
const MAX_SHIFT = 0.1;
const SCALE_RANGE = [0.9, 1.1] as const;
const MAX_ROTATION = 5;
// Sensor noise and JPEG blocks are finer than any change worth showing; a slight blur drops them.
const BLUR_SIGMA = 1;
// pixelmatch's colour distance (0 to 1) beyond which a pixel differs, once lighting is matched.
const PIXEL_THRESHOLD = 0.14;
// The diff is grouped on cells of this many pixels a side.
const CELL = 6;
const CELL_MIN_PIXELS = 3;
// The smallest change reported, as a share of the photo (about 20 × 20 px of a 1200 px photo).
const MIN_REGION_SHARE = 0.0004;
// Each region is widened by this share of the photo, so the highlight frames the change.
const REGION_PADDING = 0.012;

/**
 * Where the move-out photo differs from the move-in photo of the same shot beyond lighting and
 * noise, and how the move-in photo lines up with it. Both are display copies (orientation
 * applied), of any size: the move-in photo is first scaled to cover the move-out photo's frame,
 * centred, and `alignment` is from there. A positive rotation turns clockwise as the photo is seen.
 * Pure: the caller reads the bytes and stores the answer.
 */
export async function detectChanges(moveIn: Uint8Array, moveOut: Uint8Array): Promise<DetectedChanges> {
  const out = await decodeMoveOut(moveOut);
  const inn = await decodeMoveIn(moveIn, out.width, out.height);
  const alignment = await alignImages(greyPyramid(inn), greyPyramid(out));
  const diff = await compareAligned(inn, out, alignment);
  return {
    alignment: {
      dx: round(alignment.dx),
      dy: round(alignment.dy),
      scale: round(alignment.scale),
      rotation: round(alignment.rotation),
    },
    regions: findRegions(diff, out.width, out.height),
  };
}

/** Four decimals (a sixth of a pixel of a 1600 px photo) drop the float noise the search's steps add. */
function round(value: number) {
  return Math.round(value * 10_000) / 10_000;
}

type Rgb = { data: Uint8Array; width: number; height: number };
type Grey = { data: Float32Array; width: number; height: number };

async function decodeMoveOut(bytes: Uint8Array): Promise<Rgb> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const compareWidth = Math.min(COMPARE_WIDTH, width);
  return decode(bytes, compareWidth, Math.max(1, Math.round((height * compareWidth) / width)));
}

/** The move-in photo at the size that just covers the move-out frame, nothing cropped. */
async function decodeMoveIn(bytes: Uint8Array, frameWidth: number, frameHeight: number): Promise<Rgb> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const cover = Math.max(frameWidth / width, frameHeight / height);
  return decode(bytes, Math.max(1, Math.round(width * cover)), Math.max(1, Math.round(height * cover)));
}

async function decode(bytes: Uint8Array, width: number, height: number): Promise<Rgb> {
  const { data, info } = await sharp(bytes)
    .toColourspace('srgb')
    .removeAlpha()
    .resize(width, height, { fit: 'fill' })
    .blur(BLUR_SIGMA)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Expected 3 channels, got ${info.channels}`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
}

/**
 * Greyscale levels, finest first, each half the last, down to about SEARCH_WIDTH. Each is scaled to
 * mean 0 and standard deviation 1, so that brighter or dimmer light does not move the alignment.
 */
function greyPyramid({ data, width, height }: Rgb): Grey[] {
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = 0.299 * (data[i * 3] ?? 0) + 0.587 * (data[i * 3 + 1] ?? 0) + 0.114 * (data[i * 3 + 2] ?? 0);
  const levels: Grey[] = [standardise({ data: grey, width, height })];
  for (let level = levels[0]; level && level.width >= SEARCH_WIDTH * 1.5 && level.height >= 16;) {
    level = standardise(halve(level));
    levels.push(level);
  }
  return levels;
}

function halve({ data, width, height }: Grey): Grey {
  const w = Math.floor(width / 2);
  const h = Math.floor(height / 2);
  const half = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = 2 * y * width + 2 * x;
      half[y * w + x] =
        ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + width] ?? 0) + (data[i + width + 1] ?? 0)) / 4;
    }
  return { data: half, width: w, height: h };
}

function standardise(image: Grey): Grey {
  const { mean, deviation } = statistics(image.data, 1, 0);
  const data = image.data.map((value) => (value - mean) / deviation);
  return { ...image, data };
}

function statistics(values: ArrayLike<number>, step: number, offset: number, valid?: Uint8Array) {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let i = offset, pixel = 0; i < values.length; i += step, pixel++) {
    if (valid && !valid[pixel]) continue;
    const value = values[i] ?? 0;
    sum += value;
    squares += value * value;
    count++;
  }
  const mean = sum / Math.max(1, count);
  return { mean, deviation: Math.sqrt(Math.max(squares / Math.max(1, count) - mean * mean, 1e-6)) };
}

/**
 * For a move-out pixel, where in the move-in image it comes from: the inverse of the alignment
 * (shift, then turn and scale about the centres). Returns the source of pixel (0, 0) and how it
 * moves per step right and per step down.
 */
function sourceMapping(
  alignment: Alignment,
  source: { width: number; height: number },
  target: { width: number; height: number },
) {
  const angle = (alignment.rotation * Math.PI) / 180;
  const cos = Math.cos(angle) / alignment.scale;
  const sin = Math.sin(angle) / alignment.scale;
  const u = 0.5 - target.width / 2 - alignment.dx * target.width;
  const v = 0.5 - target.height / 2 - alignment.dy * target.height;
  return {
    x0: cos * u + sin * v + source.width / 2 - 0.5,
    y0: -sin * u + cos * v + source.height / 2 - 0.5,
    xPerX: cos,
    yPerX: -sin,
    xPerY: sin,
    yPerY: cos,
  };
}

/** Mean absolute difference where the aligned move-in covers the move-out, every `stride` pixels. */
function alignmentCost(source: Grey, target: Grey, alignment: Alignment, stride: number): number {
  const map = sourceMapping(alignment, source, target);
  const maxX = source.width - 1;
  const maxY = source.height - 1;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < target.height; y += stride) {
    for (let x = 0; x < target.width; x += stride) {
      const sx = map.x0 + map.xPerX * x + map.xPerY * y;
      const sy = map.y0 + map.yPerX * x + map.yPerY * y;
      if (sx < 0 || sy < 0 || sx >= maxX || sy >= maxY) continue;
      sum += Math.abs((target.data[y * target.width + x] ?? 0) - bilinear(source, sx, sy));
      count++;
    }
  }
  // A framing that leaves most of the photo uncovered is not a match, however well the rest agrees.
  const samples = Math.ceil(target.width / stride) * Math.ceil(target.height / stride);
  return count < samples / 2 ? Number.POSITIVE_INFINITY : sum / count;
}

function bilinear({ data, width }: Grey, x: number, y: number): number {
  const left = Math.floor(x);
  const top = Math.floor(y);
  const fx = x - left;
  const fy = y - top;
  const i = top * width + left;
  const a = data[i] ?? 0;
  const b = data[i + 1] ?? 0;
  const c = data[i + width] ?? 0;
  const d = data[i + width + 1] ?? 0;
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/**
 * Coarse to fine: every framing in the range on the smallest level, then at each finer level the
 * best one is moved step by step to its best neighbour (all 81 combinations of one step in each of
 * the four parameters), the steps halving from level to level.
 */
async function alignImages(sources: Grey[], targets: Grey[]): Promise<Alignment> {
  const levels = Math.min(sources.length, targets.length);
  const coarse = levels - 1;
  const source = sources[coarse];
  const target = targets[coarse];
  if (!source || !target) throw new Error('No image to align');

  // A pixel of shift; a step of scale or rotation moves the corners of this level about a pixel.
  let steps = { dx: 1 / target.width, dy: 1 / target.height, scale: 0.05, rotation: 2.5 };
  let best: Alignment = { dx: 0, dy: 0, scale: 1, rotation: 0 };
  let bestCost = Number.POSITIVE_INFINITY;
  for (let dx = -MAX_SHIFT; dx <= MAX_SHIFT + 1e-9; dx += steps.dx) {
    await giveWay();
    for (let dy = -MAX_SHIFT; dy <= MAX_SHIFT + 1e-9; dy += steps.dy)
      for (let scale = SCALE_RANGE[0]; scale <= SCALE_RANGE[1] + 1e-9; scale += steps.scale)
        for (let rotation = -MAX_ROTATION; rotation <= MAX_ROTATION + 1e-9; rotation += steps.rotation) {
          const candidate = { dx, dy, scale, rotation };
          const cost = alignmentCost(source, target, candidate, 1);
          if (cost < bestCost) [best, bestCost] = [candidate, cost];
        }
  }

  for (let level = coarse; level >= 0; level--) {
    const levelSource = sources[level];
    const levelTarget = targets[level];
    if (!levelSource || !levelTarget) continue;
    // Past a few hundred pixels wide, every other pixel says as much about the fit as all of them.
    const stride = levelTarget.width >= 200 ? 2 : 1;
    // The finest level takes a second, half-pixel round: the comparison tolerates a pixel, no more.
    for (let round = 0; round < (level === 0 ? 2 : 1); round++) {
      steps = { dx: steps.dx / 2, dy: steps.dy / 2, scale: steps.scale / 2, rotation: steps.rotation / 2 };
      best = await refine(levelSource, levelTarget, best, steps, stride);
    }
  }
  return best;
}

async function refine(
  source: Grey,
  target: Grey,
  start: Alignment,
  steps: Alignment,
  stride: number,
): Promise<Alignment> {
  let best = start;
  let bestCost = alignmentCost(source, target, start, stride);
  for (let moves = 0; moves < 6; moves++) {
    await giveWay();
    const centre = best;
    for (const sx of [-1, 0, 1])
      for (const sy of [-1, 0, 1])
        for (const ss of [-1, 0, 1])
          for (const sr of [-1, 0, 1]) {
            const candidate = {
              dx: clamp(centre.dx + sx * steps.dx, -MAX_SHIFT, MAX_SHIFT),
              dy: clamp(centre.dy + sy * steps.dy, -MAX_SHIFT, MAX_SHIFT),
              scale: clamp(centre.scale + ss * steps.scale, SCALE_RANGE[0], SCALE_RANGE[1]),
              rotation: clamp(centre.rotation + sr * steps.rotation, -MAX_ROTATION, MAX_ROTATION),
            };
            const cost = alignmentCost(source, target, candidate, stride);
            if (cost < bestCost) [best, bestCost] = [candidate, cost];
          }
    if (best === centre) break;
  }
  return best;
}

/**
 * The check runs in the server's own process, beside the requests (the job queue's worker): it
 * lets them through between slices of some tens of milliseconds rather than holding the event
 * loop for the whole pair (about 0.3 s of arithmetic at rest, 1.5 s on a busy machine).
 */
function giveWay() {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

/**
 * pixelmatch on the move-out photo and the move-in photo warped onto it, the move-in's colours
 * first matched to the move-out's (mean and spread of each channel where both have pixels), so
 * that a change of light or white balance is not a change. Where the warp has no move-in pixels,
 * the move-out's own are put in, so the border never differs. Returns 1 for each differing pixel.
 */
async function compareAligned(inn: Rgb, out: Rgb, alignment: Alignment): Promise<Uint8Array> {
  const { width, height } = out;
  const map = sourceMapping(alignment, inn, out);
  const warped = new Float32Array(width * height * 3);
  const valid = new Uint8Array(width * height);
  // One pixel in from the edge: the blur there saw the padding, not the room.
  const maxX = inn.width - 2;
  const maxY = inn.height - 2;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const sx = map.x0 + map.xPerX * x + map.xPerY * y;
      const sy = map.y0 + map.yPerX * x + map.yPerY * y;
      if (sx < 1 || sy < 1 || sx >= maxX || sy >= maxY) continue;
      const pixel = y * width + x;
      valid[pixel] = 1;
      const left = Math.floor(sx);
      const top = Math.floor(sy);
      const fx = sx - left;
      const fy = sy - top;
      const i = (top * inn.width + left) * 3;
      const below = i + inn.width * 3;
      for (let channel = 0; channel < 3; channel++) {
        const a = inn.data[i + channel] ?? 0;
        const b = inn.data[i + 3 + channel] ?? 0;
        const c = inn.data[below + channel] ?? 0;
        const d = inn.data[below + 3 + channel] ?? 0;
        warped[pixel * 3 + channel] = a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
      }
    }

  await giveWay();
  const before = new Uint8Array(width * height * 4);
  const after = new Uint8Array(width * height * 4);
  for (let channel = 0; channel < 3; channel++) {
    const from = statistics(warped, 3, channel, valid);
    const to = statistics(out.data, 3, channel, valid);
    const gain = to.deviation / from.deviation;
    for (let pixel = 0; pixel < width * height; pixel++) {
      const own = out.data[pixel * 3 + channel] ?? 0;
      after[pixel * 4 + channel] = own;
      before[pixel * 4 + channel] = valid[pixel]
        ? clamp(Math.round(((warped[pixel * 3 + channel] ?? 0) - from.mean) * gain + to.mean), 0, 255)
        : own;
    }
  }
  for (let pixel = 0; pixel < width * height; pixel++) {
    before[pixel * 4 + 3] = 255;
    after[pixel * 4 + 3] = 255;
  }

  // Both ways: what the move-out shows that the move-in had nowhere near (a stain), and what the
  // move-in showed that the move-out has nowhere near (a fixture taken away).
  const diff = new Uint8Array(width * height);
  for (const [image, other] of [
    [after, before],
    [before, after],
  ] as const) {
    await giveWay();
    const nearest = nearestAround(other, image, width, height);
    await giveWay();
    const mask = new Uint8Array(width * height * 4);
    pixelmatch(image, nearest, mask, width, height, {
      threshold: PIXEL_THRESHOLD,
      includeAA: false,
      diffMask: true,
    });
    for (let pixel = 0; pixel < diff.length; pixel++) if (mask[pixel * 4 + 3]) diff[pixel] = 1;
  }
  return diff;
}

/**
 * For each pixel, the colour among `image`'s pixel and its eight neighbours closest to `reference`'s
 * pixel there. An edge the alignment left a pixel off (or that parallax moved) then matches, while
 * a change wider than a pixel still does not.
 */
function nearestAround(image: Uint8Array, reference: Uint8Array, width: number, height: number): Uint8Array {
  const nearest = new Uint8Array(image.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      let best = at;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const candidate = (ny * width + nx) * 4;
          const r = (image[candidate] ?? 0) - (reference[at] ?? 0);
          const g = (image[candidate + 1] ?? 0) - (reference[at + 1] ?? 0);
          const b = (image[candidate + 2] ?? 0) - (reference[at + 2] ?? 0);
          const distance = r * r + g * g + b * b;
          if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
        }
      nearest[at] = image[best] ?? 0;
      nearest[at + 1] = image[best + 1] ?? 0;
      nearest[at + 2] = image[best + 2] ?? 0;
      nearest[at + 3] = 255;
    }
  return nearest;
}

/**
 * The differing pixels as boxes: a pixel with fewer than two differing neighbours is noise (a line
 * one pixel wide, like a scratch, keeps two); the rest are counted on a coarse grid, whose cells
 * are closed (grown, then shrunk) so the pieces of one change join; each connected group of cells
 * large enough becomes a padded box, and boxes that overlap are merged.
 */
function findRegions(diff: Uint8Array, width: number, height: number): ChangeBox[] {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const counts = new Uint16Array(columns * rows);
  const around = [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1];
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!diff[i]) continue;
      let neighbours = 0;
      for (const offset of around) neighbours += diff[i + offset] ?? 0;
      const cell = Math.floor(y / CELL) * columns + Math.floor(x / CELL);
      if (neighbours >= 2) counts[cell] = (counts[cell] ?? 0) + 1;
    }

  const on = new Uint8Array(columns * rows);
  for (let cell = 0; cell < on.length; cell++) on[cell] = (counts[cell] ?? 0) >= CELL_MIN_PIXELS ? 1 : 0;
  const closed = erode(dilate(on, columns, rows), columns, rows);

  const minPixels = MIN_REGION_SHARE * width * height;
  const boxes: ChangeBox[] = [];
  const seen = new Uint8Array(columns * rows);
  for (let start = 0; start < closed.length; start++) {
    if (!closed[start] || seen[start]) continue;
    let [left, top, right, bottom, pixels] = [columns, rows, 0, 0, 0];
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const cell = queue.pop() ?? 0;
      const cx = cell % columns;
      const cy = Math.floor(cell / columns);
      [left, top, right, bottom] = [
        Math.min(left, cx),
        Math.min(top, cy),
        Math.max(right, cx),
        Math.max(bottom, cy),
      ];
      pixels += counts[cell] ?? 0;
      for (const [nx, ny] of neighbourCells(cx, cy, columns, rows)) {
        const next = ny * columns + nx;
        if (closed[next] && !seen[next]) {
          seen[next] = 1;
          queue.push(next);
        }
      }
    }
    if (pixels < minPixels) continue;
    const x = Math.max(0, (left * CELL) / width - REGION_PADDING);
    const y = Math.max(0, (top * CELL) / height - REGION_PADDING);
    boxes.push({
      x,
      y,
      width: Math.min(1, ((right + 1) * CELL) / width + REGION_PADDING) - x,
      height: Math.min(1, ((bottom + 1) * CELL) / height + REGION_PADDING) - y,
    });
  }
  return mergeOverlapping(boxes);
}

function* neighbourCells(x: number, y: number, columns: number, rows: number) {
  for (let ny = Math.max(0, y - 1); ny <= Math.min(rows - 1, y + 1); ny++)
    for (let nx = Math.max(0, x - 1); nx <= Math.min(columns - 1, x + 1); nx++)
      if (nx !== x || ny !== y) yield [nx, ny] as const;
}

function dilate(cells: Uint8Array, columns: number, rows: number): Uint8Array {
  const grown = new Uint8Array(cells.length);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++)
      if (cells[y * columns + x])
        for (const [nx, ny] of neighbourCells(x, y, columns, rows)) grown[ny * columns + nx] = 1;
  for (let cell = 0; cell < cells.length; cell++) grown[cell] = (grown[cell] ?? 0) | (cells[cell] ?? 0);
  return grown;
}

function erode(cells: Uint8Array, columns: number, rows: number): Uint8Array {
  const shrunk = new Uint8Array(cells.length);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      let all = cells[y * columns + x] ?? 0;
      for (const [nx, ny] of neighbourCells(x, y, columns, rows)) all &= cells[ny * columns + nx] ?? 0;
      shrunk[y * columns + x] = all;
    }
  return shrunk;
}

function mergeOverlapping(boxes: ChangeBox[]): ChangeBox[] {
  const merged = [...boxes];
  // A merged box may reach one already passed, so merging goes on until no two overlap.
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < merged.length && !changed; i++)
      for (let j = i + 1; j < merged.length && !changed; j++) {
        const a = merged[i];
        const b = merged[j];
        if (!a || !b || !overlaps(a, b)) continue;
        const x = Math.min(a.x, b.x);
        const y = Math.min(a.y, b.y);
        merged[i] = {
          x,
          y,
          width: Math.max(a.x + a.width, b.x + b.width) - x,
          height: Math.max(a.y + a.height, b.y + b.height) - y,
        };
        merged.splice(j, 1);
        changed = true;
      }
  }
  return merged;
}

function overlaps(a: ChangeBox, b: ChangeBox) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
