import { useSelector } from '@xstate/store-react';
import { useEffect } from 'react';
import { useT } from '../i18n/intl.ts';
import { TOAST_DURATION_MS, type Toast, toastStore } from './toasts.ts';

/**
 * Renders the toasts in two live regions, so screen readers announce them: success politely, and
 * warnings and errors at once (assertive). The regions exist from the first render, since a
 * region added together with its text is not reliably announced; they carry no alert/status role,
 * so an empty region is not mistaken for the page's own alert.
 */
export function Toaster() {
  const toasts = useSelector(toastStore, (snapshot) => snapshot.context.toasts);
  const polite = toasts.filter((toast) => toast.kind === 'success');
  const urgent = toasts.filter((toast) => toast.kind !== 'success');
  return (
    <div className="toaster">
      <div aria-live="polite" className="toaster__region">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div aria-live="assertive" className="toaster__region">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const { id, kind } = toast;
  useEffect(() => {
    const timer = setTimeout(() => toastStore.trigger.dismiss({ id }), TOAST_DURATION_MS[kind]);
    return () => clearTimeout(timer);
  }, [id, kind]);
  return (
    <div className={`toast toast--${kind}`} data-kind={kind}>
      <p className="toast__text">
        <span className="visually-hidden">{t(`toast.kind.${kind}`)}: </span>
        {'messageId' in toast ? t(toast.messageId) : toast.text}
      </p>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.close')}
        onClick={() => toastStore.trigger.dismiss({ id })}
      >
        ×
      </button>
    </div>
  );
}
