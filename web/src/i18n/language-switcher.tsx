import { useHydrated } from '../shell/use-hydrated.ts';
import { useT } from './intl.ts';
import { intlLocale, type ShopLocale, switcherLocales } from './locales.ts';

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
