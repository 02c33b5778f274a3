/** The printer-compatibility builder (#18); a model in `?printer=` opens it on that printer. */
export const COMPATIBILITY_PATH = '/compatibility';
/** The account's saved printers. */
export const SAVED_PRINTERS_PATH = '/account/printers';

export const compatibilityHref = (printer?: string) =>
  printer ? `${COMPATIBILITY_PATH}?printer=${encodeURIComponent(printer)}` : COMPATIBILITY_PATH;
