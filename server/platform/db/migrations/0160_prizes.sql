-- Roulette, lucky wheel and jackpot (#18). A paid order of at least a wheel's minimum issues the
-- shopper one roulette number for that wheel (`RouletteNumberIssued`, stream `roulette-number-<code>`);
-- a spin spends it (`WheelSpun`, the stream's second event: the expected version makes it once). The
-- prize is drawn on the server (CSPRNG, configured weights) and granted in the spin's transaction.
create table prize_wheels (
  id text primary key check (id in ('lucky_wheel', 'jackpot')),
  -- { "mn": "…", "en": "…" }
  name jsonb not null,
  -- a paid order of at least this many tugrik issues one number for this wheel
  min_order_total integer not null check (min_order_total > 0),
  -- the weight of "no prize": a prize's odds are its weight / (all active weights + lose_weight)
  lose_weight integer not null check (lose_weight >= 0),
  active boolean not null default true
);

-- Where a wheel stands: the shop's own pages are the location 'online'; the rest are branches or
-- events where staff spin a shopper's number (tmp_roulette).
create table roulette_locations (
  id text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
  name jsonb not null,
  address text not null default '',
  created_at timestamptz not null
);

-- The spec's "roulette products": what a wheel can land on.
create table prizes (
  id serial primary key,
  wheel_id text not null references prize_wheels (id),
  name jsonb not null,
  kind text not null check (kind in ('coupon', 'wallet_credit')),
  coupon_code text references coupons (code),
  credit_amount integer check (credit_amount > 0),
  weight integer not null check (weight >= 0 and weight <= 1000000),
  active boolean not null default true,
  check ((kind = 'coupon') = (coupon_code is not null)),
  check ((kind = 'wallet_credit') = (credit_amount is not null))
);

-- Read model of `PrizeStockReceived` (stream `prize-stock-<id>`) and of the prizes won
-- (`WheelSpun`). The check is the last guard of "a prize never exceeds its stock": of concurrent
-- winners of the last unit, the second update waits for the first and then fails the check.
create table prize_stocks (
  prize_id integer not null references prizes (id),
  location_id text not null references roulette_locations (id),
  received integer not null default 0 check (received >= 0),
  won integer not null default 0 check (won >= 0),
  primary key (prize_id, location_id),
  constraint prize_stocks_within check (won <= received)
);

-- Read model of the number streams: the numbers issued, and their spins.
create table roulette_numbers (
  code text primary key check (code ~ '^[0-9]{8}$'),
  wheel_id text not null references prize_wheels (id),
  user_id integer not null,
  order_number text not null,
  issued_at timestamptz not null,
  spun_at timestamptz,
  location_id text,
  -- null after a spin: no prize
  prize_id integer,
  spun_by_staff_id integer,
  spun_by_name text,
  unique (order_number, wheel_id)
);
create index roulette_numbers_user on roulette_numbers (user_id, issued_at);
create index roulette_numbers_spun on roulette_numbers (spun_at desc) where spun_at is not null;

-- The prize coupon of the demo wheel (a fixed 5 000 ₮ off orders from 30 000 ₮, once per shopper).
insert into coupons (code, kind, discount, value, min_order, usage_limit, per_user_limit) values
  ('WHEEL5000', 'coupon', 'fixed', 5000, 30000, null, 1),
  ('WHEEL15', 'coupon', 'percent', 15, 50000, null, 1)
on conflict (code) do nothing;

-- The two wheels (#18) and the shop's own location. Their prizes and stock are the demo seed's
-- (server/commerce/prizes/demo.ts) or the roulette admin's.
insert into prize_wheels (id, name, min_order_total, lose_weight) values
  ('lucky_wheel', '{"mn": "Азын хүрд", "en": "Lucky wheel", "ru": "Колесо удачи", "cn": "幸运转盘", "it": "Ruota della fortuna"}', 50000, 500),
  ('jackpot', '{"mn": "Их шагнал", "en": "Jackpot", "ru": "Джекпот", "cn": "大奖", "it": "Jackpot"}', 300000, 990);
insert into roulette_locations (id, name, address, created_at) values
  ('online', '{"mn": "Онлайн дэлгүүр", "en": "Online shop"}', '', '2026-01-01T00:00:00Z');
