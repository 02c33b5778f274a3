import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it is online (`navigator.onLine` and the window's `online` / `offline`
 * events). The server and the first render say online: the served HTML is the same for everyone
 * and an offline page learns it as it hydrates.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, browserOnline, () => true);
}
