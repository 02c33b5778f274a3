import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { parseIdentifier } from '../accounts/identifier.ts';
import type { Outbox } from '../accounts/outbox.ts';
import { hit } from '../accounts/rate-limit.ts';
import { linesOf, textOf } from './sanitize.ts';

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

export interface ContactInput {
  name: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
}

export interface ContactFormDto {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: string;
}

/**
 * `POST /contact_forms` (spec §7): kept for staff, acknowledged by e-mail through the outbox, at most
 * 5 an hour from one address or visitor. Every field is checked before anything is written.
 */
export class ContactForms {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async submit(
    input: ContactInput,
    sender: { userId?: number | undefined; ip: string },
  ): Promise<{ id: number }> {
    const errors: Record<string, string[]> = {};
    const name = textOf(input.name);
    const subject = textOf(input.subject);
    const message = linesOf(input.message);
    const email = parseIdentifier(input.email);
    const phone = input.phone?.replace(/[\s-]/g, '') || null;
    if (!name) errors.name = ['blank'];
    else if (name.length > CONTACT_LIMITS.name) errors.name = ['too_long'];
    if (email?.kind !== 'email') errors.email = ['invalid'];
    if (phone !== null && !/^[0-9]{8}$/.test(phone)) errors.phone = ['invalid'];
    if (!subject) errors.subject = ['blank'];
    else if (subject.length > CONTACT_LIMITS.subject) errors.subject = ['too_long'];
    if (!message) errors.message = ['blank'];
    else if (message.length > CONTACT_LIMITS.message) errors.message = ['too_long'];
    if (Object.keys(errors).length > 0 || email?.kind !== 'email') {
      throw new ShopError('CONTACT_FORM_INVALID', undefined, errors);
    }
    const now = this.clock.now();
    const { id, messageId } = await this.db.transaction(async (tx) => {
      await hit(tx, this.clock, [
        { key: `contact:email:${email.value}`, max: 5, windowSeconds: 3600 },
        { key: `contact:ip:${sender.ip}`, max: 5, windowSeconds: 3600 },
      ]);
      const { rows } = await tx.query<{ id: number }>(
        `insert into contact_forms (user_id, name, email, phone, subject, message, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [sender.userId ?? null, name, email.value, phone, subject, message, now],
      );
      const formId = (rows[0] as { id: number }).id;
      const queued = await this.outbox.enqueue(tx, {
        channel: 'email',
        recipient: email.value,
        subject: `Shoppy: таны хүсэлт #${formId} хүлээн авлаа / we received your message`,
        body: `Сайн байна уу, ${name}. Таны "${subject}" хүсэлтийг хүлээн авлаа, удахгүй хариулна.\nWe received your message "${subject}" and will answer soon.`,
      });
      return { id: formId, messageId: queued };
    });
    await this.outbox.deliver(messageId);
    return { id };
  }

  async latest(page: number, perPage: number): Promise<{ items: ContactFormDto[]; total: number }> {
    const { rows: count } = await this.db.query<{ n: number }>(
      'select count(*)::int as n from contact_forms',
    );
    const { rows } = await this.db.query<ContactFormDto & { created_at: Date }>(
      `select id, user_id, name, email, phone, subject, message, created_at from contact_forms
       order by id desc limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    return {
      items: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
      total: count[0]?.n ?? 0,
    };
  }
}
