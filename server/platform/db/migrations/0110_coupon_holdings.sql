-- Coupons a shopper holds (#16): the read model of `CouponGranted` on the per-shopper stream
-- `coupons-<userId>`. A coupon the shopper redeemed counts as held too; that half is read from
-- coupon_redemptions, so it is not copied here.
create table coupon_holdings (
  user_id integer not null,
  code text not null references coupons (code),
  -- why it was given: 'welcome' (the demo's WELCOME10 for every account), 'staff', ...
  reason text not null,
  granted_at timestamptz not null,
  -- the idempotence key, as for the ledgers: a replayed event inserts nothing
  global_position bigint not null unique,
  primary key (user_id, code)
);
