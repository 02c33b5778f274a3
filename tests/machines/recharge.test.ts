import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  amountProblem,
  parseAmount,
  type RechargeView,
  rechargeMachine,
  selectPayView,
} from '../../machines/recharge.ts';
import { rechargeModel } from '../paths/models/recharge.model.ts';
import { describeModel } from '../paths/vitest.ts';

// Every transition of the recharge walk, replayed on a real actor (tests/paths/models/recharge.model.ts).
describeModel(rechargeModel);

const limits = { min: 1_000, max: 2_000_000 };
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const view = (state: RechargeView['state'], qr = true): RechargeView => ({
  id: 'rch_1',
  amount: 50_000,
  state,
  failureCode: null,
  payment: {
    id: 'pay_1',
    state: state === 'PAID' ? 'CAPTURED' : 'PENDING',
    failureCode: null,
    qr: qr ? { svg: '<svg/>', payUrl: '/sandbox/pay/pay_1' } : null,
    redirectUrl: null,
    bankAccount: null,
  },
});

describe('recharge amount', () => {
  it.each([
    ['50 000', 50_000],
    ['50,000', 50_000],
    ['1500.5', null],
    ['1500.50', null],
    ['abc', null],
    ['', null],
    ['-100', -100],
  ])('"%s" reads as %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each([
    ['0', 'RECHARGE_BELOW_MINIMUM'],
    ['-5000', 'RECHARGE_BELOW_MINIMUM'],
    ['999', 'RECHARGE_BELOW_MINIMUM'],
    ['2000001', 'RECHARGE_ABOVE_MAXIMUM'],
    ['12.5', 'RECHARGE_AMOUNT_INVALID'],
    ['1000', null],
    ['2000000', null],
  ])('"%s" → %s', (amountText, problem) => {
    expect(amountProblem({ amountText, ...limits })).toBe(problem);
  });

  it('a refused amount never reaches the server', () => {
    let calls = 0;
    const machine = rechargeMachine.provide({
      actors: {
        startRecharge: fromPromise(async () => {
          calls += 1;
          return view('REQUESTED');
        }),
      },
    });
    const actor = createActor(machine, { input: limits }).start();
    actor.send({ type: 'AMOUNT.CHANGE', value: '0' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('amount');
    expect(actor.getSnapshot().context.amountError).toBe('RECHARGE_BELOW_MINIMUM');
    expect(calls).toBe(0);
  });
});

describe('paying a recharge', () => {
  it('shows the QR, polls every 2 s and ends credited when the server says PAID', async () => {
    const clock = new SimulatedClock();
    const answers = [view('REQUESTED'), view('PAID')];
    const machine = rechargeMachine.provide({
      actors: {
        startRecharge: fromPromise(async () => view('REQUESTED')),
        fetchRecharge: fromPromise(async () => answers.shift()!),
      },
    });
    const actor = createActor(machine, { input: limits, clock }).start();
    actor.send({ type: 'AMOUNT.CHANGE', value: '50000' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(selectPayView(actor.getSnapshot())).toBe('qr');
    clock.increment(2_000);
    await settle();
    expect(actor.getSnapshot().matches({ paying: 'waiting' })).toBe(true);
    clock.increment(2_000);
    await settle();
    expect(actor.getSnapshot().value).toBe('credited');
  });

  it('a card is charged in place; a declined card ends failed', async () => {
    const machine = rechargeMachine.provide({
      actors: {
        startRecharge: fromPromise(async () => view('REQUESTED', false)),
        payByCard: fromPromise(
          async (): Promise<RechargeView> => ({ ...view('FAILED', false), failureCode: 'PAYMENT_DECLINED' }),
        ),
      },
    });
    const actor = createActor(machine, { input: limits }).start();
    actor.send({ type: 'METHOD.CHANGE', method: 'card' });
    actor.send({ type: 'AMOUNT.CHANGE', value: '50000' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(selectPayView(actor.getSnapshot())).toBe('card');
    actor.send({ type: 'CARD.SUBMIT', card: { number: '4000000000000002', expiry: '12/30', cvc: '123' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'AGAIN' });
    expect(actor.getSnapshot().context).toMatchObject({ recharge: null, amountText: '' });
  });
});
