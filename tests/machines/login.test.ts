import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../machines/login.ts';
import { loginModel } from '../paths/models/login.model.ts';
import { describeModel } from '../paths/vitest.ts';

/**
 * Model-based paths over the login machine: @xstate/graph walks it with representative shopper
 * events and server answers (tests/paths/models/login.model.ts), each path is replayed on a real
 * actor with test server calls and a simulated clock, and the paths must cover every state and
 * transition.
 */
const paths = describeModel(loginModel);

describe('login machine', () => {
  it('has enough generated paths to reach every step', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it('exports for the Stately editor with every action and guard named', () => {
    const json = JSON.stringify(loginMachine.toJSON());
    // An inline assign would serialise as null (STACK.md trap).
    expect(json).not.toMatch(/"(actions|entry|exit)":\[[^\]]*null/);
    for (const name of ['showFailure', 'saveChallenge', 'loginValid', 'passwordsDiffer', 'challengeGone']) {
      expect(json).toContain(name);
    }
  });
});
