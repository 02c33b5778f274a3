-- VAT receipts sent at most once (#5). PosAPI 3.0 has no idempotency key and no way to look a
-- receipt up by its bill id, so a call whose answer was lost (a timeout, a crash) may have issued a
-- real receipt: sending again could issue a second. A row is marked `sending` before the call; a
-- `sending` row whose worker's claim lapsed, or whose call failed without a definite refusal, becomes
-- `needs_check`: never re-sent by the scheduler, listed for an operator, who looks in ebarimt and
-- records the receipt found or sends it again (server/commerce/vat-receipts/unconfirmed.ts).
alter table vat_receipts drop constraint vat_receipts_state_check;
alter table vat_receipts add constraint vat_receipts_state_check
  check (state in ('pending', 'sending', 'needs_check', 'issued'));
alter table vat_receipts add column sending_since timestamptz;
create index vat_receipts_unconfirmed on vat_receipts (claimed_until) where state in ('sending', 'needs_check');
