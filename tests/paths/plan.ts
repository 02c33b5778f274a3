import type { ModelPath, PathModel } from './model.ts';
import { describeStep } from './replay.ts';

/** One path as a numbered plan: `start: …`, then `1. step → expect …`. */
export function planLines(path: ModelPath): string[] {
  return path.steps.map((_, index) => {
    const { step, expected } = describeStep(path, index);
    return index === 0
      ? `   start: ${step}  →  expect: ${expected}`
      : `   ${index}. ${step}  →  expect: ${expected}`;
  });
}

/** The model's plan as Markdown, for docs/test-plans/<machine>.md. */
export function planMarkdown(model: PathModel, paths: readonly ModelPath[]): string {
  const lines = [
    `# Test plan: ${model.title}`,
    '',
    `Generated from \`machines/${model.name}.ts\` by \`npm run paths -- list ${model.name}\`; do not edit.`,
    `Run one path with \`npm run paths -- run ${model.name} --grep ${model.name}#1\`.`,
    '',
    `${paths.length} path${paths.length === 1 ? '' : 's'}, which together take every transition of the machine.`,
    '',
  ];
  for (const path of paths) {
    lines.push(`## ${path.id}: ${path.name.replace(`${model.title}: `, '')}`, '');
    lines.push('| # | step | expected state |', '|---|---|---|');
    path.steps.forEach((_, index) => {
      const { step, expected } = describeStep(path, index);
      const cell = (text: string) => text.replaceAll('|', '\\|');
      lines.push(`| ${index === 0 ? 'start' : index} | ${cell(step)} | ${cell(expected)} |`);
    });
    lines.push('');
  }
  return lines.join('\n');
}
