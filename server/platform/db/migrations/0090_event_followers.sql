-- Followers of the log read it without gaps (#15). Positions come from a sequence in the order
-- transactions *start* appending, not the order they commit: a follower that read past position 12
-- could later see position 11 commit, and passed it over for good (3 of 346 paid orders got no
-- purchase bonus under load). So each event keeps the id of the transaction that wrote it, and a
-- follower reads only events of transactions older than every one still running
-- (pg_snapshot_xmin), in (transaction_id, global_position) order: nothing can commit behind it.
-- Existing events all get this migration's transaction id, committed before any later one.
alter table events add column transaction_id xid8 not null default pg_current_xact_id();
create index events_follow on events (transaction_id, global_position);

-- One checkpoint per follower, on everything it has read.
create table event_followers (
  name text primary key,
  transaction_id xid8 not null,
  global_position bigint not null
);

-- The two followers so far keep their place: read up to their position within this migration's
-- transaction, whose id every existing event now carries.
insert into event_followers (name, transaction_id, global_position)
select name, pg_current_xact_id(), global_position from money_checkpoints where name = 'order-rewards'
union all
select name, pg_current_xact_id(), global_position from push_checkpoints where name = 'order-status';
drop table money_checkpoints;
drop table push_checkpoints;
