-- News, articles, authors, comments, bookmarks, newsletter and contact forms (#17).
-- Plain tables, not event streams: content is edited in place like the search history and the
-- avatars (server/commerce/accounts), nothing is derived from its history, and no money, stock or
-- order state depends on it. What matters to keep (who deleted a comment, when a subscription was
-- confirmed) is a column on the row.

create table authors (
  id serial primary key,
  -- the shopper who writes as this author; null for the shop's own staff authors
  user_id integer unique,
  name text not null,
  bio text not null default '',
  created_at timestamptz not null
);

create table author_follows (
  author_id integer not null references authors (id) on delete cascade,
  user_id integer not null,
  created_at timestamptz not null,
  primary key (author_id, user_id)
);
create index author_follows_user on author_follows (user_id);

-- array_to_string is only "stable" (it could depend on settings for some element types); for text[]
-- it is not, which a generated column needs to be told
create function content_tags_text(text[]) returns text
  language sql immutable parallel safe
  as $$ select array_to_string($1, ' ') $$;

create table articles (
  id serial primary key,
  -- 'news' are written by staff, 'article' by shoppers (spec §2 "News and articles")
  kind text not null check (kind in ('article', 'news')),
  author_id integer references authors (id),
  title text not null,
  summary text not null default '',
  -- sanitised on the way in (server/commerce/content/sanitize.ts); never stored raw
  body_html text not null,
  body_text text not null,
  tags text[] not null default '{}',
  image_path text,
  published_at timestamptz not null,
  updated_at timestamptz not null,
  -- news search (spec §2): folded like the product search documents (search_fold, migration 0010)
  search tsvector generated always as (
    setweight(to_tsvector('simple', search_fold(title)), 'A') ||
    setweight(to_tsvector('simple', search_fold(content_tags_text(tags))), 'B') ||
    setweight(to_tsvector('simple', search_fold(body_text)), 'C')
  ) stored
);
create index articles_kind_newest on articles (kind, published_at desc, id desc);
create index articles_author on articles (author_id, published_at desc);
create index articles_tags on articles using gin (tags);
create index articles_search on articles using gin (search);

create table article_images (
  article_id integer not null references articles (id) on delete cascade,
  sha256 text not null,
  content_type text not null,
  bytes bytea not null,
  created_at timestamptz not null,
  primary key (article_id, sha256)
);

create table comments (
  id serial primary key,
  article_id integer not null references articles (id) on delete cascade,
  -- a reply (POST /comments with reply_id) names the comment it answers, on the same article
  parent_id integer references comments (id),
  -- the shopper who wrote it; null for a comment without an account (the demo seed's readers)
  user_id integer,
  -- the name shown for a comment without an account; a shopper's comment shows their current name
  author_name text,
  body text not null,
  created_at timestamptz not null,
  check (user_id is not null or author_name is not null),
  -- a deleted comment keeps its place in a thread (its replies stay readable) without its text
  deleted_at timestamptz,
  deleted_by text
);
create index comments_article on comments (article_id, id);

create table comment_ratings (
  comment_id integer not null references comments (id) on delete cascade,
  user_id integer not null,
  rating smallint not null check (rating between 1 and 5),
  rated_at timestamptz not null,
  primary key (comment_id, user_id)
);

create table bookmarks (
  user_id integer not null,
  type text not null,
  target_id integer not null,
  created_at timestamptz not null,
  primary key (user_id, type, target_id)
);
create index bookmarks_newest on bookmarks (user_id, created_at desc);

create table newsletter_subscriptions (
  email text primary key,
  status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text,
  unsubscribe_token_hash text not null,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
create index newsletter_confirm on newsletter_subscriptions (confirm_token_hash);
create index newsletter_unsubscribe on newsletter_subscriptions (unsubscribe_token_hash);

create table contact_forms (
  id serial primary key,
  user_id integer,
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  created_at timestamptz not null
);
create index contact_forms_newest on contact_forms (created_at desc);
