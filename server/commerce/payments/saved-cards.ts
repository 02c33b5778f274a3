import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type CardDetails, checkCard } from './cards.ts';
import type { PaymentProvider } from './provider.ts';

/** A saved card as the REST service answers it: never the number, never the CVC, never the token. */
export interface SavedCardDto {
  id: string;
  brand: string;
  last4: string;
  expiry: string;
  holder: string | null;
  created_at: string;
}

interface SavedCardRow {
  id: string;
  brand: string;
  last4: string;
  expiry: string;
  holder: string | null;
  created_at: Date;
}

const toDto = (row: SavedCardRow): SavedCardDto => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiry: row.expiry,
  holder: row.holder,
  created_at: new Date(row.created_at).toISOString(),
});

export interface CardDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
}

function requireUser(userId: number | undefined): number {
  if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return userId;
}

export async function listCards(deps: CardDeps, userId: number | undefined): Promise<SavedCardDto[]> {
  const result = await deps.db.query<SavedCardRow>(
    `select id, brand, last4, expiry, holder, created_at from saved_cards
      where user_id = $1 and removed_at is null order by created_at, id`,
    [requireUser(userId)],
  );
  return result.rows.map(toDto);
}

/** PUT /users/register_card: the provider tokenizes the card; only the token and its labels are kept. */
export async function registerCard(
  deps: CardDeps,
  userId: number | undefined,
  input: CardDetails,
): Promise<SavedCardDto> {
  const user = requireUser(userId);
  const card = checkCard(input, deps.clock.now());
  const { token } = await deps.provider.tokenizeCard(card);
  const result = await deps.db.query<SavedCardRow>(
    `insert into saved_cards (id, user_id, provider, token, brand, last4, expiry, holder, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     returning id, brand, last4, expiry, holder, created_at`,
    [
      `card_${randomBytes(9).toString('base64url')}`,
      user,
      deps.provider.name,
      token,
      card.brand,
      card.last4,
      card.expiry,
      card.holder,
      deps.clock.now(),
    ],
  );
  return toDto(result.rows[0]!);
}

/** DELETE /users/remove_card: another user's card and an unknown id look the same (CARD_NOT_FOUND). */
export async function removeCard(deps: CardDeps, userId: number | undefined, cardId: string): Promise<void> {
  const result = await deps.db.query(
    `update saved_cards set removed_at = $3 where id = $1 and user_id = $2 and removed_at is null
     returning id`,
    [cardId, requireUser(userId), deps.clock.now()],
  );
  if (result.rows.length === 0) throw new ShopError('CARD_NOT_FOUND');
}
