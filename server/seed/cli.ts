import { commerceEventStore } from '../commerce/event-store.ts';
import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/index.ts';
import { parseSeedArgs, usage } from './cli-args.ts';
import { seedDemoCatalog } from './demo-catalog.ts';
import { generateProducts } from './generate.ts';

/** `npm run seed -- --products 100000`: the demo catalog if missing, then N generated products. */
async function main(): Promise<number> {
  const args = parseSeedArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\n\n${usage}`);
    return 2;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }
  const config = await loadConfig();
  const opened = performance.now();
  const db = await openDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`database: ${where}, opened and migrated in ${seconds(performance.now() - opened)}`);
  try {
    const store = commerceEventStore(db);
    const started = performance.now();
    const demo = await seedDemoCatalog(db, { clock: systemClock, store });
    console.log(
      demo.seeded
        ? `demo catalog: ${demo.products} products seeded in ${seconds(performance.now() - started)}`
        : `demo catalog: already there (${demo.products} products)`,
    );
    if (args.products > 0) {
      const result = await generateProducts(db, {
        count: args.products,
        chunkSize: args.chunkSize,
        clock: systemClock,
        store,
        onChunk: ({ done, total, ms }) =>
          console.log(
            `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} products (${seconds(ms)})`,
          ),
      });
      const rate = Math.round(result.added / (result.ms / 1000));
      console.log(
        `generated: ${result.added.toLocaleString('en')} products` +
          ` (serials ${result.firstSerial}–${result.lastSerial})` +
          ` in ${seconds(result.ms)}, ${rate.toLocaleString('en')} products/s, search documents included`,
      );
    }
    const { rows } = await db.query<{ products: number; documents: number; events: number }>(
      `select (select count(*) from products)::int as products,
              (select count(*) from search_documents)::int as documents,
              (select count(*) from events)::int as events`,
    );
    console.log(
      `now: ${rows[0]!.products} products, ${rows[0]!.documents} search documents, ${rows[0]!.events} events`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
