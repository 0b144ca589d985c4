-- Scanned codes (issue 20/27; spec s7 L95 "scan-code params by CP_ID -> data.param"; D5, D37): a
-- code printed at a venue, a car park or a box office carries a CP_ID, owned by one shop; it opens
-- one page (SITE_TICKET, PARKING_PAYMENT, SITE_PURCHASE) with its target (a query string).
-- services/scan-codes.ts; seeded by seed/scan-codes.ts.
CREATE TABLE scan_codes (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  page_name TEXT NOT NULL,
  target TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX scan_codes_merchant ON scan_codes(merchant_id);
