import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmedAction } from '../../web/src/back-office/confirmed-action.tsx';
import { GraphqlRequestError } from '../../web/src/graphql/client.ts';
import { intlConfig } from '../../web/src/i18n/intl.ts';

afterEach(cleanup);

/** The back office's delete and "end now": asked once more, a refusal said and the question kept. */
function renderAction(run: () => Promise<unknown>) {
  const onDone = vi.fn();
  render(
    <IntlProvider {...intlConfig('mn')}>
      <ConfirmedAction
        label="Устгах"
        question="«Хаврын хямдрал»-ыг устгах уу?"
        cancel="Болих"
        run={run}
        onDone={onDone}
      />
    </IntlProvider>,
  );
  return onDone;
}

describe('ConfirmedAction', () => {
  it('runs nothing until confirmed, and nothing after "cancel"', async () => {
    const run = vi.fn(async () => true);
    const onDone = renderAction(run);
    fireEvent.click(screen.getByRole('button', { name: 'Устгах' }));
    expect(screen.getByText('«Хаврын хямдрал»-ыг устгах уу?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Болих' }));
    expect(screen.queryByText('«Хаврын хямдрал»-ыг устгах уу?')).toBeNull();
    expect(run).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says a refusal in Mongolian and closes the question; asked and confirmed again, it is done once', async () => {
    const run = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new GraphqlRequestError('FORBIDDEN', 'forbidden'))
      .mockResolvedValueOnce(true);
    const onDone = renderAction(run);
    fireEvent.click(screen.getByRole('button', { name: 'Устгах' }));
    fireEvent.click(screen.getByRole('button', { name: 'Устгах' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Энэ үйлдлийг хийх эрхгүй байна.');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByText('«Хаврын хямдрал»-ыг устгах уу?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Устгах' }));
    fireEvent.click(screen.getByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
