-- Money read models (server/commerce/wallet, server/commerce/promotions): projections of the wallet-<userId>,
-- loyalty-<userId>, giftcard-<number> and coupon-<code> streams, kept in the append's transaction.
-- Every ledger row is keyed by the event's global position, so applying an event twice (a store
-- whose projections already ran it, then releaseOrderTenders running them again) changes nothing.

-- Store credit, in two buckets (server/commerce/wallet/rules.ts): `cash` (recharge, gift card, refunds) is
-- usable for 100 % of an order, `bonus` (the 2 % purchase bonus) for up to 50 %. Never negative.
create table wallet_balances (
  user_id integer primary key,
  cash integer not null default 0 check (cash >= 0),
  bonus integer not null default 0 check (bonus >= 0)
);
create table wallet_entries (
  global_position bigint primary key,
  user_id integer not null,
  -- signed whole tugrik: + credited, - debited
  amount integer not null,
  bucket text not null check (bucket in ('cash', 'bonus')),
  reason text not null,
  order_number text,
  occurred_at timestamptz not null
);
create index wallet_entries_user on wallet_entries (user_id, global_position desc);
create index wallet_entries_order on wallet_entries (order_number) where order_number is not null;

-- Loyalty points: 1 point = 1 tugrik.
create table loyalty_balances (
  user_id integer primary key,
  points integer not null default 0 check (points >= 0)
);
create table loyalty_entries (
  global_position bigint primary key,
  user_id integer not null,
  points integer not null,
  reason text not null,
  order_number text,
  occurred_at timestamptz not null
);
create index loyalty_entries_order on loyalty_entries (order_number) where order_number is not null;

-- Gift cards: the balance is the fold of giftcard-<number>.
create table gift_cards (
  number text primary key,
  initial_amount integer not null,
  balance integer not null check (balance >= 0),
  -- the smallest order the card pays for (spec §9: cards of 20,000 and 100,000)
  min_order integer not null,
  -- 100: the card may pay the whole order; 50: at most half of it (spec §9)
  max_share_percent integer not null check (max_share_percent between 1 and 100),
  expires_at timestamptz not null,
  -- bound to an account: no one else may use it
  user_id integer
);
create table gift_card_entries (
  global_position bigint primary key,
  number text not null,
  amount integer not null,
  order_number text,
  occurred_at timestamptz not null
);
create index gift_card_entries_order on gift_card_entries (order_number) where order_number is not null;

-- Coupons and vouchers: staff-defined codes; their uses are events on coupon-<code>.
create table coupons (
  code text primary key check (code = upper(code)),
  kind text not null check (kind in ('coupon', 'voucher')),
  discount text not null check (discount in ('percent', 'fixed')),
  -- percent 1..100, or whole tugrik
  value integer not null check (value > 0),
  min_order integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer check (usage_limit > 0),
  per_user_limit integer check (per_user_limit > 0),
  check (discount <> 'percent' or value <= 100)
);
-- Active uses: inserted on CouponRedeemed, deleted on CouponRedemptionReleased.
create table coupon_redemptions (
  code text not null,
  order_number text not null,
  user_id integer,
  redeemed_at timestamptz not null,
  primary key (code, order_number)
);
create index coupon_redemptions_user on coupon_redemptions (code, user_id) where user_id is not null;
-- Positions already projected into coupon_redemptions (the idempotence key, as for the ledgers).
create table coupon_redemption_events (global_position bigint primary key);

-- Purchase bonus and loyalty points of a paid order: granted once per order.
create table order_rewards (
  order_number text primary key,
  user_id integer not null,
  paid integer not null,
  granted_at timestamptz not null
);
create table money_checkpoints (
  name text primary key,
  global_position bigint not null
);

-- Demo codes (README "Wallet, coupons, gift cards, loyalty"): no window, generous limits.
insert into coupons (code, kind, discount, value, min_order, usage_limit, per_user_limit) values
  ('1234', 'coupon', 'percent', 10, 0, null, null),
  ('5000', 'coupon', 'fixed', 5000, 30000, null, 1),
  ('WELCOME10', 'voucher', 'percent', 10, 20000, null, 1),
  ('VOUCHER20K', 'voucher', 'fixed', 20000, 100000, 1000, 1);
insert into coupons (code, kind, discount, value, min_order, ends_at) values
  ('2019', 'coupon', 'percent', 15, 0, '2019-12-31T23:59:59Z');
