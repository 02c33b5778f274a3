import { createStore } from '@xstate/store';
import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../web/src/shell/deferred.tsx';
import { useServedSelector } from '../../../web/src/shell/served-selector.ts';
import { servedHtmlContainers } from './served-html.ts';

/**
 * A deferred part hydrates when its chunk comes, after the page: by then the actor or store it reads
 * may have moved on (the checkout loaded its payment options, the session found its member). It must
 * hydrate against what the server rendered, then show the news, with no hydration error (#418 on a
 * reloaded checkout in the browser sweep).
 */
const statusStore = () =>
  createStore({
    context: { status: 'unknown' as 'unknown' | 'member' },
    on: { checked: (_context, event: { status: 'member' }) => ({ status: event.status }) },
  });

const serve = servedHtmlContainers();

describe('a deferred part reading a store that moved on before its chunk came', () => {
  it('hydrates what the server rendered, then the current state, without a hydration error', async () => {
    const store = statusStore();
    const served = store.getInitialSnapshot();
    function Status() {
      const status = useServedSelector(store, served, (snapshot) => snapshot.context.status);
      return status === 'member' ? <form aria-label="review">member</form> : <p>{status}</p>;
    }
    let arrive: (component: typeof Status) => void = () => undefined;
    const chunk = new Promise<typeof Status>((resolve) => {
      arrive = resolve;
    });
    const Part = deferred(() => chunk);
    const page = () => (
      <main>
        <h1>Product</h1>
        <Part />
      </main>
    );

    // the server's HTML: the part rendered in place (deferred() does this with the module at hand)
    const container = serve(
      renderToString(
        <main>
          <h1>Product</h1>
          <Suspense fallback={null}>
            <Status />
          </Suspense>
        </main>,
      ),
    );
    expect(container.textContent).toBe('Productunknown');

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    // the page hydrated, the part still waits for its chunk: the served HTML stays
    expect(container.textContent).toBe('Productunknown');

    // the session is checked before the chunk comes
    await act(async () => store.trigger.checked({ status: 'member' }));
    expect(container.textContent).toBe('Productunknown');

    await act(async () => {
      arrive(Status);
      await chunk;
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('form[aria-label="review"]')?.textContent).toBe('member');
  });
});
