import { describe, expect, it } from 'vitest';
import { unnamedImplementations } from '../paths/export.ts';
import { pathModels } from '../paths/registry.ts';

/** What `npm run machines:export` writes for the Stately editor: every action and guard by name. */
describe('machine export for the Stately editor', () => {
  for (const { name, machine } of pathModels) {
    it(`${name}: no action or guard exports as null`, () => {
      const definition: unknown = JSON.parse(JSON.stringify(machine.toJSON()));
      expect(unnamedImplementations(definition)).toEqual([]);
      expect(JSON.stringify(definition)).toContain(`"id":"${machine.id}"`);
    });
  }

  it('finds an inline assign (null) and an inline guard', () => {
    const definition = {
      states: { a: { on: { GO: [{ actions: ['named', null], guard: null }] }, entry: [null] } },
    };
    expect(unnamedImplementations(definition)).toEqual([
      '.states.a.on.GO[0].actions[1]',
      '.states.a.on.GO[0].guard',
      '.states.a.entry[0]',
    ]);
  });
});
