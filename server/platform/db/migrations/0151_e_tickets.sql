-- E-tickets (#18): a product can be a ticket to an event (a tasting, a launch). Buying one (the order
-- paid) issues one ticket per unit: `ETicketIssued` on its own stream `e-ticket-<code>`; staff at the
-- door use it once (`ETicketUsed`, the stream's second event: the expected version makes it once).
create table e_ticket_events (
  id text primary key check (id ~ '^[a-z0-9-]{1,60}$'),
  -- { "mn": "…", "en": "…" }
  name jsonb not null,
  venue text not null,
  starts_at timestamptz not null
);
create table e_ticket_products (
  product_id integer primary key references products (id) on delete cascade,
  event_id text not null references e_ticket_events (id)
);

-- The read model of the e-ticket streams, rebuildable from the log.
create table e_tickets (
  code text primary key,
  event_id text not null,
  order_number text not null,
  user_id integer,
  product_id integer not null,
  variant_id integer not null,
  issued_at timestamptz not null,
  used_at timestamptz,
  used_by_staff_id integer,
  used_by_name text
);
create index e_tickets_order on e_tickets (order_number);
create index e_tickets_user on e_tickets (user_id) where user_id is not null;
create index e_tickets_used on e_tickets (used_at desc) where used_at is not null;
