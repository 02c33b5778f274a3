import { type ComponentType, useEffect, useState } from 'react';

/**
 * The confirmation (the placed order's payment: card form, StorePay, pay links) shows only once an
 * order is placed. /checkout fetches it then, off its first JavaScript (~2 kB gzip); the placed
 * order's page (/checkout/<number>), which opens on it, imports it with its screen and registers it
 * (routes/checkout-order.tsx), so the server's HTML and the hydrated page render it at once.
 */
let Confirmation: ComponentType | undefined;

export function registerConfirmation(component: ComponentType): void {
  Confirmation = component;
}

const loadConfirmation = () =>
  import('./confirmation.tsx').then((module) => registerConfirmation(module.Confirmation));

export function ConfirmationStep() {
  const [ready, setReady] = useState(Confirmation !== undefined);
  const [failed, setFailed] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!ready)
      loadConfirmation().then(
        () => setReady(true),
        (error: unknown) => setFailed({ error }),
      );
  }, [ready]);
  // a chunk gone after a deploy: the crash screen's restart, as for a screen (route-view.tsx)
  if (failed) throw failed.error;
  return ready && Confirmation ? <Confirmation /> : null;
}
