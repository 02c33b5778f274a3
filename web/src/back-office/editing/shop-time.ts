/**
 * The promotion editor's date fields (DateTimeField, holding what `datetime-local` held) are in the
 * shop's time, as the shop shows every date (web/src/i18n/formats.ts): an editor abroad or on a
 * laptop left in UTC must still mean "midnight in Ulaanbaatar". Ulaanbaatar is UTC+8 all year (no
 * summer time since 2017), so the offset is a constant rather than a time-zone lookup the browser
 * may lack.
 */
const SHOP_OFFSET = '+08:00';
const SHOP_OFFSET_MS = 8 * 3600_000;

/** `2026-06-10T00:00:00Z` → `2026-06-10T08:00` (what the field shows). Empty for none or nonsense. */
export function shopInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Date(at + SHOP_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * `2026-06-10T08:00` (the field) → `2026-06-10T00:00:00.000Z`; empty → null. A value the field
 * cannot hold goes as it is, for the server to refuse with its own code rather than a silent date.
 */
export function isoOfShopInput(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const at = Date.parse(`${text.length === 16 ? `${text}:00` : text}${SHOP_OFFSET}`);
  return Number.isNaN(at) ? text : new Date(at).toISOString();
}
