/**
 * `npm run bench` (part 1): how long the real server takes from spawn to its first 200.
 * - cold: a fresh data dir, so PGlite initdb + migrations + demo-catalog seed happen in the run;
 * - warm: the same dir again (the path of every restart after the first).
 * Each N times; prints a table and writes tests/bench/results/startup-<time>.json.
 * Usage: tsx tests/bench/startup.ts [runs=3]
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../support/server-process.ts';
import { stats } from './stats.ts';

const runs = Number(process.argv[2] ?? 3);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

interface Sample {
  kind: 'cold' | 'warm';
  run: number;
  /** spawn → first 200 on GET /health */
  healthMs: number;
  /** spawn → first 200 on GET /products (SSR; 404 if the web app is not built) */
  productsMs: number | null;
  productsStatus: number;
}

async function measure(kind: Sample['kind'], run: number, dataDir: string): Promise<Sample> {
  const spawned = performance.now();
  const server = await startServer({ dataDir });
  const healthMs = server.startupMs;
  try {
    const response = await fetch(`${server.url}/products`);
    await response.arrayBuffer();
    const productsMs = Math.round(performance.now() - spawned);
    return {
      kind,
      run,
      healthMs,
      productsMs: response.status === 200 ? productsMs : null,
      productsStatus: response.status,
    };
  } finally {
    const exit = await server.stop();
    if (exit.code !== 0) console.error(`${kind} run ${run}: server exited with ${JSON.stringify(exit)}`);
  }
}

const samples: Sample[] = [];
for (let run = 1; run <= runs; run++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-startup-'));
  try {
    samples.push(await measure('cold', run, dataDir));
    samples.push(await measure('warm', run, dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const [cold, warm] = samples.slice(-2);
  console.log(`run ${run}: cold ${cold?.healthMs} ms, warm ${warm?.healthMs} ms to /health`);
}

const rows = (['cold', 'warm'] as const).flatMap((kind) => {
  const of = samples.filter((sample) => sample.kind === kind);
  const products = of.flatMap((sample) => (sample.productsMs === null ? [] : [sample.productsMs]));
  return [
    { start: kind, target: 'GET /health', ...stats(of.map((sample) => sample.healthMs)) },
    products.length > 0
      ? { start: kind, target: 'GET /products', ...stats(products) }
      : {
          start: kind,
          target: `GET /products (HTTP ${of[0]?.productsStatus})`,
          min: NaN,
          median: NaN,
          max: NaN,
        },
  ];
});
console.log(`\nstart-up to first 200, ms (N=${runs}; node ${process.version})`);
console.table(rows);

await mkdir(resultsDir, { recursive: true });
const file = join(resultsDir, `startup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, runs, samples, summary: rows }, null, 2)}\n`,
);
console.log(`results: ${file}`);
