import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { StaffRole } from '../../server/commerce/staff/auth.ts';
import type { StartedServer } from '../support/server-process.ts';

export interface StaffMember {
  email: string;
  name: string;
  password: string;
}

/**
 * The back office's people in a browser story: a staff user made as an operator makes one (with the
 * development STAFF_TOKEN from the data dir's secrets), and their login: password, then the code the
 * development outbox shows.
 */
export function staffSteps(server: () => StartedServer) {
  async function createStaff(member: StaffMember, roles: readonly StaffRole[]): Promise<void> {
    const { staffToken } = JSON.parse(await readFile(join(server().dataDir, 'secrets.json'), 'utf8')) as {
      staffToken: string;
    };
    const response = await fetch(`${server().url}/api/back_office/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...member, roles }),
    });
    if (response.status !== 201) throw new Error(`staff user: ${response.status} ${await response.text()}`);
  }

  /** The latest six-digit code sent to `recipient`, as the development outbox lists it. */
  async function latestCode(page: Page, recipient: string): Promise<string> {
    const outbox = await page.context().newPage();
    try {
      await outbox.goto(`${server().url}/dev/outbox`);
      const row = outbox
        .locator('tr', { has: outbox.locator('td.recipient', { hasText: recipient }) })
        .first();
      return /(\d{6})/.exec((await row.locator('td.body').textContent()) ?? '')?.[1] ?? '';
    } finally {
      await outbox.close();
    }
  }

  /** On the staff login form: password, then the e-mailed code (a wrong password first if asked). */
  async function staffLogsIn(page: Page, member: StaffMember, wrongFirst = false): Promise<void> {
    await page.getByLabel('И-мэйл').fill(member.email);
    if (wrongFirst) {
      await page.getByLabel('Нууц үг').fill('wrong password');
      await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
      await page.getByRole('alert').waitFor();
    }
    await page.getByLabel('Нууц үг').fill(member.password);
    await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    // the code step shows once the code is in the outbox; reading the outbox before could miss it
    const codeField = page.getByLabel('И-мэйлээр ирсэн код');
    await codeField.waitFor();
    await codeField.fill(await latestCode(page, member.email));
    await page.getByRole('button', { name: 'Нэвтрэх' }).click();
  }

  return { createStaff, latestCode, staffLogsIn };
}
