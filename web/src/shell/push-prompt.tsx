import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Its machine, texts and Web Push code (~2 kB gzip) arrive after hydration, off every page's first
 * JavaScript: the prompt waits 10 s anyway. If they fail to arrive (a deploy replaced them), the
 * page goes on without the offer rather than onto the crash screen.
 */
const PushPromptActor = lazy(() =>
  import('./push-prompt-actor.tsx').then(
    (module) => ({ default: module.PushPromptActor }),
    () => ({ default: () => null }),
  ),
);

/**
 * Offers order notifications 10 s after arrival (spec §4), rendered from the push-prompt machine.
 * Browser-only: whether push is supported and what was chosen are known after hydration, so the
 * server's HTML never differs from the first client render. Never over a checkout, login or payment
 * screen: the machine hears of each page change and holds the prompt while one is open.
 */
export function PushPrompt() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <PushPromptActor />
    </Suspense>
  ) : null;
}
