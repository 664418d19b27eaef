// How well and how fast detectChanges finds what changed between a move-in and a move-out photo
// (issue 17), on the scenes tests/fixtures/change-scenes.ts renders: a room photographed twice under
// other light from a slightly moved camera, with a stain, a scratch, a missing fixture, or nothing
// planted. A planted change is found when the regions cover at least half of its box; a region
// touching no planted box is false (scoreRegions). Time is per pair, both decodes included, the
// median (min–max) over the runs after one warm-up. The longest the event loop waited meanwhile
// is what a request beside the check could wait (the job runs in the server's process). The command
// fails when a planted change is missed or a region is false, so the smoke run guards the bar.
// Run: npx tsx bench/change-detection.ts [--runs 5]
//      npx tsx bench/change-detection.ts --smoke   (one unchanged and one stained pair, one run)
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { detectChanges } from '#server/photos/detect-changes';
import { generateChangeScenes, scoreRegions } from '../tests/fixtures/change-scenes';
import { numberFlag, readFlags, runMain, spread } from './bench-support';

const SMOKE_SCENES = ['unchanged, darker', 'stain'];

runMain(async () => {
  const flags = readFlags();
  const smoke = flags.has('smoke');
  const runs = smoke ? 1 : numberFlag(flags, 'runs', 5);
  const scenes = (await generateChangeScenes()).filter(
    (scene) => !smoke || SMOKE_SCENES.includes(scene.name),
  );

  let [planted, found, regions, falseRegions] = [0, 0, 0, 0];
  const rows: string[] = [];
  let longestWaitMs = 0;
  for (const scene of scenes) {
    // The warm-up: the first call also compiles the search loops.
    let changes = await detectChanges(scene.moveIn, scene.moveOut);
    const times: number[] = [];
    // A histogram per scene: one enabled again would count the time it was off as a wait.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      changes = await detectChanges(scene.moveIn, scene.moveOut);
      times.push(performance.now() - started);
    }
    loop.disable();
    longestWaitMs = Math.max(longestWaitMs, loop.max / 1e6);
    const score = scoreRegions(scene.planted, changes.regions);
    planted += scene.planted.length;
    found += score.found;
    regions += changes.regions.length;
    falseRegions += score.falseRegions;
    rows.push(
      `| ${scene.name} | ${scene.planted.length} | ${score.found} | ${score.falseRegions} | ${spread(times, 0)} |`,
    );
  }

  const share = (part: number, whole: number) =>
    whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)} %`;
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `detectChanges on ${scenes.length} pairs (1200×900 JPEGs), ${runs} runs each; load average ${load}:`,
  );
  console.log('| scene | planted | found | false regions | ms per pair |');
  console.log('| ----- | ------- | ----- | ------------- | ----------- |');
  for (const row of rows) console.log(row);
  console.log(
    `\nRecall ${share(found, planted)} (${found} of ${planted} planted changes found); precision ${share(regions - falseRegions, regions)} (${falseRegions} false of ${regions} regions).`,
  );
  console.log(`The event loop waited at most ${longestWaitMs.toFixed(0)} ms while the pairs were checked.`);
  if (found < planted || falseRegions > 0) throw new Error('The change check missed the bar (decision 036)');
});
