import { describe, expect, it } from 'vitest';
import {
  keepEssentialState,
  loadPersistedState,
  migrate,
  PERSISTED_STATE_KEY,
  readSlice,
  savePersistedState,
  writeSlice,
} from '../../../web/src/shell/persisted-state.ts';

/** A fresh in-memory Storage for each test. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const storedVersion1 = {
  version: 1,
  state: {
    session: { token: 'abc' },
    order: { number: 'R100', justChanged: true, updating: false, fetching: true },
    compare: ['hp-652'],
    eTicket: { tickets: [1, 2] },
    taxons: [{ permalink: 'printer-ink' }],
    notifications: ['Шинэ хямдрал'],
  },
};

describe('persisted client state (spec §4)', () => {
  it('migrates a stored version 1 to version 2: e-ticket and taxon data dropped, the rest kept', () => {
    const storage = memoryStorage({ [PERSISTED_STATE_KEY]: JSON.stringify(storedVersion1) });
    expect(loadPersistedState(storage)).toEqual({
      session: { token: 'abc' },
      order: { number: 'R100' },
      compare: ['hp-652'],
    });
  });

  it('reads the old app’s redux-persist shape too', () => {
    const old = { _persist: { version: 1, rehydrated: true }, cart: { id: 3 }, taxon: { all: [] } };
    expect(migrate(old)).toEqual({ cart: { id: 3 } });
  });

  it('never writes login, search, nav, justChanged, updating, fetching or notifications', () => {
    const storage = memoryStorage();
    savePersistedState(
      {
        login: { step: 'code' },
        search: { query: 'hp' },
        nav: { open: true },
        notifications: ['x'],
        order: { number: 'R1', justChanged: true, updating: true, fetching: true },
        wish: { ids: [1] },
      },
      storage,
    );
    const written = JSON.parse(storage.getItem(PERSISTED_STATE_KEY) ?? '{}');
    expect(written).toEqual({ version: 2, state: { order: { number: 'R1' }, wish: { ids: [1] } } });
  });

  it('discards corrupted, foreign and future documents cleanly, removing them', () => {
    const bad = [
      '{not json',
      '"a string"',
      '[1,2]',
      JSON.stringify({ something: 'else' }),
      JSON.stringify({ version: 3, state: {} }),
      JSON.stringify({ version: 0, state: {} }),
      JSON.stringify({ version: 1.5, state: {} }),
      JSON.stringify({ version: 2, state: 'nope' }),
    ];
    for (const text of bad) {
      const storage = memoryStorage({ [PERSISTED_STATE_KEY]: text });
      expect(loadPersistedState(storage)).toEqual({});
      expect(storage.getItem(PERSISTED_STATE_KEY)).toBeNull();
    }
  });

  it('survives storage that throws (blocked or full)', () => {
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new Error('SecurityError');
    };
    throwing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(loadPersistedState(throwing)).toEqual({});
    expect(() => savePersistedState({ compare: [] }, throwing)).not.toThrow();
  });

  it('reads and writes one slice without touching the others', () => {
    const storage = memoryStorage();
    writeSlice('push', { choice: 'opted-out' }, storage);
    writeSlice('compare', ['a'], storage);
    expect(readSlice('push', storage)).toEqual({ choice: 'opted-out' });
    expect(readSlice('compare', storage)).toEqual(['a']);
  });

  it('keeps only session, order and cart on a restart', () => {
    const storage = memoryStorage();
    savePersistedState({ session: { token: 't' }, cart: { id: 1 }, compare: ['x'], push: {} }, storage);
    keepEssentialState(storage);
    expect(loadPersistedState(storage)).toEqual({ session: { token: 't' }, cart: { id: 1 } });
  });
});
