import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '../../../web/src/graphql/client.ts';
import { intlConfig } from '../../../web/src/i18n/intl.ts';
import { PagedListFooter } from '../../../web/src/shell/paged-list-footer.tsx';
import { type FetchPageInput, usePagedList } from '../../../web/src/shell/use-paged-list.ts';

afterEach(cleanup);

const PER_PAGE = 2;

/** A fetch the test settles by hand, so every in-between state (loading, failed) can be looked at. */
function controlledFetch() {
  const calls: { input: FetchPageInput; resolve: (items: string[]) => void; reject: (e: unknown) => void }[] =
    [];
  const fetchPage = (input: FetchPageInput) =>
    new Promise<readonly string[]>((resolve, reject) => calls.push({ input, resolve, reject }));
  return { calls, fetchPage };
}

function Harness({
  firstPage,
  fetchPage,
}: {
  firstPage?: readonly string[];
  fetchPage: (input: FetchPageInput) => Promise<readonly string[]>;
}) {
  const list = usePagedList({ perPage: PER_PAGE, firstPage, fetchPage });
  return (
    <>
      <ul>
        {list.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <PagedListFooter list={list} moreLabel="More" empty={<p>Nothing yet</p>} />
    </>
  );
}

function renderList(props: Parameters<typeof Harness>[0]) {
  return render(
    <IntlProvider {...intlConfig('en')}>
      <Harness {...props} />
    </IntlProvider>,
  );
}

const items = () => screen.queryAllByRole('listitem').map((li) => li.textContent);
const settle = () => act(async () => {});

describe('usePagedList + PagedListFooter', () => {
  it('keeps the shown page when an append fails, retries the same page and appends it', async () => {
    const { calls, fetchPage } = controlledFetch();
    renderList({ firstPage: ['a', 'b'], fetchPage });
    // A server-rendered full page: no fetch on mount, "more" offered.
    expect(calls).toHaveLength(0);
    expect(items()).toEqual(['a', 'b']);

    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(calls.map((call) => call.input)).toEqual([{ page: 2, perPage: PER_PAGE }]);
    // While the page is on its way the button stays, disabled, saying so.
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);

    await act(async () => calls[0]!.reject(new GraphqlRequestError('NETWORK', 'offline')));
    expect(screen.getByRole('alert').textContent).toContain('The network connection failed.');
    expect(items()).toEqual(['a', 'b']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.queryByText('Nothing yet')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.map((call) => call.input.page)).toEqual([2, 2]);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => calls[1]!.resolve(['c']));
    expect(items()).toEqual(['a', 'b', 'c']);
    // A short page ends the list: no "more" after it.
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fetches page 1 itself without a server page, and a failed first page is an error, not "empty"', async () => {
    const { calls, fetchPage } = controlledFetch();
    renderList({ fetchPage });
    await settle();
    expect(calls.map((call) => call.input)).toEqual([{ page: 1, perPage: PER_PAGE }]);
    expect(screen.queryByText('Nothing yet')).toBeNull();

    await act(async () => calls[0]!.reject(new Error('boom')));
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    expect(screen.queryByText('Nothing yet')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => calls[1]!.resolve([]));
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('calls the latest fetch a re-render passed, not the one it was created with', async () => {
    const first = controlledFetch();
    const second = controlledFetch();
    const view = renderList({ firstPage: ['a', 'b'], fetchPage: first.fetchPage });
    view.rerender(
      <IntlProvider {...intlConfig('en')}>
        <Harness firstPage={['a', 'b']} fetchPage={second.fetchPage} />
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(first.calls).toHaveLength(0);
    expect(second.calls).toHaveLength(1);
    await act(async () => second.calls[0]!.resolve(['c', 'd']));
    expect(items()).toEqual(['a', 'b', 'c', 'd']);
    // A full appended page may be followed by more.
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });
});
