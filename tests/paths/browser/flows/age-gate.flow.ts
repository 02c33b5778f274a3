import type { Page } from 'playwright-core';
import { AGE_COOKIE, AGE_REFUSED_COOKIE } from '../../../../web/src/brand/age-cookie.ts';
import { ageGateModel } from '../../models/age-gate.model.ts';
import { type BrowserFlow, eventually } from '../flow.ts';

const QUESTION = 'Та 21 нас хүрсэн үү?';
const REFUSAL = 'Үнэнээ хэлсэнд баярлалаа';

const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name);
/** The whole site but the dialog is inert (no focus, no clicks) while the gate is closed. */
const siteInert = (page: Page) =>
  page
    .locator('.age-gate-site[inert]')
    .count()
    .then((count) => count === 1);
/** The dialog named `name` is shown and holds the focus. */
const dialogWithFocus = (page: Page, name: string) =>
  page
    .getByRole('dialog', { name })
    .evaluate((dialog) => dialog.contains(document.activeElement))
    .catch(() => false);

/** The age gate over the home page, for a first-time visitor (the gate is on every page). */
export const ageGateFlow: BrowserFlow = {
  model: ageGateModel,
  scenarios: { 'first visit': { remembered: false } },
  events: () => [{ type: 'CONFIRM_ADULT' }, { type: 'DECLINE' }],
  open: async (page, { serverUrl }) => {
    // a first visit: without the yes the test contexts are given by default
    await page.context().clearCookies({ name: AGE_COOKIE });
    await page.goto(`${serverUrl}/`);
  },
  perform: {
    CONFIRM_ADULT: (page) => page.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }).click(),
    DECLINE: (page) => page.getByRole('button', { name: 'Үгүй, би 21 хүрээгүй' }).click(),
  },
  expect: async (page, state) => {
    if (state.matches('asking')) {
      await eventually(() => dialogWithFocus(page, QUESTION), 'the age question, focused');
      if (!(await siteInert(page))) throw new Error('the site under the question is not inert');
    } else if (state.matches('refused')) {
      await eventually(() => dialogWithFocus(page, REFUSAL), 'the polite refusal, focused');
      if (!(await siteInert(page))) throw new Error('the site under the refusal is not inert');
      const cookies = await cookieNames(page);
      if (cookies.includes(AGE_COOKIE)) throw new Error('a no was remembered as a yes');
      if (!cookies.includes(AGE_REFUSED_COOKIE)) throw new Error('the no was not remembered for the session');
    } else {
      await eventually(
        async () => (await page.locator('#age-gate-title').count()) === 0 && !(await siteInert(page)),
        'the open, usable home page',
      );
      if (!(await cookieNames(page)).includes(AGE_COOKIE)) throw new Error('the yes was not remembered');
    }
  },
};
