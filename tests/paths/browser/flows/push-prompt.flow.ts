import type { Page } from 'playwright-core';
import { pushPromptModel } from '../../models/push-prompt.model.ts';
import { type BrowserFlow, eventually } from '../flow.ts';

const DELAY = 'xstate.after.promptDelay.pushPrompt.waiting';
const prompt = (page: Page) => page.getByRole('region', { name: 'Захиалгын мэдэгдэл авах' });
const storedChoice = async (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('shop.state') ?? '{}')?.state?.push?.choice ?? null);

/**
 * The push prompt for a new visitor, on the page's own clock (installed before the page loads, so
 * the 10 s pass at once). Chromium here has no push service, so accepting is driven with the
 * permission denied: the failure path. A granted subscription end to end is tests/e2e/push.test.ts.
 */
export const pushPromptFlow: BrowserFlow = {
  model: pushPromptModel,
  scenarios: { 'new visitor': { remembered: undefined, supported: true } },
  events: () => [
    { type: DELAY },
    { type: 'ACCEPT' },
    { type: 'DECLINE' },
    { type: 'xstate.error.actor.subscribe', error: new Error('permission denied') },
  ],
  open: async (page, { serverUrl }) => {
    await page.addInitScript(() => {
      Notification.requestPermission = async () => 'denied';
    });
    await page.clock.install();
    await page.goto(`${serverUrl}/products`);
  },
  perform: {
    // Hydration starts the 10 s; a second at a time until the prompt is there.
    [DELAY]: async (page) => {
      for (let second = 0; second < 30 && (await prompt(page).count()) === 0; second += 1) {
        await page.clock.fastForward(1_000);
      }
    },
    ACCEPT: (page) => prompt(page).getByRole('button', { name: 'Мэдэгдэл асаах' }).click(),
    DECLINE: (page) => prompt(page).getByRole('button', { name: 'Үгүй, баярлалаа' }).click(),
  },
  expect: async (page, state) => {
    if (state.matches('prompting')) {
      await eventually(async () => (await prompt(page).count()) === 1, 'the push prompt');
    } else if (state.matches('waiting')) {
      if ((await prompt(page).count()) !== 0) throw new Error('the prompt showed before 10 s');
    } else if (state.matches('optedOut')) {
      await eventually(async () => (await prompt(page).count()) === 0, 'no prompt');
      await eventually(async () => (await storedChoice(page)) === 'opted-out', 'the opt-out remembered');
    }
    // `subscribing` lasts as long as the (denied) permission request: too short to look at.
  },
};
