import { SAVED_CARD_METHOD } from '../../../machines/checkout.ts';
import { useT } from '../i18n/intl.ts';
import { SavedCardLabel } from './card-form.tsx';
import { FieldProblem, useCheckoutActor, useCheckoutSelector } from './checkout-actor.tsx';

/**
 * A logged-in shopper's saved cards in the payment step: each is a payment choice (method
 * `saved_card` with its id) with "Remove", which asks first. Guests see nothing: the machine loads
 * cards only for a member. Everything here is read from the checkout machine's state.
 */
export function SavedCardChoices() {
  const t = useT();
  const actor = useCheckoutActor();
  const member = useCheckoutSelector((snapshot) => snapshot.context.member);
  const cards = useCheckoutSelector((snapshot) => snapshot.context.savedCards);
  const problem = useCheckoutSelector((snapshot) => snapshot.context.fieldProblems.savedCards);
  const chosen = useCheckoutSelector((snapshot) =>
    snapshot.context.method === SAVED_CARD_METHOD ? snapshot.context.savedCardId : null,
  );
  const available = useCheckoutSelector((snapshot) =>
    snapshot.context.paymentOptions.some((option) => option.code === SAVED_CARD_METHOD && option.available),
  );
  const confirming = useCheckoutSelector((snapshot) =>
    snapshot.matches({ payment: { step: 'confirmingCardRemoval' } }) ? snapshot.context.cardToRemove : null,
  );
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  if (!member || (cards.length === 0 && !problem)) return null;
  return (
    <div className="saved-cards" data-testid="saved-cards">
      <h3>{t('checkout.savedCards.title')}</h3>
      {cards.map((card) => (
        <div key={card.id} className="checkout-method" data-testid={`saved-card-${card.last4}`}>
          <label className="choice">
            <input
              type="radio"
              name="payment-method"
              value={`${SAVED_CARD_METHOD}:${card.id}`}
              checked={chosen === card.id}
              aria-disabled={!available}
              onChange={() => actor.send({ type: 'SELECT_SAVED_CARD', cardId: card.id })}
            />
            <SavedCardLabel card={card} />
          </label>
          {confirming === card.id ? (
            <span role="alertdialog" aria-label={t('checkout.savedCards.confirmRemove')}>
              {t('checkout.savedCards.confirmRemove')}{' '}
              <button
                type="button"
                className="button"
                onClick={() => actor.send({ type: 'CONFIRM_REMOVE_CARD' })}
              >
                {t('checkout.savedCards.remove')}
              </button>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => actor.send({ type: 'CANCEL_REMOVE_CARD' })}
              >
                {t('checkout.savedCards.keep')}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="link-button"
              disabled={busy}
              aria-label={t('checkout.savedCards.removeCard', { last4: card.last4 })}
              onClick={() => actor.send({ type: 'REMOVE_SAVED_CARD', cardId: card.id })}
            >
              {t('checkout.savedCards.remove')}
            </button>
          )}
        </div>
      ))}
      <FieldProblem field="savedCards" id="checkout-saved-cards-problem" />
    </div>
  );
}
