import assert from 'node:assert/strict';
import { ageGateMachine, selectIsOpen } from '../../../machines/age-gate.ts';
import type { PathModel } from '../model.ts';

const steps: Record<string, string> = {
  CONFIRM_ADULT: 'confirms being 21 or older',
  DECLINE: 'says they are under 21',
};
const states: Record<string, string> = {
  deciding: 'deciding',
  asking: 'asks the age question (the whole site closed)',
  refused: 'polite refusal (the site stays closed)',
  open: 'open (the site and its vodka pages shown)',
};

/** The age gate: small and finite, so every simple path is walked too. */
export const ageGateModel: PathModel = {
  name: 'age-gate',
  title: 'age gate',
  machine: ageGateMachine,
  scenarios: {
    'first visit': { remembered: false },
    'visitor who said yes before': { remembered: true },
    'visitor who said no earlier in this session': { remembered: false, refusedThisSession: true },
  },
  events: () => [{ type: 'CONFIRM_ADULT' }, { type: 'DECLINE' }],
  simplePaths: true,
  hostActions: ['rememberAdult', 'rememberRefusal'],
  describeEvent: (event) => steps[event.type] ?? event.type,
  describeState: (snapshot) => states[snapshot.value as string] ?? String(snapshot.value),
  assertState: (actual) => {
    // Open exactly when not closed; a refusal never opens it.
    assert.equal(actual.hasTag('open'), !actual.hasTag('closed'));
    assert.equal(selectIsOpen(actual as never), actual.matches('open'));
  },
  assertPath: (path, run) => {
    // Each answer is remembered once, and only when given now (a remembered one is not stored again).
    const answers = path.steps.map((step) => step.event.type);
    const expected = [
      ...(answers.includes('CONFIRM_ADULT') ? ['rememberAdult'] : []),
      ...(answers.includes('DECLINE') ? ['rememberRefusal'] : []),
    ];
    assert.deepEqual(run.effects, expected);
  },
};
