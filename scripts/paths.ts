/**
 * The QA command for generated path tests.
 *
 *   npm run paths -- list [machine]                        print the numbered test plans, write docs/test-plans/
 *   npm run paths -- run [machine] [--grep text]           replay the paths on the real machines
 *   npm run paths -- run [machine] --browser [--grep text] drive the shopper flows in Chromium (needs `npm run build`)
 *
 * Every step is printed as it runs; the last line is `N passed, N failed`, and the exit code is 1
 * when anything failed (a path, or a machine's coverage).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatCoverage } from '../tests/paths/coverage.ts';
import { generatePaths } from '../tests/paths/generate.ts';
import { planLines } from '../tests/paths/plan.ts';
import { findModels } from '../tests/paths/registry.ts';
import { runModel } from '../tests/paths/run-model.ts';
import { repositoryRoot, TEST_PLANS_DIR, testPlanDoc } from './generated-docs.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { browser: { type: 'boolean', default: false }, grep: { type: 'string' } },
});
const [command, machine] = positionals;

async function list() {
  await mkdir(join(repositoryRoot, TEST_PLANS_DIR), { recursive: true });
  for (const model of findModels(machine)) {
    const paths = generatePaths(model);
    console.log(`\n${model.title.toUpperCase()} (${paths.length} paths)\n`);
    for (const path of paths) {
      console.log(`${path.id}  ${path.name}`);
      for (const line of planLines(path)) console.log(line);
      console.log('');
    }
    const plan = testPlanDoc(model, paths);
    await writeFile(join(repositoryRoot, plan.path), plan.content);
  }
  console.log(`Markdown plans written to ${TEST_PLANS_DIR}`);
}

async function runUnit(): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  for (const model of findModels(machine)) {
    const { results, coverage } = await runModel(model, {
      grep: values.grep,
      onPathStart: (path) => console.log(`\n▶ ${path.id}  ${path.name}`),
      onStep: (_path, report) =>
        console.log(
          `   ${report.index === 0 ? 'start:' : `${report.index}.`} ${report.step}  →  expect: ${report.expected}`,
        ),
      onPathEnd: (result) => console.log(result.error ? `✗ FAILED: ${result.error.message}` : `✓ passed`),
    });
    passed += results.filter((result) => !result.error).length;
    failed += results.filter((result) => result.error).length;
    if (coverage) {
      console.log(`\n${formatCoverage(coverage)}`);
      if (!coverage.ok) {
        console.log(`✗ ${model.title}: coverage below 100 % (see UNCOVERED / STALE above)`);
        failed += 1;
      }
    }
  }
  return { passed, failed };
}

async function runBrowser(): Promise<{ passed: number; failed: number }> {
  const { runBrowserPaths } = await import('../tests/paths/browser/run.ts');
  return runBrowserPaths({ machine, grep: values.grep });
}

async function main() {
  if (command === 'list') return list();
  if (command !== 'run') {
    console.error('usage: npm run paths -- list [machine] | run [machine] [--browser] [--grep text]');
    process.exitCode = 2;
    return;
  }
  const { passed, failed } = values.browser ? await runBrowser() : await runUnit();
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
