import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/intl.ts';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** how many products the filters leave: the drawer's "show" button says it */
  total: number;
  children: ReactNode;
}

/**
 * The filter panel on a phone or tablet (992 px and below), where it would push the products
 * ~2,200 px down: a modal `<dialog>` over the list. `showModal()` makes the rest of the page inert
 * (focus cannot leave it) and puts it in the top layer, above the fixed header and bottom
 * navigation; Escape, the close button, the "show" button and a tap beside it close it, and focus
 * returns to the button that opened it. The page behind does not scroll while it is open.
 */
export function FilterDrawer({ open, onClose, total, children }: FilterDrawerProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap's keyboard twin is Escape (the dialog's own cancel)
    <dialog
      ref={dialog}
      className="filter-drawer"
      aria-labelledby={titleId}
      // Escape closes the dialog itself; the state follows
      onClose={onClose}
      onClick={(event) => {
        // a tap on the backdrop lands on the dialog element itself, outside its panel
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="filter-drawer__panel">
        <header className="filter-drawer__header">
          <h2 id={titleId}>{t('search.filters.title')}</h2>
          <button type="button" className="filter-drawer__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('search.drawer.close')}</span>
          </button>
        </header>
        <div className="filter-drawer__body">{open && children}</div>
        <footer className="filter-drawer__footer">
          <button type="button" className="button button--primary filter-drawer__show" onClick={onClose}>
            {t('search.drawer.show', { total })}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
