import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/intl.ts';
import { restartApp } from '../shell/restart.ts';

/** Vite fires this on window when a code-split chunk fails to load: a deploy replaced it. */
export const CHUNK_LOAD_ERROR_EVENT = 'vite:preloadError';

/**
 * Spec §2/§8: a render crash shows an apology and a restart button. A failed chunk load after a
 * deploy lands here too, since the page cannot go on with half of an old bundle.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  private readonly onChunkError = (event: Event) => {
    // Offline, a chunk that fails is the connection, not a deploy: the import that asked for it
    // answers for itself (a screen: its error outcome; a deferred part: it waits, shell/deferred.tsx).
    if (!navigator.onLine) return;
    console.error(event);
    this.setState({ crashed: true });
  };

  override componentDidMount() {
    window.addEventListener(CHUNK_LOAD_ERROR_EVENT, this.onChunkError);
  }

  override componentWillUnmount() {
    window.removeEventListener(CHUNK_LOAD_ERROR_EVENT, this.onChunkError);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}

function CrashScreen() {
  const t = useT();
  return (
    <section className="message-page crash-screen" role="alert">
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.body')}</p>
      <button type="button" className="button button--primary" onClick={() => void restartApp()}>
        {t('crash.restart')}
      </button>
    </section>
  );
}
