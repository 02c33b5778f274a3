import type { Sql } from '../../platform/db/index.ts';
import type { OutgoingMessage } from '../accounts/outbox.ts';

const money = (amount: number) => `${amount.toLocaleString('en-US').replace(/,/g, "'")} ₮`;
const ubDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar', dateStyle: 'short' }).format(at);

/**
 * The buyer's notice that staff priced their quote: Mongolian first, then English (the contact-form
 * acknowledgement does the same), with each line's price, the total, the expiry date and where to
 * accept it. A buyer who signed up by phone only gets a short SMS instead of nothing.
 */
export async function answeredEmail(
  tx: Sql,
  quoteId: number,
  publicUrl = '',
): Promise<OutgoingMessage | null> {
  const { rows } = await tx.query<{
    email: string | null;
    phone: string | null;
    expires_at: Date;
    name: string;
    quantity: number;
    quoted_price: number;
  }>(
    `select u.email, u.phone, q.expires_at, l.product->>'name' as name, l.quantity, l.quoted_price
       from quotes q join users u on u.id = q.user_id join quote_lines l on l.quote_id = q.id
      where q.id = $1 order by l.position`,
    [quoteId],
  );
  const first = rows[0];
  if (!first) return null;
  const until = ubDate(new Date(first.expires_at));
  const total = rows.reduce((sum, row) => sum + row.quoted_price * row.quantity, 0);
  const path = `${publicUrl.replace(/\/$/, '')}/account/quotes/${quoteId}`;
  if (!first.email) {
    if (!first.phone) return null;
    return {
      channel: 'sms',
      recipient: first.phone,
      subject: `Quote #${quoteId}`,
      body: `Shoppy: үнийн санал #${quoteId} бэлэн, ${money(total)}, ${until} хүртэл. ${path}`,
    };
  }
  const lines = rows.map((row) => `- ${row.name}: ${row.quantity} × ${money(row.quoted_price)}`).join('\n');
  return {
    channel: 'email',
    recipient: first.email,
    subject: `Shoppy: үнийн санал #${quoteId} бэлэн боллоо / your quote #${quoteId} is ready`,
    body:
      `Таны үнийн саналд үнэ өглөө (${until} хүртэл хүчинтэй):\n${lines}\nНийт: ${money(total)}\n` +
      `Сагсанд хийх: ${path}\n\n` +
      `Your quote has been priced (valid until ${until}):\n${lines}\nTotal: ${money(total)}\n` +
      `Put it in your cart: ${path}`,
  };
}

/**
 * The buyer's notice that sales declined their quote, with the reason staff gave (the same words the
 * quote page shows), Mongolian then English; an SMS for a buyer without an e-mail.
 */
export async function declinedEmail(
  tx: Sql,
  quoteId: number,
  reason: string,
  publicUrl = '',
): Promise<OutgoingMessage | null> {
  const { rows } = await tx.query<{ email: string | null; phone: string | null }>(
    'select u.email, u.phone from quotes q join users u on u.id = q.user_id where q.id = $1',
    [quoteId],
  );
  const buyer = rows[0];
  if (!buyer) return null;
  const path = `${publicUrl.replace(/\/$/, '')}/account/quotes/${quoteId}`;
  if (!buyer.email) {
    if (!buyer.phone) return null;
    return {
      channel: 'sms',
      recipient: buyer.phone,
      subject: `Quote #${quoteId}`,
      body: `Shoppy: үнийн санал #${quoteId}-д үнэ өгөх боломжгүй: ${reason}. ${path}`,
    };
  }
  return {
    channel: 'email',
    recipient: buyer.email,
    subject: `Shoppy: үнийн санал #${quoteId}-д хариу / your quote #${quoteId} was declined`,
    body:
      `Уучлаарай, таны үнийн саналд үнэ өгөх боломжгүй байна.\nШалтгаан: ${reason}\n${path}\n\n` +
      `Sorry, we cannot price your quote.\nReason: ${reason}\n${path}`,
  };
}
