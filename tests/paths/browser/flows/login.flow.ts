import type { Page } from 'playwright-core';
import type { AnyEventObject } from 'xstate';
import { loginModel } from '../../models/login.model.ts';
import { type BrowserFlow, eventually } from '../flow.ts';

const challenge = { id: 'c-1', channel: 'SMS', resendIn: 60 };
const phoneOf = (unique: string) => `99${unique}`;
const alertText = async (page: Page) => (await page.getByRole('alert').allTextContents()).join(' ');

/** The latest code sent to `recipient`, read from /dev/outbox in a tab of its own (as a demo shopper would). */
async function codeFromOutbox(page: Page, serverUrl: string, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${serverUrl}/dev/outbox`);
    const row = outbox.locator('tr', { has: outbox.locator('td.recipient', { hasText: recipient }) }).first();
    const code = /(\d{6})/.exec((await row.locator('td.body').textContent()) ?? '')?.[1];
    if (!code) throw new Error(`no code for ${recipient} in the outbox`);
    return code;
  } finally {
    await outbox.close();
  }
}

/**
 * Sign-up by phone on /login: a mistyped number, the code from the outbox (after a malformed one), a
 * new password typed twice (first differently). Each path signs up a phone number of its own.
 */
export const loginFlow: BrowserFlow = {
  model: loginModel,
  scenarios: { 'login page': {} },
  events: (): AnyEventObject[] => [
    { type: 'SUBMIT_LOGIN', login: '12' },
    { type: 'SUBMIT_LOGIN', login: '9911 2233' },
    { type: 'xstate.done.actor.requestCode', output: challenge },
    { type: 'SUBMIT_CODE', code: '12a' },
    { type: 'SUBMIT_CODE', code: '123456' },
    { type: 'xstate.done.actor.verifyCode', output: { account: null, passwordTicket: 't-1' } },
    { type: 'SUBMIT_NEW_PASSWORD', password: 'secret-pass', confirmation: 'other-pass' },
    { type: 'SUBMIT_NEW_PASSWORD', password: 'secret-pass', confirmation: 'secret-pass' },
    { type: 'xstate.done.actor.setPassword', output: { id: '7' } },
  ],
  open: async (page, { serverUrl }) => {
    await page.goto(`${serverUrl}/login`);
  },
  perform: {
    SUBMIT_LOGIN: async (page, event, { unique }) => {
      const valid = event.login !== '12';
      await page.getByLabel('Утасны дугаар эсвэл и-мэйл').fill(valid ? phoneOf(unique) : event.login);
      await page.getByRole('button', { name: 'Код илгээх' }).click();
    },
    SUBMIT_CODE: async (page, event, { serverUrl, unique }) => {
      const code =
        event.code === '123456' ? await codeFromOutbox(page, serverUrl, phoneOf(unique)) : event.code;
      await page.getByLabel('Код').fill(code);
      await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
    },
    SUBMIT_NEW_PASSWORD: async (page, event) => {
      await page.getByLabel('Шинэ нууц үг').fill(`my ${event.password}`);
      await page.getByLabel('Нууц үгээ давтана уу').fill(`my ${event.confirmation}`);
      await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
    },
  },
  expect: async (page, state) => {
    if (state.hasTag('busy')) return; // a server call in flight: the next step shows its answer
    const error = state.context.error as string | null;
    const shows = async (label: string) => (await page.getByLabel(label, { exact: true }).count()) > 0;
    if (state.matches('identifier'))
      await eventually(() => shows('Утасны дугаар эсвэл и-мэйл'), 'the phone step');
    if (state.matches('code')) await eventually(() => shows('Код'), 'the code step');
    if (state.matches('newPassword')) await eventually(() => shows('Шинэ нууц үг'), 'the new password step');
    if (state.matches('loggedIn'))
      await eventually(
        async () => (await page.getByRole('link', { name: 'Миний бүртгэл' }).count()) > 0,
        'logged in',
      );
    const message = {
      INVALID_LOGIN: '8 оронтой',
      CODE_FORMAT: 'Код 6 оронтой.',
      PASSWORD_MISMATCH: 'Нууц үг таарахгүй байна.',
    }[error ?? ''];
    if (message)
      await eventually(async () => (await alertText(page)).includes(message), `the message "${message}"`);
  },
};
