/**
 * Readies the browser's `Intl` for the page's language on another thread, before the page's
 * JavaScript runs. The first `Intl` call of a renderer builds its list of available locales and
 * loads the language's data: 45–65 ms on this machine's Chromium, 200–260 ms at Lighthouse's 4×
 * mobile slowdown, all of it inside hydration's first step (react-intl's `createIntl` and
 * intl-messageformat ask `supportedLocalesOf`), where React cannot yield. Chromium keeps both in
 * caches the whole renderer process shares, so a worker that makes the same calls first leaves the
 * page's own calls nearly free (tests/bench/lighthouse-trace.ts: IntlProvider's render).
 *
 * The boot script (entry-boot.ts), the head's first, starts itself again as a worker with the page's
 * `<html lang>`, which makes these calls and ends. It imports nothing else, so it is a few hundred
 * bytes and runs while the shell's JavaScript is still on the wire. If workers or `Intl` are
 * missing, nothing happens: the page makes the same calls itself, only later.
 */

/** What the shop formats with (i18n/intl.ts, i18n/formats.ts, react-intl, intl-messageformat). */
export function warmIntl(locale: string): void {
  // Mongolian numbers and dates use English data (Chromium ships none for mn; formats.ts).
  const dataLocale = locale === 'mn' ? 'en' : locale;
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.NumberFormat().resolvedOptions();
  new Intl.Locale(locale);
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(dataLocale).format(1);
  new Intl.NumberFormat(dataLocale, {
    style: 'currency',
    currency: 'MNT',
    currencyDisplay: 'narrowSymbol',
  }).format(1);
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Asia/Ulaanbaatar',
  }).format(0);
  new Intl.DateTimeFormat(dataLocale, { dateStyle: 'medium', timeZone: 'Asia/Ulaanbaatar' }).format(0);
  new Intl.ListFormat(dataLocale).format(['a', 'b']);
}
