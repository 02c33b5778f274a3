-- The shop's content (#17): brand stories, the shop's own pages, and the menu's sale link.

-- A brand's story in Mongolian; other languages in `translations` ({"en": {"name", "story"}}).
alter table brands add column story text not null default '';

-- The shop's own pages (delivery, returns, payment, about, contacts, terms, privacy), authored by
-- staff. The body is plain text: blank lines part paragraphs, "## " starts a heading, "- " a list
-- item; `{delivery_hours}`-style placeholders are filled from the shop's configuration when served.
create table pages (
  id serial primary key,
  slug text not null unique,
  title text not null,
  body text not null,
  translations jsonb not null default '{}'::jsonb,
  position integer not null default 0,
  updated_at timestamptz not null default now()
);

-- The menu's "Sale" opened the whole catalogue sorted by discount (issue #19 item 7): only sale items.
update menus set link = '/products?sale=1&sort=sale_desc' where link = '/products?sort=sale_desc';
