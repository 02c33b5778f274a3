import { Clock } from 'lucide-react';
import type { CartCommand } from '../../../machines/cart.ts';
import { useT } from '../i18n/intl.ts';

/**
 * The cart's commands queued offline (#19), in the order they will be sent: "waiting to send". The
 * server's lines above stay as last seen; these join them once the shop has them.
 */
export function WaitingList({ commands }: { commands: readonly CartCommand[] }) {
  const t = useT();
  if (commands.length === 0) return null;
  return (
    <section className="cart-waiting" aria-labelledby="cart-waiting-title" data-testid="cart-waiting">
      <h2 id="cart-waiting-title" className="cart-waiting__title">
        <Clock className="icon" aria-hidden="true" />
        {t('cart.waitingTitle')}
      </h2>
      <p className="cart-waiting__note">{t('cart.waitingNote')}</p>
      <ol className="cart-waiting__list">
        {commands.map((command) => (
          <li key={command.key} className="cart-waiting__item" data-testid="cart-waiting-item">
            {command.kind !== 'add'
              ? t('cart.waitingChange')
              : command.name
                ? t('cart.waitingAdd', { name: command.name, quantity: command.quantity })
                : t('cart.waitingItem', { quantity: command.quantity })}
          </li>
        ))}
      </ol>
    </section>
  );
}
