import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/intl.ts';

/**
 * Spec §2/§8: a render crash shows an apology and a restart button. The usual cause after a
 * deploy is a stale bundle, so restarting clears the browser's caches before reloading.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}

async function restart() {
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } finally {
    window.location.reload();
  }
}

function CrashScreen() {
  const t = useT();
  return (
    <section className="message-page" role="alert">
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.body')}</p>
      <button type="button" className="button button--primary" onClick={() => void restart()}>
        {t('crash.restart')}
      </button>
    </section>
  );
}
