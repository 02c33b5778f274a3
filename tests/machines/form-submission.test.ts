import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type FormRefusal,
  type FormSubmissionInput,
  type FormSubmissionMachineInput,
  formSubmissionMachine,
  selectIsSubmitting,
} from '../../machines/form-submission.ts';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A submit actor the test answers by hand, one call at a time. */
function serverByHand() {
  const calls: FormSubmissionInput[] = [];
  const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const submit = vi.fn(
    ({ input }: { input: FormSubmissionInput }) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push(input);
        answers.push({ resolve, reject });
      }),
  );
  const answer = async (value: unknown) => {
    answers.shift()?.resolve(value);
    await settle();
  };
  const refuse = async (error: unknown) => {
    answers.shift()?.reject(error);
    await settle();
  };
  return { calls, submit, answer, refuse };
}

function start(input: FormSubmissionMachineInput = {}) {
  const server = serverByHand();
  const machine = formSubmissionMachine.provide({ actors: { submit: fromPromise(server.submit) } });
  const actor = createActor(machine, { input }).start();
  return { actor, server };
}

const taken: FormRefusal = { fieldErrors: { email: ['taken'] }, failure: null };

describe('form submission', () => {
  it('sends the values, is busy meanwhile, and is back to editing with nothing to show after success', async () => {
    const { actor, server } = start();
    actor.send({ type: 'SUBMIT', values: { firstName: 'Бат' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(server.calls).toEqual([{ values: { firstName: 'Бат' }, subject: null }]);

    await server.answer({ saved: true });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, failure: null });
  });

  it('shows field reasons of a refusal, without a form-level failure, and clears them on the next success', async () => {
    const { actor, server } = start();
    actor.send({ type: 'SUBMIT', values: { email: 'bat@example.mn' } });
    await server.refuse(taken);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { email: ['taken'] }, failure: null });

    // The reasons stay while the retry is with the server, then go with its success.
    actor.send({ type: 'SUBMIT', values: { email: 'bat2@example.mn' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['taken'] });
    await server.answer(true);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, failure: null });
  });

  it('a coded failure is shown for the whole form; anything else thrown reads as INTERNAL', async () => {
    const { actor, server } = start();
    actor.send({ type: 'SUBMIT' });
    await server.refuse({ fieldErrors: {}, failure: 'NETWORK' });
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, failure: 'NETWORK' });

    actor.send({ type: 'SUBMIT' });
    await server.refuse(new Error('boom'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, failure: 'INTERNAL' });
  });

  it('ignores a second submit while the first is with the server', async () => {
    const { actor, server } = start();
    actor.send({ type: 'SUBMIT', values: 1 });
    actor.send({ type: 'SUBMIT', values: 2 });
    actor.send({ type: 'ASK_TO_CONFIRM', subject: 'card_1' });
    expect(server.submit).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([{ values: 1, subject: null }]);
    await server.answer(true);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  describe('confirming a question first ("Remove this card?")', () => {
    it('cancelled: nothing is sent and the form is back to editing', () => {
      const { actor, server } = start();
      actor.send({ type: 'ASK_TO_CONFIRM', subject: 'card_1' });
      expect(actor.getSnapshot().matches({ confirming: 'asking' })).toBe(true);
      expect(actor.getSnapshot().context.subject).toBe('card_1');

      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.subject).toBeNull();
      expect(server.submit).not.toHaveBeenCalled();
    });

    it('confirmed: the call gets the subject; a second confirm or a cancel meanwhile is ignored', async () => {
      const { actor, server } = start();
      actor.send({ type: 'ASK_TO_CONFIRM', subject: 'card_1' });
      actor.send({ type: 'CONFIRM' });
      expect(actor.getSnapshot().matches({ confirming: 'submitting' })).toBe(true);
      actor.send({ type: 'CONFIRM' });
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().matches({ confirming: 'submitting' })).toBe(true);
      expect(server.calls).toEqual([{ values: undefined, subject: 'card_1' }]);

      await server.answer(true);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.subject).toBeNull();
    });

    it('refused: the question closes and the failure is shown', async () => {
      const { actor, server } = start();
      actor.send({ type: 'ASK_TO_CONFIRM', subject: 'card_1' });
      actor.send({ type: 'CONFIRM' });
      await server.refuse({ fieldErrors: {}, failure: 'CARD_NOT_FOUND' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({ failure: 'CARD_NOT_FOUND', subject: null });
    });
  });

  describe('a second step the first answer opens (the phone change code)', () => {
    const challenge = { challengeId: 'ch_1', phone: '99112233' };

    it('the sent code opens the confirming step; a wrong code keeps it; the right one ends it', async () => {
      const { actor, server } = start({ confirmsAfterSubmit: true });
      actor.send({ type: 'SUBMIT', values: '99112233' });
      await server.answer(challenge);
      expect(actor.getSnapshot().matches({ confirming: 'asking' })).toBe(true);
      expect(actor.getSnapshot().context.subject).toEqual(challenge);

      actor.send({ type: 'CONFIRM', values: '000000' });
      expect(server.calls.at(-1)).toEqual({ values: '000000', subject: challenge });
      await server.refuse({ fieldErrors: {}, failure: 'OTP_INVALID' });
      expect(actor.getSnapshot().matches({ confirming: 'asking' })).toBe(true);
      expect(actor.getSnapshot().context.failure).toBe('OTP_INVALID');

      actor.send({ type: 'CONFIRM', values: '123456' });
      await server.answer({ phone: '99112233' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({ failure: null, subject: null });
    });

    it('a refused number stays on the first step; cancelling the code step goes back to it', async () => {
      const { actor, server } = start({ confirmsAfterSubmit: true });
      actor.send({ type: 'SUBMIT', values: '1' });
      await server.refuse({ fieldErrors: { phone: ['invalid'] }, failure: null });
      expect(actor.getSnapshot().value).toBe('editing');

      actor.send({ type: 'SUBMIT', values: '99112233' });
      await server.answer(challenge);
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.subject).toBeNull();
    });
  });
});
