/**
 * `npm run lint` (after Biome): the web app's messages are complete and well-formed.
 *
 * 1. Every message of every locale parses as ICU MessageFormat (`formatjs compile`).
 *    (`formatjs verify --structural-equality` is not used: it calls a Mongolian or Chinese `{count}`
 *    wrong beside an English plural, though those languages need no plural there.)
 * 2. Every id the code uses is in the English and the Mongolian catalogs. Ids come from
 *    `formatjs extract` (descriptors: `<FormattedMessage id>`, `formatMessage({ id })`) and from the
 *    shop's own helpers `t('id')` / `translate(intl, 'id')`, which formatjs cannot read since they
 *    take a bare string; those are read here from the source. A template id (`error.${code}`) needs
 *    at least one id with its fixed prefix.
 *
 * Exits 1 with a list of problems, 0 when clean.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const sourceDir = join(root, 'web', 'src');
const messagesDir = join(sourceDir, 'i18n', 'messages');
const formatjs = join(root, 'node_modules', '.bin', 'formatjs');
/** Language names are autonyms, written once in the English catalog (see messages.ts). */
const ENGLISH_ONLY_PREFIX = 'locale.name.';

async function filesUnder(dir: string, accept: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && accept(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(`${join('graphql', 'generated')}`))
    .sort();
}

async function formatjsRun(args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await run(formatjs, args, { maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
}

async function loadCatalogs(): Promise<Map<string, { files: string[]; messages: Record<string, string> }>> {
  const catalogs = new Map<string, { files: string[]; messages: Record<string, string> }>();
  for (const file of await filesUnder(messagesDir, (name) => name.endsWith('.json'))) {
    const locale = relative(messagesDir, file).split(/[\\/]/)[0] ?? '';
    const catalog = catalogs.get(locale) ?? { files: [], messages: {} };
    catalog.files.push(file);
    Object.assign(catalog.messages, JSON.parse(await readFile(file, 'utf8')) as Record<string, string>);
    catalogs.set(locale, catalog);
  }
  return catalogs;
}

/** `t('id')`, `translate(intl, 'id')`, also as template literals (`t(\`locale.name.${x}\`)`). */
const helperCall = /\b(?:t|translate\(\s*\w+\s*,)\s*\(?\s*(['"`])([\w.$\-{}]+)\1/g;

async function usedIds(sources: string[]): Promise<{ exact: Set<string>; prefixes: Set<string> }> {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  // intl.ts is the helper itself (`formatMessage({ id })` with the caller's id); every other
  // descriptor must name its id literally, or the check could not see it (--throws).
  const descriptorSources = sources.filter((file) => !file.endsWith(join('i18n', 'intl.ts')));
  const extracted = await formatjsRun(['extract', ...descriptorSources, '--throws']);
  if (!extracted.ok) throw new Error(`formatjs extract failed:\n${extracted.output}`);
  for (const id of Object.keys(JSON.parse(extracted.output) as Record<string, unknown>)) exact.add(id);
  for (const file of sources) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(helperCall)) {
      const id = match[2] ?? '';
      const dynamicAt = id.indexOf('${');
      if (dynamicAt === -1) exact.add(id);
      else prefixes.add(id.slice(0, dynamicAt));
    }
  }
  return { exact, prefixes };
}

async function main() {
  const problems: string[] = [];
  const catalogs = await loadCatalogs();
  const en = catalogs.get('en')?.messages ?? {};
  const mn = catalogs.get('mn')?.messages ?? {};

  for (const [locale, { files }] of catalogs) {
    const compiled = await formatjsRun(['compile', '--format', 'simple', ...files]);
    if (!compiled.ok) problems.push(`${locale}: a message does not parse\n${compiled.output.split('\n')[0]}`);
  }

  const sources = await filesUnder(sourceDir, (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'));
  const { exact, prefixes } = await usedIds(sources);
  for (const id of [...exact].sort()) {
    if (!(id in en)) problems.push(`"${id}" is used in code but missing from en`);
    if (!(id in mn) && !id.startsWith(ENGLISH_ONLY_PREFIX)) {
      problems.push(`"${id}" is used in code but missing from mn`);
    }
  }
  for (const prefix of [...prefixes].sort()) {
    if (!Object.keys(en).some((id) => id.startsWith(prefix))) {
      problems.push(`no message starts with "${prefix}", which the code builds ids from`);
    }
  }

  if (problems.length > 0) {
    console.error(`Messages: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `Messages: ${exact.size} ids used in code, ${catalogs.size} locales, all present in en and mn and parsing.`,
  );
}

await main();
