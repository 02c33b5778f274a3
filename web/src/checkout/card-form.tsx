import { type FormEvent, type ReactNode, useState } from 'react';
import type { CardForm } from '../../../machines/checkout.ts';
import { type MessageId, useT } from '../i18n/intl.ts';

export const emptyCard: CardForm = { cardNumber: '', expiry: '', cvc: '', holder: '', saveCard: false };

type CardFieldName = 'cardNumber' | 'expiry' | 'cvc' | 'holder';

const AUTOCOMPLETE: Record<CardFieldName, string> = {
  cardNumber: 'cc-number',
  expiry: 'cc-exp',
  cvc: 'cc-csc',
  holder: 'cc-name',
};

/**
 * The card form of the checkout's card payment and of the account's saved cards: number, expiry,
 * CVC, holder and, where offered, "save this card". The number stays in this form's own state and
 * goes only to the call that pays or registers it, never into a machine's context.
 */
export function CardEntryForm({
  submitLabel,
  busy,
  offerSave,
  onSubmit,
  testId,
  children,
}: {
  submitLabel: string;
  busy: boolean;
  /** Logged-in shoppers only: a guest's card cannot be kept. */
  offerSave: boolean;
  onSubmit: (card: CardForm) => void;
  testId: string;
  /** The form's problem, under the button. */
  children?: ReactNode;
}) {
  const t = useT();
  const [card, setCard] = useState<CardForm>(emptyCard);
  const field = (key: CardFieldName, label: MessageId, mode?: 'numeric') => (
    // expiry and CVC are short: side by side
    <label className={key === 'expiry' || key === 'cvc' ? 'card-payment__short' : undefined}>
      {t(label)}
      <input
        name={key}
        inputMode={mode}
        autoComplete={AUTOCOMPLETE[key]}
        value={card[key]}
        onChange={(event) => setCard((current) => ({ ...current, [key]: event.target.value }))}
      />
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...card, saveCard: offerSave && card.saveCard });
  };
  return (
    <form className="card-payment" onSubmit={submit} noValidate aria-busy={busy} data-testid={testId}>
      {field('cardNumber', 'checkout.card.number', 'numeric')}
      {field('expiry', 'checkout.card.expiry')}
      {field('cvc', 'checkout.card.cvc', 'numeric')}
      {field('holder', 'checkout.card.holder')}
      {offerSave ? (
        <label className="choice">
          <input
            type="checkbox"
            name="saveCard"
            checked={card.saveCard}
            onChange={(event) => setCard((current) => ({ ...current, saveCard: event.target.checked }))}
          />
          {t('checkout.card.save')}
        </label>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}

/** "VISA •••• 4242, 12/29": how a saved card is named everywhere. */
export function SavedCardLabel({ card }: { card: { brand: string; last4: string; expiry: string } }) {
  const t = useT();
  return <>{t('checkout.savedCards.card', { brand: card.brand, last4: card.last4, expiry: card.expiry })}</>;
}
