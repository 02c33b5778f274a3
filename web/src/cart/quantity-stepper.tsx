import { MAX_LINE_QUANTITY } from '../../../machines/order-types.ts';
import { useT } from '../i18n/intl.ts';
import { useTypedBeforeHydration } from '../shell/typed-before-hydration.ts';

interface QuantityStepperProps {
  name: string;
  value: number;
  min: number;
  onChange: (quantity: number) => void;
  /**
   * − / + by one. The cart page passes its own so the step starts from the quantity asked for at
   * click time (two clicks before a re-render must still be +1 and +2).
   */
  onStep?: (delta: 1 | -1) => void;
}

/** − / number / +; a typed value is kept to whole numbers within the orderable range. */
export function QuantityStepper({ name, value, min, onChange, onStep }: QuantityStepperProps) {
  const t = useT();
  const clamp = (next: number) => Math.min(MAX_LINE_QUANTITY, Math.max(min, Math.trunc(next) || min));
  const step = onStep ?? ((delta: 1 | -1) => onChange(clamp(value + delta)));
  // A box emptied before hydration is no quantity (the cart would read it as 0: remove the line).
  const input = useTypedBeforeHydration(String(value), (typed) => {
    if (typed.trim() !== '') onChange(clamp(Number(typed)));
  });
  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.decrease', { name })}
        disabled={value <= min}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        ref={input}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={MAX_LINE_QUANTITY}
        step={1}
        aria-label={t('cart.quantity')}
        value={value}
        onChange={(event) => onChange(clamp(Number(event.target.value)))}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.increase', { name })}
        disabled={value >= MAX_LINE_QUANTITY}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
