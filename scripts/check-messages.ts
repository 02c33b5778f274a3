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
 * 3. Mongolian (the default) has every id English has. Russian, Chinese and Italian may lag (English
 *    shows instead, spec §1): their gaps are counted and printed, not failed, so they stay visible.
 * 4. Every translation uses the same arguments as English (a renamed `{name}` would print raw), and
 *    its plurals name the categories its language needs (`few`/`many` in Russian) and no others.
 * 5. Every error the server can answer (server/platform/errors.ts) has its `error.<GraphQL code>`
 *    message in English and Mongolian: a new code cannot reach a shopper untranslated.
 * 6. Every order event type (the lifecycle machine's and server/commerce/orders/events.ts's) has its
 *    timeline label `orders.event.<Type>` in English and Mongolian (scripts/order-event-messages.ts).
 * 7. Every id the code uses is in a part of the built catalogs (web/vite-plugins/message-usage.ts):
 *    the shell's, the errors' or a screen's. An id the code reaches in a way that split cannot read
 *    would be shipped to no page and show raw.
 *
 * Exits 1 with a list of problems, 0 when clean.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { createIntl } from 'react-intl';
import { type ErrorCode, errorCatalog, graphqlCodeOf } from '../server/platform/errors.ts';
import { messageUsage, routeSources } from '../web/vite-plugins/message-usage.ts';
import { missingOrderEventMessages, timelineEventTypes } from './order-event-messages.ts';

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

/** Gaps here are reported, not failed: English fills them (spec §1). */
const LAGGING_LOCALES = ['ru', 'cn', 'it'];

/**
 * Plural categories a message must give, and may give, per catalog. Russian needs one/few/many
 * (1 товар, 2 товара, 5 товаров). Mongolian and Chinese nouns do not change with the number, so
 * `other` alone is enough. CLDR's Italian `many` covers only compact millions, so it is allowed but
 * not required. Exact matches (`=0`) are always allowed.
 */
const pluralCategories: Record<string, { required: string[]; allowed: string[] }> = {
  en: { required: ['one', 'other'], allowed: ['one', 'other'] },
  mn: { required: ['other'], allowed: ['one', 'other'] },
  ru: { required: ['one', 'few', 'many', 'other'], allowed: ['one', 'few', 'many', 'other'] },
  cn: { required: ['other'], allowed: ['other'] },
  it: { required: ['one', 'other'], allowed: ['one', 'many', 'other'] },
};

type MessageElement = {
  type: number;
  value?: string;
  options?: Record<string, { value: MessageElement[] }>;
  children?: MessageElement[];
};
const parserIntl = createIntl({ locale: 'en', messages: {} });
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6, 8]); // argument, number, date, time, select, plural, tag
const PLURAL = 6;

/** Argument names of a message, and the categories of each plural in it (`count: one,few,…`). */
function messageShape(text: string): {
  names: Set<string>;
  plurals: Array<{ name: string; keys: string[] }>;
} {
  const names = new Set<string>();
  const plurals: Array<{ name: string; keys: string[] }> = [];
  const walk = (elements: MessageElement[]) => {
    for (const element of elements) {
      if (ARGUMENT_TYPES.has(element.type) && element.value) names.add(element.value);
      if (element.type === PLURAL && element.options) {
        plurals.push({ name: element.value ?? '', keys: Object.keys(element.options) });
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children ?? []);
    }
  };
  walk(parserIntl.formatters.getMessageFormat(text, 'en').getAst() as MessageElement[]);
  return { names, plurals };
}

/** A translation's arguments and plural categories against the English message. */
function shapeProblems(locale: string, id: string, text: string, english: string): string[] {
  const problems: string[] = [];
  let own: ReturnType<typeof messageShape>;
  let source: ReturnType<typeof messageShape>;
  try {
    own = messageShape(text);
    source = messageShape(english);
  } catch {
    return []; // a message that does not parse is reported by the compile step
  }
  const expected = [...source.names].sort().join(', ');
  const actual = [...own.names].sort().join(', ');
  if (expected !== actual) problems.push(`${locale} "${id}" uses {${actual}}, English uses {${expected}}`);
  const categories = pluralCategories[locale];
  if (!categories) return problems;
  for (const { name, keys } of own.plurals) {
    const named = keys.filter((key) => !key.startsWith('='));
    const missing = categories.required.filter((key) => !named.includes(key));
    const foreign = named.filter((key) => !categories.allowed.includes(key));
    if (missing.length > 0) problems.push(`${locale} "${id}": plural {${name}} lacks ${missing.join(', ')}`);
    if (foreign.length > 0)
      problems.push(`${locale} "${id}": plural {${name}} has ${foreign.join(', ')}, unused in ${locale}`);
  }
  return problems;
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

  for (const code of new Set((Object.keys(errorCatalog) as ErrorCode[]).map(graphqlCodeOf))) {
    for (const [locale, messages] of [
      ['en', en],
      ['mn', mn],
    ] as const) {
      if (!(`error.${code}` in messages))
        problems.push(`the server's error ${code} has no "error.${code}" in ${locale}`);
    }
  }

  problems.push(...missingOrderEventMessages(timelineEventTypes(), { en, mn }));

  const routeTable = await readFile(join(sourceDir, 'routes', 'index.ts'), 'utf8');
  const usage = messageUsage(join(root, 'web'), Object.keys(en), routeSources(routeTable));
  const shipped = new Set([
    ...usage.shell,
    ...usage.errors,
    ...[...usage.routes.values()].flatMap((part) => [...part]),
  ]);
  for (const id of [...exact].sort()) {
    if (id in en && !id.startsWith(ENGLISH_ONLY_PREFIX) && !shipped.has(id)) {
      problems.push(
        `"${id}" is used in code but in no part of the built catalogs (web/vite-plugins/message-usage.ts)`,
      );
    }
  }

  const translatable = Object.keys(en).filter((id) => !id.startsWith(ENGLISH_ONLY_PREFIX));
  for (const id of translatable) {
    // Ids the code uses were reported above already.
    if (!(id in mn) && !exact.has(id)) problems.push(`"${id}" is in en but missing from mn`);
  }
  for (const [locale, { messages }] of catalogs) {
    for (const [id, text] of Object.entries(messages)) {
      if (locale !== 'en' && id in en) problems.push(...shapeProblems(locale, id, text, en[id] ?? ''));
    }
  }
  const gaps = LAGGING_LOCALES.map((locale) => {
    const own = catalogs.get(locale)?.messages ?? {};
    const missing = translatable.filter((id) => !(id in own));
    const sample = missing.length > 0 ? ` (e.g. ${missing.slice(0, 3).join(', ')})` : '';
    return `${locale} ${missing.length} missing${sample}`;
  });
  // Reported on every run, pass or fail, so a growing gap is seen before a shopper sees English.
  console.log(`Messages: untranslated ids, shown in English: ${gaps.join('; ')}.`);

  if (problems.length > 0) {
    console.error(`Messages: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `Messages: ${exact.size} ids used in code, ${catalogs.size} locales, all present in en and mn and parsing.`,
  );
}

await main();
