import { REGISTER_NUMBER } from '../../../machines/checkout-checks.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { type FieldErrors, ShopError } from '../../platform/errors.ts';

/** A business buyer's organization (spec §3, §6). */
export interface Organization {
  name: string;
  registerNumber: string;
  workerCount: number | null;
  direction: string | null;
  address: string | null;
  phone: string | null;
}

export type OrganizationInput = {
  [Field in keyof Organization]?: Organization[Field] | undefined;
};

interface OrganizationRow {
  name: string;
  register_number: string;
  worker_count: number | null;
  direction: string | null;
  address: string | null;
  phone: string | null;
}

/** Mongolian 8-digit numbers: mobile or a landline with its area code. */
const PHONE = /^\d{8}$/;
const MAX_WORKERS = 1_000_000;

const toOrganization = (row: OrganizationRow): Organization => ({
  name: row.name,
  registerNumber: row.register_number,
  workerCount: row.worker_count,
  direction: row.direction,
  address: row.address,
  phone: row.phone,
});

/** The organization of an account, or null for a private buyer (a checkout's VAT receipt kind). */
export async function organizationOf(db: Sql, userId: number): Promise<Organization | null> {
  const { rows } = await db.query<OrganizationRow>('select * from organizations where user_id = $1', [
    userId,
  ]);
  return rows[0] ? toOrganization(rows[0]) : null;
}

const optionalText = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim().replace(/\s+/g, ' ') ?? '';
  return trimmed ? trimmed.slice(0, max) : null;
};

/** Every field checked before anything is written; all errors at once (field → reasons). */
function validate(input: OrganizationInput): Organization {
  const errors: FieldErrors = {};
  const name = optionalText(input.name, 200);
  if (!name) errors.name = ['blank'];
  const registerNumber = input.registerNumber?.replace(/\s+/g, '') ?? '';
  if (!registerNumber) errors.registerNumber = ['blank'];
  else if (!REGISTER_NUMBER.test(registerNumber)) errors.registerNumber = ['register_number'];
  const workerCount = input.workerCount ?? null;
  if (
    workerCount !== null &&
    (!Number.isInteger(workerCount) || workerCount < 0 || workerCount > MAX_WORKERS)
  ) {
    errors.workerCount = ['invalid'];
  }
  const phone = optionalText(input.phone, 20)?.replace(/[\s-]/g, '') ?? null;
  if (phone !== null && !PHONE.test(phone)) errors.phone = ['phone'];
  if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'Check the marked fields', errors);
  return {
    name: name as string,
    registerNumber,
    workerCount,
    direction: optionalText(input.direction, 200),
    address: optionalText(input.address, 500),
    phone,
  };
}

/** Saves (creates or replaces) the organization of the account; `remove` makes it a private buyer again. */
export class Organizations {
  constructor(
    private readonly db: Sql,
    private readonly clock: Clock,
  ) {}

  of(userId: number): Promise<Organization | null> {
    return organizationOf(this.db, userId);
  }

  async save(userId: number, input: OrganizationInput): Promise<Organization> {
    const organization = validate(input);
    const { rows } = await this.db.query<OrganizationRow>(
      `insert into organizations (user_id, name, register_number, worker_count, direction, address, phone, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (user_id) do update set name = excluded.name, register_number = excluded.register_number,
         worker_count = excluded.worker_count, direction = excluded.direction, address = excluded.address,
         phone = excluded.phone, updated_at = excluded.updated_at
       returning *`,
      [
        userId,
        organization.name,
        organization.registerNumber,
        organization.workerCount,
        organization.direction,
        organization.address,
        organization.phone,
        this.clock.now(),
      ],
    );
    return toOrganization(rows[0] as OrganizationRow);
  }

  async remove(userId: number): Promise<void> {
    await this.db.query('delete from organizations where user_id = $1', [userId]);
  }
}
