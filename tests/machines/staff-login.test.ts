import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type StaffMember, selectStaffLoginStep, staffLoginMachine } from '../../machines/staff-login.ts';
import { staffLoginModel } from '../paths/models/staff-login.model.ts';
import { describeModel } from '../paths/vitest.ts';

// Every transition of the staff login walk, replayed on a real actor (tests/paths/models/staff-login.model.ts).
describeModel(staffLoginModel);

describe('staff login machine', () => {
  it('sends the trimmed e-mail and the code with its challenge, and forgets the password', async () => {
    const calls: unknown[] = [];
    const machine = staffLoginMachine.provide({
      actors: {
        checkPassword: fromPromise(async ({ input }) => {
          calls.push(input);
          return { challengeId: 'c1' };
        }),
        verifyCode: fromPromise<StaffMember, { challengeId: string; code: string }>(async ({ input }) => {
          calls.push(input);
          return { name: 'Батаа', roles: ['fulfilment'] };
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'EMAIL.CHANGE', value: ' packer@shoppy.mn ' });
    actor.send({ type: 'PASSWORD.CHANGE', value: 'secret password' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('code'));
    expect(selectStaffLoginStep(actor.getSnapshot())).toBe('code');
    actor.send({ type: 'CODE.CHANGE', value: ' 123456 ' });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(calls).toEqual([
      { email: 'packer@shoppy.mn', password: 'secret password' },
      { challengeId: 'c1', code: '123456' },
    ]);
    expect(done.context).toMatchObject({ password: '', staff: { name: 'Батаа' } });
  });
});
