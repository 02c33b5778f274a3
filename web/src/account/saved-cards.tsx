// The card list's styles live with the checkout's payment styles (`.account-cards`).
import '../styles/checkout-payment.css';
import { useEffect, useState } from 'react';
import { cardProblem } from '../../../machines/checkout-checks.ts';
import type { CardForm } from '../../../machines/checkout-types.ts';
import { type FormRefusal, selectIsSubmitting } from '../../../machines/form-submission.ts';
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
import { useFormSubmission } from './form-submission.ts';
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
  // The list's own load; a refusal of a change is the machine's.
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    execute(SavedCardsDocument, {})
      .then(({ savedCards }) => setCards(savedCards))
      .catch((error: unknown) => setLoadFailure(errorCode(error)));
  }, [execute]);

  /** One call at a time; its refusal is shown and the list stays as it was. */
  const [state, send] = useFormSubmission(
    async (card: CardForm | undefined, cardToRemove: string | null) => {
      setLoadFailure(null);
      if (cardToRemove !== null) {
        await execute(RemoveCardDocument, { id: cardToRemove });
        setCards((current) => (current ?? []).filter((listed) => listed.id !== cardToRemove));
        return;
      }
      if (!card) return;
      // The same format check as the checkout's card form, before any request.
      const problem = cardProblem(card);
      if (problem) throw { fieldErrors: {}, failure: problem.code } satisfies FormRefusal;
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
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  const busy = selectIsSubmitting(state);
  const failure = state.context.failure ?? loadFailure;
  const asked = state.matches({ confirming: 'asking' }) ? state.context.subject : null;

  const register = (card: CardForm) => send({ type: 'SUBMIT', values: card });

  return (
    <section className="account-cards" data-testid="account-cards" aria-busy={busy}>
      <h2>{t('checkout.savedCards.title')}</h2>
      {cards?.length === 0 ? <p>{t('account.cards.none')}</p> : null}
      <ul className="account-cards__list">
        {(cards ?? []).map((card) => (
          <li key={card.id} data-testid={`account-card-${card.last4}`}>
            <SavedCardLabel card={card} />{' '}
            {asked === card.id ? (
              <span role="alertdialog" aria-label={t('checkout.savedCards.confirmRemove')}>
                {t('checkout.savedCards.confirmRemove')}{' '}
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => send({ type: 'CONFIRM' })}
                >
                  {t('checkout.savedCards.remove')}
                </button>{' '}
                <button type="button" className="link-button" onClick={() => send({ type: 'CANCEL' })}>
                  {t('checkout.savedCards.keep')}
                </button>
              </span>
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={busy}
                aria-label={t('checkout.savedCards.removeCard', { last4: card.last4 })}
                onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: card.id })}
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
