import type { Page } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CheckoutForm, CheckoutPayment, FieldProblems } from '../../../../machines/checkout.ts';
import { cart, done, paidOrder, payments, placed, validForm } from '../../models/checkout.fixtures.ts';
import { checkoutModel } from '../../models/checkout.model.ts';
import { type BrowserFlow, eventually } from '../flow.ts';
import { addOneItem, amountIn, orderNumberShown, payOnSandboxPage, summaryAmount } from './checkout-page.ts';

const card = (cardNumber: string) => ({
  cardNumber,
  expiry: '12/30',
  cvc: '123',
  holder: '',
  saveCard: false,
});

/** `СБД` alone: a district, no building or apartment (spec §5 "precise address"). */
const vagueForm: CheckoutForm = { ...validForm, address: { ...validForm.address, address: 'СБД' } };
const MALFORMED_CARD = card('4242');
const DECLINED_CARD = card('4000 0000 0000 0002');
const GOOD_CARD = card('4242 4242 4242 4242');
/** The payment a retry starts: told apart from the first so the walk knows which card comes next. */
const retryPayment: CheckoutPayment = { ...payments.card, id: 'pay-card-2' };

/** The methods walked, by code, with the radio's name on the page. */
const METHOD_NAMES: Record<string, string> = { bank_transfer: 'Дансаар шилжүүлэх', card: 'Банкны карт' };
/** The Mongolian text of each coded problem the walk can show (web/src/i18n/messages/mn). */
const PROBLEM_TEXT: Record<string, string> = {
  ADDRESS_NOT_PRECISE: 'Хаяг тодорхой байх ёстой: байр, тоотоо бичнэ үү',
  PAYMENT_METHOD_REQUIRED: 'Төлбөрийн хэлбэрээ сонгоно уу',
  CARD_NUMBER_FORMAT: 'Картын дугаараа шалгана уу',
  PAYMENT_DECLINED: 'Карт татгалзсан',
};
const FIELD_LABEL: Partial<Record<keyof FieldProblems, string>> = { address: 'Хаяг' };
const PENDING = 'Төлөв: Төлбөр хүлээгдэж буй';

/**
 * The shopper's moves and the server's answers. Each refusal is offered only where the walk has not
 * yet been refused, and the good input only after it, so every path shows the refusal and then its
 * correction (an address, a missing method, a card number) without walking the checkout twice.
 */
function checkoutEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { fieldProblems, shippingOptions, method, payment } = snapshot.context;
  const refused = (field: string) => field in fieldProblems;
  const visited = shippingOptions.length > 0;
  const events: AnyEventObject[] = [];
  if (snapshot.matches({ address: 'editing' })) {
    if (!visited && !refused('address')) events.push({ type: 'SUBMIT_DETAILS', form: vagueForm });
    if (visited || refused('address')) events.push({ type: 'SUBMIT_DETAILS', form: validForm });
  }
  if (snapshot.matches({ address: 'choosingShipping' }))
    events.push({ type: 'CHOOSE_SHIPPING', code: 'standard' }, { type: 'EDIT_ADDRESS' });
  if (snapshot.matches({ payment: { step: 'choosing' } })) {
    if (!method && !refused('method')) events.push({ type: 'PLACE', key: 'k-1' }, { type: 'BACK' });
    if (!method && refused('method'))
      events.push(...Object.keys(METHOD_NAMES).map((code) => ({ type: 'SELECT_METHOD', code })));
    if (method) events.push({ type: 'PLACE', key: 'k-1' });
  }
  if (snapshot.matches({ confirmation: { awaitingPayment: { card: 'entering' } } })) {
    const second = payment?.id === retryPayment.id;
    const next = second ? GOOD_CARD : refused('card') ? DECLINED_CARD : MALFORMED_CARD;
    events.push({ type: 'PAY_CARD', card: next, key: second ? 'c-2' : 'c-1' });
  }
  if (snapshot.matches({ confirmation: { awaitingPayment: { card: 'paying' } } })) {
    const second = payment?.id === retryPayment.id;
    const answer = second
      ? { ...retryPayment, state: 'CAPTURED' }
      : { ...payments.card, state: 'FAILED', failureCode: 'PAYMENT_DECLINED' };
    events.push(done('payByCard', answer));
  }
  if (snapshot.matches({ confirmation: { awaitingPayment: 'bankTransfer' } }))
    events.push({ type: 'ORDER_UPDATED', order: paidOrder });
  if (snapshot.matches({ confirmation: 'failed' }))
    events.push({ type: 'TRY_AGAIN', method: 'card', key: 't-1' });
  events.push(
    done('saveDetails', cart),
    done('loadShippingOptions', [{ code: 'standard', name: 'Standard', cost: 5_000, etaHours: 24 }]),
    done('chooseShipping', cart),
    done('loadPaymentOptions', [
      {
        code: 'bank_transfer',
        kind: 'BANK_TRANSFER',
        name: 'bank',
        minimum: null,
        available: true,
        banks: [],
      },
      { code: 'card', kind: 'CARD', name: 'card', minimum: null, available: true, banks: [] },
    ]),
    done('placeOrder', {
      order: placed(),
      payment: method === 'card' ? payments.card : payments.bank_transfer,
    }),
    done('startPayment', retryPayment),
  );
  return events;
}

