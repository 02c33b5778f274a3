-- Content editing in the back office (#18): news may be drafts or taken out of the shop, and so may
-- the shop's own pages. Staff edits are facts in the event log (`news-<id>`, `page-<id>` streams,
-- with who did it in the metadata); these columns are what the projections keep on the rows.
-- Everything written before stays as it was: published.
alter table articles add column published boolean not null default true;
alter table articles add column updated_by text;
alter table pages add column published boolean not null default true;
alter table pages add column updated_by text;

-- The staff list shows every news item newest first, drafts too; the shop's lists only the published.
create index articles_kind_published_newest on articles (kind, published, published_at desc, id desc);
