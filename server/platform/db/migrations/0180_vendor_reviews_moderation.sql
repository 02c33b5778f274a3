-- Vendor reviews and staff moderation (#17): the read model of the `vendor-reviews-<vendorId>`
-- streams (one stream per vendor, so "one review per shopper per vendor" is decided on one state),
-- and the moderation marks a staff member puts on a comment (`comment-moderation-<commentId>`).

create table vendor_reviews (
  id text primary key,
  vendor_id integer not null,
  user_id integer not null,
  author_name text not null,
  rating integer not null check (rating between 1 and 5),
  comment text not null,
  hidden boolean not null default false,
  hidden_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (vendor_id, user_id)
);
create index vendor_reviews_list on vendor_reviews (vendor_id, created_at desc, id) where not hidden;
-- the moderation screen: every kind of review, newest first
create index vendor_reviews_recent on vendor_reviews (created_at desc, id);
create index product_reviews_recent on product_reviews (created_at desc, id);

-- A hidden comment keeps its place in its thread (replies stay readable) without its text; the
-- reason is in the log and here, for the moderation screen.
alter table comments add column hidden_at timestamptz;
alter table comments add column hidden_reason text;
create index comments_recent on comments (created_at desc, id);
