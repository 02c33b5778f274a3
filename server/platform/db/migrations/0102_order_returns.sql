-- Returns (#16, spec §9): when the order was delivered (the return window starts there) and the
-- shopper's return request with staff's refusal, as the lifecycle machine keeps them.
alter table orders add column delivered_at timestamptz;
alter table orders add column return_request jsonb;
