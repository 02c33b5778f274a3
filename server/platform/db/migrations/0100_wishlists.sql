-- Wish lists (#16): the read model of the `wishlists-<userId>` streams (one stream per shopper, so
-- the limits and a move between two lists are decided on one consistent state).
create table wishlists (
  id text primary key,
  user_id integer not null,
  name text not null,
  is_default boolean not null default false,
  -- the read-only share link's token while the list is shared (unguessable, 32 characters)
  share_token text unique,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index wishlists_user on wishlists (user_id, created_at);
-- the heart adds to the one default list of a shopper
create unique index wishlists_one_default on wishlists (user_id) where is_default;

create table wishlist_items (
  wishlist_id text not null references wishlists (id) on delete cascade,
  variant_id integer not null,
  added_at timestamptz not null,
  primary key (wishlist_id, variant_id)
);
