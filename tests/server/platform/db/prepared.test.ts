import { describe, expect, it } from 'vitest';
import { isStalePlan, PreparedStatements } from '../../../../server/platform/db/prepared.ts';

describe('names of prepared statements', () => {
  it('gives a text one name for good, another text another, all valid PostgreSQL names', () => {
    const prepared = new PreparedStatements();
    const first = prepared.nameOf('select 1');
    expect(first).toMatch(/^shop_[A-Za-z0-9_-]{24}$/);
    expect(prepared.nameOf('select 1')).toBe(first);
    expect(prepared.nameOf('select 2')).not.toBe(first);
  });

  it('names no new text past its limit, and still the texts it named', () => {
    const prepared = new PreparedStatements(2);
    const a = prepared.nameOf('select $1');
    prepared.nameOf('select $2');
    expect(prepared.nameOf('select $3')).toBeUndefined();
    expect(prepared.nameOf('select $1')).toBe(a);
  });

  it('renames a text refused as stale, each renewal with a name never used before', () => {
    const prepared = new PreparedStatements();
    const names = [prepared.nameOf('select * from shelf')];
    for (let renewal = 0; renewal < 3; renewal++) {
      prepared.renew('select * from shelf');
      names.push(prepared.nameOf('select * from shelf'));
    }
    expect(new Set(names).size).toBe(4);
    expect(names.every((name) => name !== undefined && name.length <= 63)).toBe(true);
    // an unnamed text (over the limit) has nothing to renew and stays unnamed
    const full = new PreparedStatements(0);
    full.renew('select 1');
    expect(full.nameOf('select 1')).toBeUndefined();
  });

  it('knows the server’s refusal of a stale plan from other errors', () => {
    expect(isStalePlan({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(isStalePlan({ code: '0A000', message: 'some other feature is not supported' })).toBe(false);
    expect(isStalePlan({ code: '23505', message: 'cached plan must not change result type' })).toBe(false);
    expect(isStalePlan(undefined)).toBe(false);
  });
});