const visible = async (page: Page, role: Parameters<Page['getByRole']>[0], name: string) =>
  (await page.getByRole(role, { name, exact: true }).count()) > 0;
const alerts = async (page: Page) => (await page.getByRole('alert').allTextContents()).join(' | ');
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Захиалгын алхам' }).locator('[aria-current="step"]').textContent();
const statusText = async (page: Page) =>
  (await page.getByRole('status').filter({ hasText: 'Төлөв:' }).allTextContents()).join(' ');

/** Each problem the walk holds is on the page, in Mongolian, and marks its field. */
async function expectProblems(page: Page, problems: FieldProblems): Promise<void> {
  const codes = Object.entries(problems).map(([field, problem]) => [field, problem?.code ?? ''] as const);
  const shown = page.locator('.field__error');
  await eventually(async () => (await shown.count()) === codes.length, `${codes.length} problem(s) shown`);
  for (const [field, code] of codes) {
    const text = PROBLEM_TEXT[code];
    if (!text) throw new Error(`no Mongolian text known for ${code}: add it to PROBLEM_TEXT`);
    await eventually(async () => (await alerts(page)).includes(text), `the message "${text}"`);
    const label = FIELD_LABEL[field as keyof FieldProblems];
    if (label) {
      const input = page.getByLabel(label, { exact: true });
      await eventually(async () => (await input.getAttribute('aria-invalid')) === 'true', `${label} marked`);
    }
  }
}

async function expectStep(page: Page, step: string): Promise<void> {
  await eventually(async () => (await currentStep(page)) === step, `the "${step}" step`);
}

/** The confirmation: its heading with the order number, its live status, the amount still due. */
async function expectConfirmation(page: Page, status: string, notes: Record<string, string>): Promise<void> {
  await eventually(async () => (await orderNumberShown(page)) !== null, 'the heading "Захиалга <number>"');
  notes.order = (await orderNumberShown(page)) ?? '';
  await eventually(async () => (await statusText(page)) === status, `"${status}"`, 15_000);
}

async function expectState(page: Page, state: AnyMachineSnapshot, notes: Record<string, string>) {
  const method: string | null = state.context.method;
  if (state.matches({ address: 'editing' })) {
    await expectStep(page, 'Хүргэлт');
    await eventually(() => visible(page, 'button', 'Үргэлжлүүлэх'), 'the address form');
  } else if (state.matches({ address: 'choosingShipping' })) {
    await eventually(() => visible(page, 'heading', 'Хүргэлтийн төрөл'), 'the shipping choice');
    const standard = page.getByRole('button', { name: /^Энгийн хүргэлт/ });
    await eventually(async () => (await standard.isEnabled().catch(() => false)) === true, 'a shipping rate');
  } else if (state.matches({ payment: { step: 'choosing' } })) {
    await expectStep(page, 'Төлбөр');
    await eventually(() => visible(page, 'group', 'Төлбөрийн хэлбэр'), 'the payment methods');
    // The item as added, and a due amount that the confirmation must ask for again.
    await eventually(
      async () => (await summaryAmount(page, 'Бараа')) === Number(notes.price),
      'the item price',
    );
    notes.due = String(await summaryAmount(page, 'Төлөх дүн'));
    if (!(Number(notes.due) >= Number(notes.price)))
      throw new Error(`due ${notes.due} < price ${notes.price}`);
    if (method) {
      const radio = page.getByRole('radio', { name: METHOD_NAMES[method] ?? method, exact: true });
      await eventually(() => radio.isChecked(), `${method} chosen`);
    }
  } else if (state.matches({ confirmation: { awaitingPayment: 'bankTransfer' } })) {
    await expectConfirmation(page, PENDING, notes);
    const transfer = page.getByText(/-г доорх дансанд шилжүүлж/);
    await eventually(async () => (await transfer.count()) === 1, 'the transfer instructions');
    if (amountIn(await transfer.textContent()) !== Number(notes.due))
      throw new Error(
        `the transfer asks for ${await transfer.textContent()}, the summary showed ${notes.due}`,
      );
    const reference = await page.locator('dt:text-is("Гүйлгээний утга") + dd').textContent();
    if (reference !== notes.order)
      throw new Error(`the reference is "${reference}", not the order ${notes.order}`);
    // Marks this document: the paid status must arrive in it, not in a reloaded page.
    await page.evaluate(() => Object.assign(window, { checkoutFlowDocument: true }));
  } else if (state.matches({ confirmation: { awaitingPayment: { card: 'entering' } } })) {
    await expectConfirmation(page, PENDING, notes);
    const pay = page.getByRole('button', { name: /төлөх$/ });
    await eventually(async () => (await pay.isEnabled().catch(() => false)) === true, 'the card form');
    if (amountIn(await pay.textContent()) !== Number(notes.due))
      throw new Error(`the card button says "${await pay.textContent()}", the summary showed ${notes.due}`);
    if (await visible(page, 'heading', 'Төлбөр амжилтгүй боллоо')) throw new Error('the failure still shows');
  } else if (state.matches({ confirmation: 'failed' })) {
    await expectConfirmation(page, 'Төлөв: Төлбөр амжилтгүй', notes);
    await eventually(() => visible(page, 'heading', 'Төлбөр амжилтгүй боллоо'), 'the failure heading');
    const reason = PROBLEM_TEXT[state.context.payment?.failureCode ?? ''] ?? '?';
    await eventually(async () => (await page.getByText(reason, { exact: true }).count()) === 1, reason);
  } else if (state.matches({ confirmation: 'paid' })) {
    await expectConfirmation(page, 'Төлөв: Төлбөр төлөгдсөн', notes);
    await eventually(
      async () => (await page.getByText('Төлбөр төлөгдлөө. Захиалга өгсөнд баярлалаа!').count()) === 1,
      'the thanks',
    );
    await eventually(async () => (await summaryAmount(page, 'Төлөх дүн')) === 0, 'nothing left to pay');
    if (new URL(page.url()).pathname !== `/checkout/${notes.order}`)
      throw new Error(`left for ${page.url()}`);
    if (method === 'bank_transfer' && !(await page.evaluate(() => 'checkoutFlowDocument' in window)))
      throw new Error('the page reloaded: the paid status did not arrive live');
  } else {
    throw new Error(`the checkout flow has no expectation for ${JSON.stringify(state.value)}`);
  }
  await expectProblems(page, state.context.fieldProblems);
}

