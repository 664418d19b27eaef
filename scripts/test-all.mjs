// `npm test`: every layer of the suite, then how long each took (docs/performance.md, "The test
// suite"). The typecheck and the build share one lane while ESLint and Prettier run in another: each
// of them uses one core most of the time, so on two cores the pair takes about as long as the
// longer lane. The app is built once, and only when its sources changed since the last build
// (scripts/build-stamp.mjs); the browser journeys run on that build.
//
// The first layer that fails stops the run (later layers are listed as not run) and its exit code
// is this script's; `--keep-going` runs every layer anyway. The table is printed in either case.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const keepGoing = process.argv.includes('--keep-going');

/** @typedef {{ name: string, command: string, args: string[] }} Layer */
/** @type {{ lanes: Layer[][] }[]} Stages run one after another; the lanes of a stage side by side. */
const STAGES = [
  {
    lanes: [
      [
        { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
        { name: 'build (if sources changed)', command: 'node', args: ['scripts/build-if-stale.mjs'] },
      ],
      [{ name: 'lint and format', command: 'npm', args: ['run', '--silent', 'lint'] }],
    ],
  },
  // Side by side: the unit layer's longest files wait on ESLint and tsc, one core each, while the
  // client layer's screens keep the other busy.
  {
    lanes: [
      [{ name: 'unit', command: 'npm', args: ['run', '--silent', 'test:unit'] }],
      [{ name: 'client', command: 'npm', args: ['run', '--silent', 'test:client'] }],
    ],
  },
  { lanes: [[{ name: 'API (PGlite)', command: 'npm', args: ['run', '--silent', 'test:api'] }]] },
  {
    lanes: [
      [
        { name: 'Chromium', command: 'node', args: ['scripts/ensure-chromium.mjs'] },
        { name: 'browser journeys', command: 'npx', args: ['playwright', 'test'] },
      ],
    ],
  },
];

/** @type {Map<Layer, { name: string, seconds?: number, result: string }>} A row per layer, in order. */
const rows = new Map(
  STAGES.flatMap((stage) => stage.lanes.flat()).map((layer) => [
    layer,
    { name: layer.name, result: 'not run' },
  ]),
);
let firstFailure = 0;

/** Runs one layer; its output is prefixed with its name when another lane runs beside it. */
function runLayer(layer, prefixed) {
  const row = rows.get(layer);
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn(layer.command, layer.args, {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline
          .createInterface({ input: stream })
          .on('line', (line) => out.write(`[${layer.name}] ${line}\n`));
      }
    }
    child.on('close', (code, signal) => {
      row.seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const exitCode = code ?? 1;
      row.result = exitCode === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      resolve(exitCode);
    });
  });
}

async function runLane(lane, prefixed) {
  for (const layer of lane) {
    const code = await runLayer(layer, prefixed);
    if (code !== 0) {
      firstFailure ||= code;
      return;
    }
  }
}

function format(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

const started = Date.now();
for (const stage of STAGES) {
  if (firstFailure && !keepGoing) break;
  await Promise.all(stage.lanes.map((lane) => runLane(lane, stage.lanes.length > 1)));
}
const table = [
  ...rows.values(),
  { name: 'total', seconds: (Date.now() - started) / 1000, result: firstFailure ? 'FAILED' : 'passed' },
];

const width = Math.max(...table.map((row) => row.name.length));
console.log(
  '\nnpm test: how long each layer took (typecheck, then the build, beside lint and format; unit beside client)',
);
for (const row of table) {
  const time = row.seconds === undefined ? '' : format(row.seconds);
  console.log(`  ${row.name.padEnd(width)}  ${time.padStart(7)}  ${row.result}`);
}
process.exit(firstFailure);
