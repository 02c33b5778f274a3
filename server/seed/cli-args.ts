import { parseArgs } from 'node:util';

export const MAX_PRODUCTS = 1_000_000;

export const usage = `Usage: npm run seed -- [--products N] [--chunk-size N]

Seeds the demo catalog if the database has none, then adds N generated products (benchmarks).
  --products N     positive integer, at most ${MAX_PRODUCTS.toLocaleString('en')}; absent = demo catalog only
  --chunk-size N   products per transaction, 100–50000 (default 5000)
The database is the configured one: DATABASE_URL, else the PGlite folder under DATA_DIR (default .data).`;

export type SeedArgs =
  | { help: true }
  | { help: false; products: number; chunkSize: number }
  | { error: string };

function positiveInteger(name: string, raw: string, min: number, max: number): number | string {
  if (!/^\d+$/.test(raw)) return `${name} must be a whole number, got "${raw}"`;
  const value = Number(raw);
  if (value < min || value > max) {
    return `${name} must be between ${min.toLocaleString('en')} and ${max.toLocaleString('en')}, got ${raw}`;
  }
  return value;
}

/** Reads the seed command line; never throws, so the CLI can answer every mistake with exit code 2. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let values: { products?: string; 'chunk-size'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        products: { type: 'string' },
        'chunk-size': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };
  const products =
    values.products === undefined ? 0 : positiveInteger('--products', values.products, 1, MAX_PRODUCTS);
  if (typeof products === 'string') return { error: products };
  const chunkSize =
    values['chunk-size'] === undefined
      ? 5_000
      : positiveInteger('--chunk-size', values['chunk-size'], 100, 50_000);
  if (typeof chunkSize === 'string') return { error: chunkSize };
  return { help: false, products, chunkSize };
}
