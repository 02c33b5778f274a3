/**
 * The shopper's client state kept across visits (spec §4): one JSON document in localStorage,
 * stamped with its version and migrated forward when an older one is found.
 *
 * - Version 2. Migrating from version 1 drops the e-ticket and taxon data (taxons now come from the
 *   server with every page, and e-tickets left the storefront).
 * - Login, search, nav, justChanged, updating, fetching and notifications are never written: they
 *   describe this moment (an open menu, a request in flight), not the shopper.
 * - A corrupted, foreign or future document is discarded, never a crash.
 */

export const PERSISTED_STATE_KEY = 'shop.state';
export const PERSISTED_STATE_VERSION = 2;

/** Keys never written, at the top level or inside a slice (the order's `justChanged`, …). */
export const NEVER_PERSISTED: readonly string[] = [
  'login',
  'search',
  'nav',
  'justChanged',
  'updating',
  'fetching',
  'notifications',
];

/** Slices a restart keeps: who the shopper is and what they are buying. */
export const ESSENTIAL_SLICES: readonly string[] = ['session', 'order', 'cart'];

export type Slices = Record<string, unknown>;
type Migration = (slices: Slices) => Slices;

/** `migrations[n]` turns a version-n document into version n + 1. */
const migrations: Record<number, Migration> = {
  1: (slices) => omit(slices, ['eTicket', 'eTickets', 'etickets', 'taxon', 'taxons']),
};

function omit(slices: Slices, keys: readonly string[]): Slices {
  return Object.fromEntries(Object.entries(slices).filter(([key]) => !keys.includes(key)));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Drops what must never be stored, at the top and one level down. */
export function persistable(slices: Slices): Slices {
  return Object.fromEntries(
    Object.entries(slices)
      .filter(([key]) => !NEVER_PERSISTED.includes(key))
      .map(([key, value]) => [key, isRecord(value) ? omit(value, NEVER_PERSISTED) : value]),
  );
}

/**
 * A stored document → the current slices, or undefined when it cannot be trusted. Accepts ours
 * (`{ version, state }`) and the redux-persist shape of the old app (`{ _persist: { version }, … }`).
 */
export function migrate(raw: unknown): Slices | undefined {
  if (!isRecord(raw)) return undefined;
  let version: unknown;
  let slices: unknown;
  if (isRecord(raw._persist)) {
    version = raw._persist.version;
    slices = omit(raw, ['_persist']);
  } else {
    version = raw.version;
    slices = raw.state;
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || !isRecord(slices)) return undefined;
  if (version < 1 || version > PERSISTED_STATE_VERSION) return undefined;
  let current: Slices = slices;
  for (let from = version; from < PERSISTED_STATE_VERSION; from += 1) {
    const step = migrations[from];
    if (!step) return undefined;
    current = step(current);
  }
  return persistable(current);
}

/** The browser's localStorage, or undefined where it is missing or blocked (private mode, policy). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored slices, migrated; a document that cannot be read is removed so it is not tried again. */
export function loadPersistedState(storage = browserStorage()): Slices {
  if (!storage) return {};
  let text: string | null;
  try {
    text = storage.getItem(PERSISTED_STATE_KEY);
  } catch {
    return {};
  }
  if (text === null) return {};
  let slices: Slices | undefined;
  try {
    slices = migrate(JSON.parse(text));
  } catch {
    slices = undefined;
  }
  if (slices) return slices;
  try {
    storage.removeItem(PERSISTED_STATE_KEY);
  } catch {
    // Nothing more to do: the next write replaces it.
  }
  return {};
}

export function savePersistedState(slices: Slices, storage = browserStorage()): void {
  if (!storage) return;
  const document = { version: PERSISTED_STATE_VERSION, state: persistable(slices) };
  try {
    storage.setItem(PERSISTED_STATE_KEY, JSON.stringify(document));
  } catch {
    // Full or blocked storage: the state lives for this visit only.
  }
}

/** One slice, read and written on its own (`push`, `compare`, …). */
export function readSlice<T>(name: string, storage = browserStorage()): T | undefined {
  return loadPersistedState(storage)[name] as T | undefined;
}

export function writeSlice(name: string, value: unknown, storage = browserStorage()): void {
  savePersistedState({ ...loadPersistedState(storage), [name]: value }, storage);
}

/** Keeps only the essential slices: what a restart after a crash leaves behind. */
export function keepEssentialState(storage = browserStorage()): void {
  const slices = loadPersistedState(storage);
  savePersistedState(
    Object.fromEntries(Object.entries(slices).filter(([key]) => ESSENTIAL_SLICES.includes(key))),
    storage,
  );
}
