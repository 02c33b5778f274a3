import { Check, ChevronDown, Globe } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { ReadyFieldset } from '../shell/ready.tsx';
import { useT } from './intl.ts';
import { intlLocale, type ShopLocale, switcherLocales } from './locales.ts';

interface LanguageSwitcherProps {
  locale: ShopLocale;
  onChange: (locale: ShopLocale) => void;
  /**
   * `menu` (the desktop header): one button showing the current language that opens the list.
   * `list` (the menu drawer, which has the room): every language as a pill.
   */
  variant?: 'menu' | 'list';
}

/**
 * One button per offered language; the current one is pressed. Disabled until the page hydrates (a
 * click before then would be lost). In the header the list folds into a `<details>` menu: it opens
 * and closes in the served HTML already, with no script, so the shopper sees the languages at once.
 */
export function LanguageSwitcher({ locale, onChange, variant = 'list' }: LanguageSwitcherProps) {
  const t = useT();
  const menu = useRef<HTMLDetailsElement>(null);
  const choose = (option: ShopLocale) => {
    if (menu.current) menu.current.open = false;
    if (option !== locale) onChange(option);
  };
  useCloseOnOutsideClick(menu);

  const buttons = switcherLocales.map((option) => (
    <button
      key={option}
      type="button"
      lang={intlLocale(option)}
      aria-pressed={option === locale}
      onClick={() => choose(option)}
    >
      <span>{t(`locale.name.${option}`)}</span>
      {variant === 'menu' && option === locale && <Check className="icon" aria-hidden="true" />}
    </button>
  ));

  return (
    <ReadyFieldset className={`language-switcher language-switcher--${variant}`}>
      <legend className="visually-hidden">{t('locale.switcher.label')}</legend>
      {variant === 'menu' ? (
        <details className="language-menu" ref={menu}>
          <summary className="language-menu__button" lang={intlLocale(locale)}>
            <Globe className="icon" aria-hidden="true" />
            <span className="language-menu__current">{t(`locale.name.${locale}`)}</span>
            <ChevronDown className="icon language-menu__chevron" aria-hidden="true" />
          </summary>
          <div className="language-menu__list">{buttons}</div>
        </details>
      ) : (
        buttons
      )}
    </ReadyFieldset>
  );
}

/** An open menu closes on a click elsewhere or on Escape, as a shopper expects of a menu. */
function useCloseOnOutsideClick(menu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [menu]);
}
