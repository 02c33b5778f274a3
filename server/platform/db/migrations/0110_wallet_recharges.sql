-- Wallet recharges (#16, server/commerce/wallet/recharges.ts). A recharge is a payable of its own,
-- the `recharge-<id>` stream (read by folding its few events), not an order: the order lifecycle
-- knows nothing of it. A payment pays either an order or a recharge, never both and never neither,
-- so the providers, webhooks, card confirmations and the refund outbox stay one code path for both.
alter table payments alter column order_number drop not null;
alter table payments add column recharge_id text;
alter table payments add constraint payments_one_payable check ((order_number is null) <> (recharge_id is null));
create index payments_recharge on payments (recharge_id, created_at) where recharge_id is not null;
