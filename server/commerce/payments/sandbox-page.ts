import type { PaymentRow } from './payment-records.ts';

/**
 * The sandbox's pay page: what a provider's hosted page would be in test mode. Server-rendered
 * HTML with no script (the shop's CSP allows none inline): two forms, "Pay" and "Decline".
 */
const pageLocales = ['mn', 'en', 'ru', 'cn', 'it'] as const;
export type SandboxPageLocale = (typeof pageLocales)[number];

interface PageText {
  title: string;
  notice: string;
  order: string;
  recharge: string;
  amount: string;
  method: string;
  account: string;
  accountName: string;
  accountNumber: string;
  iban: string;
  reference: string;
  pay: string;
  decline: string;
  sent: string;
  refused: string;
  closed: string;
}

const texts: Record<SandboxPageLocale, PageText> = {
  mn: {
    title: 'Туршилтын төлбөр',
    notice: 'Энэ бол туршилтын орчин: бодит мөнгө шилжихгүй.',
    order: 'Захиалга',
    recharge: 'Хэтэвч цэнэглэлт',
    amount: 'Дүн',
    method: 'Төлбөрийн хэлбэр',
    account: 'Хүлээн авах данс',
    accountName: 'Данс эзэмшигч',
    accountNumber: 'Дансны дугаар',
    iban: 'IBAN',
    reference: 'Гүйлгээний утга',
    pay: 'Төлөх',
    decline: 'Татгалзах',
    sent: 'Төлбөрийн мэдэгдэл дэлгүүрт илгээгдлээ.',
    refused: 'Дэлгүүр мэдэгдлийг хүлээн авсангүй.',
    closed: 'Энэ төлбөр хаагдсан байна.',
  },
  en: {
    title: 'Sandbox payment',
    notice: 'This is the test mode: no real money moves.',
    order: 'Order',
    recharge: 'Wallet recharge',
    amount: 'Amount',
    method: 'Payment method',
    account: 'Pay to this account',
    accountName: 'Account name',
    accountNumber: 'Account number',
    iban: 'IBAN',
    reference: 'Reference',
    pay: 'Pay',
    decline: 'Decline',
    sent: 'The payment notice was sent to the shop.',
    refused: 'The shop did not accept the notice.',
    closed: 'This payment is closed.',
  },
  ru: {
    title: 'Тестовый платёж',
    notice: 'Это тестовый режим: реальные деньги не списываются.',
    order: 'Заказ',
    recharge: 'Пополнение кошелька',
    amount: 'Сумма',
    method: 'Способ оплаты',
    account: 'Счёт для перевода',
    accountName: 'Получатель',
    accountNumber: 'Номер счёта',
    iban: 'IBAN',
    reference: 'Назначение платежа',
    pay: 'Оплатить',
    decline: 'Отклонить',
    sent: 'Уведомление об оплате отправлено в магазин.',
    refused: 'Магазин не принял уведомление.',
    closed: 'Этот платёж закрыт.',
  },
  cn: {
    title: '沙盒支付',
    notice: '这是测试模式：不会产生真实扣款。',
    order: '订单',
    recharge: '钱包充值',
    amount: '金额',
    method: '支付方式',
    account: '收款账户',
    accountName: '账户名称',
    accountNumber: '账号',
    iban: 'IBAN',
    reference: '转账备注',
    pay: '支付',
    decline: '拒绝',
    sent: '付款通知已发送给商店。',
    refused: '商店未接受该通知。',
    closed: '该笔付款已关闭。',
  },
  it: {
    title: 'Pagamento di prova',
    notice: 'Questa è la modalità di prova: nessun addebito reale.',
    order: 'Ordine',
    recharge: 'Ricarica del portafoglio',
    amount: 'Importo',
    method: 'Metodo di pagamento',
    account: 'Conto per il bonifico',
    accountName: 'Intestatario',
    accountNumber: 'Numero di conto',
    iban: 'IBAN',
    reference: 'Causale',
    pay: 'Paga',
    decline: 'Rifiuta',
    sent: 'La notifica di pagamento è stata inviata al negozio.',
    refused: 'Il negozio non ha accettato la notifica.',
    closed: 'Questo pagamento è chiuso.',
  },
};

/** `?lang=` first, then the browser's languages; Mongolian, the shop's default, otherwise. */
export function sandboxPageLocale(
  lang: string | undefined,
  acceptLanguage: string | undefined,
): SandboxPageLocale {
  const wanted = [lang, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim())];
  for (const candidate of wanted) {
    const code = candidate?.toLowerCase().slice(0, 2) === 'zh' ? 'cn' : candidate?.toLowerCase().slice(0, 2);
    if (code && (pageLocales as readonly string[]).includes(code)) return code as SandboxPageLocale;
  }
  return 'mn';
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function sandboxPage(payment: PaymentRow, locale: SandboxPageLocale, result?: string): string {
  const text = texts[locale];
  const open = payment.state === 'PENDING' || payment.state === 'REQUIRES_TAN';
  const row = (label: string, value: string) =>
    `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const account = payment.instructions.bankAccount;
  const amount = `${new Intl.NumberFormat('en-US').format(payment.amount)} ₮`;
  const action = (name: string, label: string) =>
    `<form method="post" action="/sandbox/pay/${encodeURIComponent(payment.id)}/${name}?lang=${locale}">` +
    `<button type="submit" name="${name}">${escapeHtml(label)}</button></form>`;
  const notice =
    result === 'sent' ? text.sent : result === 'refused' ? text.refused : open ? '' : text.closed;
  return `<!doctype html>
<html lang="${locale === 'cn' ? 'zh' : locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<h1>${escapeHtml(text.title)}</h1>
<p style="background: #fff4d6; padding: .5rem">${escapeHtml(text.notice)}</p>
<table>
${payment.order_number !== null ? row(text.order, payment.order_number) : row(text.recharge, payment.recharge_id ?? '')}
${row(text.amount, amount)}
${row(text.method, payment.method)}
<tr><th>State</th><td data-state="${payment.state}">${payment.state}</td></tr>
</table>
${
  account
    ? `<h2>${escapeHtml(text.account)}</h2><table>${row(text.accountName, account.accountName)}${row(
        text.accountNumber,
        `${account.bankName} ${account.accountNumber}`,
      )}${row(text.iban, account.iban)}${row(text.reference, account.reference)}</table>`
    : ''
}
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${open ? `<div style="display: flex; gap: 1rem">${action('pay', text.pay)}${action('decline', text.decline)}</div>` : ''}
</body></html>`;
}
