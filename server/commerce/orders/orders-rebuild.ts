import type { Sql } from '../../platform/db/index.ts';
import { type ProjectionRebuild, readStreams } from '../../platform/events/index.ts';
import { ORDER_STREAM_PREFIX, orderEventTypes } from './events.ts';
import { mutableOrderColumns, orderColumnNames, writeOrderRows } from './order-rows.ts';

const STAGING = 'orders_rebuild';

/**
 * Rebuilds the orders read model on a live database. Payments and lease applications reference
 * `orders`, so it cannot be emptied and refilled (`payments_order_number_fkey`); deferring those
 * foreign keys to commit would still leave every order row deleted and re-inserted, and a payment
 * inserted meanwhile on PostgreSQL waits for the rebuild and then fails its own key check on the
 * deleted row. Instead the log is folded into a staging copy that lives as long as the transaction,
 * and the live rows are updated in place: an update that keeps the key never blocks those checks.
 * The same on PGlite and on a PostgreSQL server.
 */
export async function beginOrdersRebuild(tx: Sql): Promise<ProjectionRebuild> {
  await tx.query(`create temp table ${STAGING} (like orders including all) on commit drop`);
  return {
    // A rebuild changes no fact: no NOTIFY to the orderUpdated listeners.
    apply: (inner, events) => writeOrderRows(inner, STAGING, events),
    finish: replaceLiveRows,
  };
}

async function replaceLiveRows(tx: Sql): Promise<void> {
  // From here to commit, order appends wait (reads and other tables' key checks do not), so no
  // append can land between the catch-up below and the rows written over.
  await tx.query('lock table orders in share row exclusive mode');
  await catchUp(tx);
  // A user has at most one cart (orders_user_cart): a row that stopped being a cart lets go of it
  // first, or a stale read model could see two carts in the middle of the upsert.
  await tx.query(
    `update orders set state = staged.state from ${STAGING} staged
      where staged.number = orders.number and orders.state = 'cart' and staged.state <> 'cart'`,
  );
  const names = orderColumnNames.join(', ');
  await tx.query(
    `insert into orders (${names}) select ${names} from ${STAGING}
     on conflict (number) do update set ${mutableOrderColumns.map((name) => `${name} = excluded.${name}`).join(', ')}`,
  );
  // A row with no stream in the log is not an order; if a payment refers to it, the rebuild fails
  // on the foreign key rather than hide the inconsistency.
  await tx.query(
    `delete from orders where not exists (select 1 from ${STAGING} staged where staged.number = orders.number)`,
  );
}

/**
 * Events appended while the log was being replayed (on PostgreSQL, other connections keep
 * appending; a later-committed event can even carry an earlier global position): the streams whose
 * log is ahead of their staged row are folded on from it.
 */
async function catchUp(tx: Sql): Promise<void> {
  const behind = await tx.query<{ stream_id: string; version: number }>(
    `select events.stream_id, coalesce(max(staged.version), 0)::int as version
       from events left join ${STAGING} staged on staged.stream_id = events.stream_id
      where starts_with(events.stream_id, $1) and events.type = any($2::text[])
      group by events.stream_id
     having max(events.stream_version) > coalesce(max(staged.version), 0)`,
    [ORDER_STREAM_PREFIX, orderEventTypes],
  );
  if (behind.rows.length === 0) return;
  const events = await readStreams(
    tx,
    behind.rows.map((row) => row.stream_id),
    behind.rows.map((row) => row.version),
  );
  await writeOrderRows(tx, STAGING, events);
}
