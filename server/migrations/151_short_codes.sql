-- Short codes (issue 22; spec s7 "POST wxapps short_codes/generate_code; GET short_codes/code/{id};
-- GET wxa_codes/code_params/{id}"): a page and its parameters under a short id, so a poster's QR
-- or mini-program code (whose scene holds at most 32 characters) opens the right page.
-- services/short-codes.ts; the id is derived from the content, so the same page gets the same id.
CREATE TABLE short_codes (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  page TEXT NOT NULL,
  params TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
