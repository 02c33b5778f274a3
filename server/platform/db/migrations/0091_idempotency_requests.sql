-- An Idempotency-Key reused with other parameters is refused instead of replaying the first answer
-- (#15, as Stripe does): the hash of the parameters the key was first used with. Null for answers
-- stored before, which replay as they did.
alter table order_idempotency add column request_hash text;
