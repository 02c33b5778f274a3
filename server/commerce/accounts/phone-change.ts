import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { ChallengeAnswer, Challenges } from './challenges.ts';
import { parseIdentifier } from './identifier.ts';
import type { User, Users } from './users.ts';

/**
 * Phone change on the profile: the new number proves itself with a one-time code (the same rules as
 * login codes: 10 minutes, 5 tries, throttled), and the code only works for the account that asked.
 * The phone is the login name, so a number already on another account is refused.
 */
export class PhoneChanges {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly challenges: Challenges,
    private readonly users: Users,
  ) {}

  async request(userId: number, rawPhone: string, ip: string): Promise<ChallengeAnswer> {
    const phone = this.parse(rawPhone);
    const current = await this.users.byId(userId);
    if (!current) throw new ShopError('LOGIN_REQUIRED');
    if (current.phone === phone) {
      throw new ShopError('VALIDATION', 'This is already your phone number', { phone: ['same'] });
    }
    await this.refuseTaken(phone, userId);
    return this.challenges.issue({ kind: 'phone', value: phone }, 'phone', ip, userId);
  }

  async confirm(userId: number, challengeId: string, code: string, ip: string): Promise<User> {
    const challenge = await this.challenges.verify(challengeId, code.trim(), ip, {
      purposes: ['phone'],
      userId,
    });
    await this.refuseTaken(challenge.identifier, userId);
    try {
      await this.db.query('update users set phone = $2, updated_at = $3 where id = $1', [
        userId,
        challenge.identifier,
        this.clock.now(),
      ]);
    } catch (error) {
      // Someone signed up with the number a moment ago: the unique index decides.
      if ((error as { code?: string }).code === '23505') {
        throw new ShopError('PHONE_TAKEN', undefined, { phone: ['taken'] });
      }
      throw error;
    }
    return (await this.users.byId(userId)) as User;
  }

  private parse(raw: string): string {
    if (!raw.trim()) throw new ShopError('VALIDATION', 'Input cannot be blank', { phone: ['blank'] });
    const identifier = parseIdentifier(raw);
    if (identifier?.kind !== 'phone') {
      throw new ShopError('VALIDATION', 'Enter a Mongolian mobile number (8 digits)', { phone: ['phone'] });
    }
    return identifier.value;
  }

  private async refuseTaken(phone: string, userId: number): Promise<void> {
    const { rows } = await this.db.query('select 1 from users where phone = $1 and id <> $2', [
      phone,
      userId,
    ]);
    if (rows.length > 0) throw new ShopError('PHONE_TAKEN', undefined, { phone: ['taken'] });
  }
}
