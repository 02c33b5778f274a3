// The card list's styles live with the checkout's payment styles (`.account-cards`).
import '../styles/checkout-payment.css';
import { useEffect, useState } from 'react';
import { cardProblem } from '../../../machines/checkout-checks.ts';
import type { CardForm } from '../../../machines/checkout-types.ts';
import { CardEntryForm, SavedCardLabel } from '../checkout/card-form.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  RegisterCardDocument,
  RemoveCardDocument,
  type SavedCardFieldsFragment,
  SavedCardsDocument,
} from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { LoginError } from './login-steps.tsx';

/**
 * "My cards" on the account page (spec §1 saved cards: `/users/cards`, `register_card`,
 * `remove_card`): the list, a card added through the checkout's card form (the sandbox's card
 * errors shown translated), and removal after "Remove this card?". Loaded after the page.
 */
export function AccountSavedCards() {
  const t = useT();
  const execute = useExecute();
  const [cards, setCards] = useState<readonly SavedCardFieldsFragment[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  useEffect(() => {
    execute(SavedCardsDocument, {})
      .then(({ savedCards }) => setCards(savedCards))
      .catch((error: unknown) => setFailure(errorCode(error)));
  }, [execute]);

  /** One call at a time; its refusal is shown and the list stays as it was. */
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(errorCode(error));
    } finally {
      setBusy(false);
    }
  };

  const register = (card: CardForm) => {
    // The same format check as the checkout's card form, before any request.
    const problem = cardProblem(card);
    if (problem) {
      setFailure(problem.code);
      return;
    }
    void run(async () => {
      const { registerCard } = await execute(RegisterCardDocument, {
        input: {
          cardNumber: card.cardNumber.replace(/\s/g, ''),
          expiry: card.expiry.trim(),
          cvc: card.cvc.trim(),
          holder: card.holder.trim() || null,
        },
      });
      setCards((current) => [...(current ?? []), registerCard]);
      setAdding(false);
    });
  };

  const remove = (id: string) =>
    run(async () => {
      setConfirming(null);
      await execute(RemoveCardDocument, { id });
      setCards((current) => (current ?? []).filter((card) => card.id !== id));
    });

  return (
    <section className="account-cards" data-testid="account-cards" aria-busy={busy}>
      <h2>{t('checkout.savedCards.title')}</h2>
      {cards?.length === 0 ? <p>{t('account.cards.none')}</p> : null}
      <ul className="account-cards__list">
        {(cards ?? []).map((card) => (
          <li key={card.id} data-testid={`account-card-${card.last4}`}>
            <SavedCardLabel card={card} />{' '}
            {confirming === card.id ? (
              <span role="alertdialog" aria-label={t('checkout.savedCards.confirmRemove')}>
                {t('checkout.savedCards.confirmRemove')}{' '}
                <button type="button" className="button" disabled={busy} onClick={() => remove(card.id)}>
                  {t('checkout.savedCards.remove')}
                </button>{' '}
                <button type="button" className="link-button" onClick={() => setConfirming(null)}>
                  {t('checkout.savedCards.keep')}
                </button>
              </span>
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={busy}
                aria-label={t('checkout.savedCards.removeCard', { last4: card.last4 })}
                onClick={() => setConfirming(card.id)}
              >
                {t('checkout.savedCards.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {adding ? (
        <CardEntryForm
          testId="account-card-form"
          busy={busy}
          offerSave={false}
          submitLabel={t('account.cards.save')}
          onSubmit={register}
        />
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('account.cards.add')}
        </button>
      )}
      <LoginError code={failure} />
    </section>
  );
}
