import { useSyncExternalStore } from 'react';
import { useT } from './intl.ts';
import { intlLocale, type ShopLocale, switcherLocales } from './locales.ts';

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on. A button in the served
 * HTML does nothing until its page has hydrated (a click before that is lost); so the switcher is
 * disabled until it works, which also tells a test (and a shopper) when the page is ready.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** One button per offered language; the current one is pressed. */
export function LanguageSwitcher({
  locale,
  onChange,
}: {
  locale: ShopLocale;
  onChange: (locale: ShopLocale) => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <fieldset className="language-switcher" disabled={!hydrated}>
      <legend className="visually-hidden">{t('locale.switcher.label')}</legend>
      {switcherLocales.map((option) => (
        <button
          key={option}
          type="button"
          lang={intlLocale(option)}
          aria-pressed={option === locale}
          onClick={() => option !== locale && onChange(option)}
        >
          {t(`locale.name.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
