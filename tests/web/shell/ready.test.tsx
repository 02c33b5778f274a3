import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadyButton, ReadyFieldset, ReadySelect } from '../../../web/src/shell/ready.tsx';
import { useHydrated } from '../../../web/src/shell/use-hydrated.ts';
import { servedHtmlContainers } from './served-html.ts';

/**
 * A control is disabled in the served HTML and works once its page has hydrated. React re-renders
 * every user of `useHydrated` synchronously right after hydration; asked by a whole screen, that
 * re-rendered all 40 cards of a list page in one blocking task (issue #19, Lighthouse's TBT). The
 * Ready* controls keep that re-render to themselves.
 */
const serve = servedHtmlContainers();

/** Serves `page`, then hydrates it; gives how often each card rendered in the browser. */
async function serveAndHydrate(page: (count: () => void) => React.ReactElement) {
  let rendered = 0;
  const container = serve(renderToString(page(() => undefined)));
  const served = container.innerHTML;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      page(() => {
        rendered += 1;
      }),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { served, rendered, errors, root: container };
}

function Card({ onRender, name }: { onRender: () => void; name: string }) {
  onRender();
  return <li>{name}</li>;
}

const cards = (count: () => void) =>
  ['a', 'b', 'c'].map((name) => <Card key={name} name={name} onRender={count} />);

describe('controls that work once the page has hydrated', () => {
  it('are disabled in the served HTML and enabled after hydration, re-rendering only themselves', async () => {
    const page = (count: () => void) => (
      <main>
        <ReadyFieldset>
          <ReadySelect aria-label="sort" defaultValue="new">
            <option value="new">new</option>
          </ReadySelect>
          <ReadyButton type="button">Filters</ReadyButton>
          <ReadyButton type="button" disabled>
            Sold out
          </ReadyButton>
        </ReadyFieldset>
        <ul>{cards(count)}</ul>
      </main>
    );
    const { served, rendered, errors, root } = await serveAndHydrate(page);

    expect(served).toContain('<fieldset disabled="">');
    expect(served).toMatch(/<select[^>]*disabled=""/);
    expect(served).toMatch(/<button type="button" disabled="">Filters/);
    const [filters, soldOut] = root.querySelectorAll('button');
    expect(root.querySelector('fieldset')?.disabled).toBe(false);
    expect(root.querySelector('select')?.disabled).toBe(false);
    expect(filters?.disabled).toBe(false);
    expect(soldOut?.disabled).toBe(true); // its own reason to be disabled stays
    expect(errors).toEqual([]);
    // each card rendered once, to hydrate: the controls' flip did not render the screen again
    expect(rendered).toBe(3);
  });

  it('(the cost they avoid) a screen asking useHydrated itself renders every card again', async () => {
    function Screen({ count }: { count: () => void }) {
      const hydrated = useHydrated();
      return (
        <main>
          <button type="button" disabled={!hydrated}>
            Filters
          </button>
          <ul>{cards(count)}</ul>
        </main>
      );
    }
    const { rendered } = await serveAndHydrate((count) => <Screen count={count} />);
    expect(rendered).toBe(6);
  });
});
