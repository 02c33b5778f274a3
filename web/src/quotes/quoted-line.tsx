import { Link } from 'wouter';
import type { CartLine } from '../../../machines/cart.ts';
import { quoteHref } from '../account/links.ts';
import { useT } from '../i18n/intl.ts';

/** Under a cart line priced by a quote (#17): which quote, so a price below the shelf's is explained. */
export function QuotedLineNote({ line }: { line: CartLine }) {
  const t = useT();
  const quote = line.options?.find((option) => option.name === 'quote')?.value;
  if (!quote) return null;
  return (
    <p className="cart-line__variant" data-testid="quoted-line">
      <Link href={quoteHref(quote)}>{t('quotes.cartLine', { id: quote })}</Link>
    </p>
  );
}
