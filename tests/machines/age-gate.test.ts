import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ageGateMachine, selectIsAsking, selectIsOpen, selectIsRefused } from '../../machines/age-gate.ts';
import { ageGateModel } from '../paths/models/age-gate.model.ts';
import { describeModel } from '../paths/vitest.ts';

// Every shortest and simple path, from a first visit and a remembered one, replayed on a real actor
// (tests/paths/models/age-gate.model.ts holds the events, the checks and the plan's wording).
describeModel(ageGateModel);

describe('age gate answers', () => {
  it('asks a first-time visitor and keeps the site closed after a no, whatever comes next', () => {
    const actor = createActor(ageGateMachine, { input: { remembered: false } }).start();
    expect(selectIsAsking(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'DECLINE' });
    actor.send({ type: 'CONFIRM_ADULT' });
    expect(selectIsRefused(actor.getSnapshot())).toBe(true);
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('opens at once for a visitor who said yes before', () => {
    const actor = createActor(ageGateMachine, { input: { remembered: true } }).start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
  });

  it('shows the refusal at once to a visitor who said no earlier in this session, and a yes is never asked', () => {
    const actor = createActor(ageGateMachine, {
      input: { remembered: false, refusedThisSession: true },
    }).start();
    expect(selectIsRefused(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CONFIRM_ADULT' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  it('a lasting yes outweighs a no from this session (the adult answered yes before)', () => {
    const actor = createActor(ageGateMachine, {
      input: { remembered: true, refusedThisSession: true },
    }).start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
  });

  it('exports its named actions for the Stately editor', () => {
    const json = JSON.stringify(ageGateMachine.toJSON());
    expect(json).toContain('rememberAdult');
    expect(json).toContain('rememberRefusal');
  });
});
