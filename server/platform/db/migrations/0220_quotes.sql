-- Quote requests (#17, spec §1): the read model of the `quote-<id>` streams (server/commerce/quotes).
-- The log is the truth; these rows are rebuilt from it. `expired` is never stored: a quote is
-- expired when it is answered and its expiry has passed (the quote-request machine decides it on read).
-- staff_users.roles gains 'sales' (server/commerce/staff/auth.ts): roles are text, nothing to alter.
create sequence quote_numbers start 1001;

create table quotes (
  id integer primary key,
  user_id integer not null references users (id),
  -- the organization's name and register number when the quote was asked (staff see who asks)
  organization_name text not null,
  register_number text not null,
  note text,
  status text not null check (status in ('requested', 'answered', 'accepted', 'declined')),
  decline_reason text,
  expires_at timestamptz,
  order_number text,
  requested_at timestamptz not null,
  answered_at timestamptz,
  updated_at timestamptz not null
);
create index quotes_by_user on quotes (user_id, requested_at desc);
create index quotes_by_status on quotes (status, requested_at);

create table quote_lines (
  quote_id integer not null references quotes (id) on delete cascade,
  position integer not null,
  variant_id integer not null,
  quantity integer not null check (quantity between 1 and 9999),
  -- the variant's selling price when asked: the ceiling of the quoted price
  list_price integer not null,
  quoted_price integer check (quoted_price >= 0),
  -- the product as the order lines keep it (name, translations, sku, image, options)
  product jsonb not null,
  primary key (quote_id, position)
);