/** Fills the whole address step as a shopper would, the address line from the event's form. */
async function fillAddress(page: Page, form: CheckoutForm): Promise<void> {
  await page.getByLabel('Хот, аймаг').selectOption({ index: 1 });
  const district = page.getByLabel('Дүүрэг, сум');
  if ((await district.evaluate((element) => element.tagName)) === 'SELECT')
    await district.selectOption({ index: 1 });
  else await district.fill('Төв сум');
  await page.getByLabel('Хаяг', { exact: true }).fill(form.address.address);
  await page.getByLabel('Хүлээн авагчийн нэр').fill(form.receiverName);
  await page.getByLabel('Хүлээн авагчийн утас').fill(form.receiverPhone);
  await page.getByLabel('Хүргэлтийн цаг').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
}

async function payByCard(page: Page, given: ReturnType<typeof card>): Promise<void> {
  await page.getByLabel('Картын дугаар').fill(given.cardNumber);
  await page.getByLabel('Дуусах хугацаа (СС/ЖЖ)').fill(given.expiry);
  await page.getByLabel('CVC').fill(given.cvc);
  await page.getByRole('button', { name: /төлөх$/ }).click();
}

/**
 * Checkout for a guest with one item in the cart: a vague address refused then made precise, the
 * shipping step and back, "Place order" without a method refused, the payment step and back; a bank
 * transfer paid on the sandbox's page while the confirmation turns to paid live; a malformed card,
 * a declined one, then a good one after "try another card".
 */
export const checkoutFlow: BrowserFlow = {
  model: {
    ...checkoutModel,
    describeEvent: (event) =>
      event.type === 'SUBMIT_DETAILS' && event.form === vagueForm
        ? `sends the address "${vagueForm.address.address}" (no building or apartment)`
        : checkoutModel.describeEvent(event),
  },
  scenarios: { 'cart with one item': { order: cart } },
  events: checkoutEvents,
  open: async (page, { serverUrl, notes }) => {
    await page.goto(`${serverUrl}/cart`);
    notes.price = String((await addOneItem(page)).price);
    await page.goto(`${serverUrl}/checkout`);
  },
  perform: {
    SUBMIT_DETAILS: (page, event) => fillAddress(page, event.form),
    CHOOSE_SHIPPING: (page) => page.getByRole('button', { name: /^Энгийн хүргэлт/ }).click(),
    EDIT_ADDRESS: (page) => page.getByRole('button', { name: 'Хаягаа өөрчлөх' }).click(),
    BACK: (page) => page.getByRole('button', { name: 'Хүргэлт рүү буцах' }).click(),
    SELECT_METHOD: (page, event) =>
      page.getByRole('radio', { name: METHOD_NAMES[event.code], exact: true }).check(),
    PLACE: (page) => page.getByRole('button', { name: 'Захиалга өгөх' }).click(),
    PAY_CARD: (page, event) => payByCard(page, event.card),
    TRY_AGAIN: (page) => page.getByRole('button', { name: 'Өөр картаар оролдох' }).click(),
    // The bank's confirmation: the sandbox's pay page, in a second tab; the subscription does the rest.
    ORDER_UPDATED: (page, _event, { serverUrl, notes }) =>
      payOnSandboxPage(page, serverUrl, notes.order ?? ''),
  },
  expect: async (page, state, { notes }) => {
    if (state.hasTag('busy')) return; // a server call in flight: the next step shows its answer
    await expectState(page, state, notes);
  },
};
