import { AGE_COOKIE } from '../../../../web/src/brand/age-cookie.ts';
import { BRAND_HREF } from '../../../../web/src/brand/links.ts';
import { ageGateModel } from '../../models/age-gate.model.ts';
import { type BrowserFlow, eventually } from '../flow.ts';

/** The age gate on the brand microsite, for a first-time visitor. */
export const ageGateFlow: BrowserFlow = {
  model: ageGateModel,
  scenarios: { 'first visit': { remembered: false } },
  events: () => [{ type: 'CONFIRM_ADULT' }, { type: 'DECLINE' }],
  open: async (page, { serverUrl }) => {
    await page.goto(`${serverUrl}${BRAND_HREF}`);
  },
  perform: {
    CONFIRM_ADULT: (page) => page.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }).click(),
    DECLINE: (page) => page.getByRole('button', { name: 'Үгүй, би 21 хүрээгүй' }).click(),
  },
  expect: async (page, state) => {
    const heading = () => page.locator('#age-gate-title').textContent();
    if (state.matches('asking')) {
      await eventually(async () => (await heading()) === 'Та 21 нас хүрсэн үү?', 'the age question');
    } else if (state.matches('refused')) {
      await eventually(async () => (await heading()) === 'Үнэнээ хэлсэнд баярлалаа', 'the polite refusal');
    } else {
      await eventually(
        async () => (await page.locator('#age-gate-title').count()) === 0,
        'the open brand page',
      );
      const cookies = await page.context().cookies();
      if (!cookies.some((cookie) => cookie.name === AGE_COOKIE))
        throw new Error('the yes was not remembered');
    }
  },
};
