import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsSubmitting } from '../../../../machines/form-submission.ts';
import { FieldError } from '../../account/field-errors.tsx';
import { fieldRefusal, useFormSubmission } from '../../account/form-submission.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  StaffReceiveStockDocument,
  StaffStockItemDocument,
  type StockOnHandFieldsFragment,
  type StockReceiptFieldsFragment,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';

/** The server's bound for one receipt (server/commerce/staff/stock-receiving.ts). */
const MAX_UNITS = 10_000;

/**
 * Two steps on the account forms' submission machine: find the variant by its SKU (typed or scanned),
 * then receive a number of units with a note; on hand and the receipts list follow the answer.
 */
export function StockReceiving({
  staffName,
  firstReceipts,
}: {
  staffName: string;
  firstReceipts: readonly StockReceiptFieldsFragment[];
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [item, setItem] = useState<StockOnHandFieldsFragment | null>(null);
  const [receipts, setReceipts] = useState(firstReceipts);
  const [received, setReceived] = useState<number | null>(null);

  const [find, sendFind] = useFormSubmission(async (sku: string) => {
    setItem(null);
    setReceived(null);
    setItem((await execute(StaffStockItemDocument, { sku })).staffStockItem);
  });
  const [receive, sendReceive] = useFormSubmission(async (values: { quantity: number; note: string }) => {
    if (!item) return;
    if (!Number.isInteger(values.quantity) || values.quantity < 1 || values.quantity > MAX_UNITS) {
      throw fieldRefusal('quantity', 'range');
    }
    const after = (await execute(StaffReceiveStockDocument, { sku: item.sku, ...values })).staffReceiveStock;
    setItem(after);
    setReceived(values.quantity);
    setReceipts((before) => [
      {
        sku: after.sku,
        productName: after.productName,
        quantity: values.quantity,
        note: values.note.trim() || null,
        receivedBy: staffName,
        receivedAt: new Date().toISOString(),
      },
      ...before,
    ]);
  });
  const finding = selectIsSubmitting(find);
  const receiving = selectIsSubmitting(receive);

  const lookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sendFind({ type: 'SUBMIT', values: String(new FormData(event.currentTarget).get('sku') ?? '') });
  };
  const take = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    sendReceive({
      type: 'SUBMIT',
      values: { quantity: Number(form.get('quantity') ?? 0), note: String(form.get('note') ?? '') },
    });
  };

  return (
    <>
      <h1>{t('backoffice.stock.title')}</h1>
      <form className="back-office__form" onSubmit={lookUp} noValidate aria-busy={finding}>
        <label>
          {t('backoffice.stock.sku')}
          <input name="sku" autoComplete="off" autoCapitalize="characters" />
        </label>
        <button type="submit" className="button button--primary" disabled={finding}>
          {t('backoffice.stock.find')}
        </button>
      </form>
      {find.context.failure ? (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, find.context.failure)}
        </p>
      ) : null}
      {item ? (
        <form className="back-office__form stock-item" onSubmit={take} noValidate aria-busy={receiving}>
          <p>
            <strong>{item.productName}</strong> · <code>{item.sku}</code>
          </p>
          <p data-testid="on-hand">{t('backoffice.stock.onHand', { count: item.onHand })}</p>
          <label>
            {t('backoffice.stock.quantity')}
            <input
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_UNITS}
              step={1}
              aria-invalid={!!receive.context.fieldErrors.quantity}
              aria-describedby={receive.context.fieldErrors.quantity ? 'stock-quantity-error' : undefined}
            />
          </label>
          <FieldError
            id="stock-quantity-error"
            field="quantity"
            reasons={receive.context.fieldErrors.quantity}
          />
          <label>
            {t('backoffice.stock.note')}
            <input name="note" maxLength={200} autoComplete="off" />
          </label>
          <button type="submit" className="button button--primary" disabled={receiving}>
            {t('backoffice.stock.receive')}
          </button>
          {receive.context.failure ? (
            <p role="alert" className="back-office__error">
              {errorMessage(intl, receive.context.failure)}
            </p>
          ) : null}
          {received !== null ? (
            <p role="status" className="back-office__ok">
              {t('backoffice.stock.received', { count: received, onHand: item.onHand })}
            </p>
          ) : null}
        </form>
      ) : null}
      <h2>{t('backoffice.stock.latest')}</h2>
      {receipts.length === 0 ? (
        <p>{t('backoffice.stock.none')}</p>
      ) : (
        <ul className="back-office__scans">
          {receipts.map((receipt) => (
            <li key={`${receipt.sku}-${receipt.receivedAt}`}>
              {t('backoffice.stock.receipt', {
                count: receipt.quantity,
                product: receipt.productName,
                sku: receipt.sku,
                by: receipt.receivedBy ?? '—',
                at: formatShopDate(intl, receipt.receivedAt, 'dateTime'),
              })}
              {receipt.note ? ` · ${receipt.note}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
