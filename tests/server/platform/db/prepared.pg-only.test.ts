import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../../server/platform/db/postgres.ts';
import type { Database } from '../../../../server/platform/db/types.ts';
import { throwawayServerDatabase } from '../../../support/database.ts';

/**
 * Statements go to PostgreSQL prepared, once per connection (server/platform/db/prepared.ts). One
 * pooled connection here, so every query below meets the statements the previous ones left on it.
 */
let database: { url: string; drop(): Promise<void> };
let db: Database;
beforeAll(async () => {
  database = await throwawayServerDatabase(process.env.DATABASE_URL as string, 'shop_prepared');
  db = openPostgres(database.url, { poolSize: 1 });
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const preparedTexts = async () =>
  (
    await db.query<{ statement: string }>(
      'select statement from pg_prepared_statements where statement not like $1 order by statement',
      ['%pg_prepared_statements%'],
    )
  ).rows.map((row) => row.statement);

describe('prepared statements on a PostgreSQL server', () => {
  it('prepares a statement once on a connection and runs it with each call’s values', async () => {
    const text = 'select $1::int + 1 as next';
    const answers = [];
    for (const value of [1, 41, 99])
      answers.push((await db.query<{ next: number }>(text, [value])).rows[0]?.next);
    expect(answers).toEqual([2, 42, 100]);
    expect(await preparedTexts()).toEqual([text]);
  });

  it('answers a `select *` after its table gained a column, outside and inside a transaction', async () => {
    await db.exec('create table shelf (id int primary key); insert into shelf values (1)');
    expect((await db.query('select * from shelf where id = $1', [1])).rows).toEqual([{ id: 1 }]);

    // a rolling deploy's migration: the prepared statement's result changes shape under it
    await db.exec("alter table shelf add column name text not null default 'pens'");
    expect((await db.query('select * from shelf where id = $1', [1])).rows).toEqual([
      { id: 1, name: 'pens' },
    ]);

    // in a transaction the refusal has aborted it, so that one fails; the next prepares it afresh
    await db.query('select * from shelf where id = $1 and $2::int = 0', [1, 0]);
    await db.exec('alter table shelf add column shelf_no int not null default 7');
    const inTransaction = () =>
      db.transaction((tx) => tx.query('select * from shelf where id = $1 and $2::int = 0', [1, 0]));
    await expect(inTransaction()).rejects.toMatchObject({ code: '0A000' });
    expect((await inTransaction()).rows).toEqual([{ id: 1, name: 'pens', shelf_no: 7 }]);
  });

  it('prepares nothing when told not to (a pooler that cannot hold prepared statements)', async () => {
    const unprepared = openPostgres(database.url, { poolSize: 1, preparedStatements: false });
    try {
      for (const value of [1, 2]) await unprepared.query('select $1::int as value', [value]);
      const { rows } = await unprepared.query('select count(*)::int as count from pg_prepared_statements');
      expect(rows).toEqual([{ count: 0 }]);
    } finally {
      await unprepared.close();
    }
  });

  it('keeps a statement whose run failed, and reports the error of each failing run', async () => {
    await db.exec('create table unique_codes (code text primary key)');
    const insert = 'insert into unique_codes (code) values ($1)';
    await db.query(insert, ['A']);
    await expect(db.query(insert, ['A'])).rejects.toMatchObject({ code: '23505' });
    await db.query(insert, ['B']);
    expect((await db.query<{ code: string }>('select code from unique_codes order by code')).rows).toEqual([
      { code: 'A' },
      { code: 'B' },
    ]);
  });
});
