-- Combo tickets (issue 26, decision D27; docs/decisions/services.md "Combo tickets"): a merchant's
-- combo activities, each bundling several shows at one ticket tier per show, priced by a fixed
-- bundle price or a rate on the sum (@showtix/contract/rules comboPrice); a combo order is a
-- ticket order with one item per show that remembers its combo.
CREATE TABLE combo_activities (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  name TEXT NOT NULL,                     -- JSON {zh-CN, zh-MO, en-US}
  description TEXT NOT NULL,              -- JSON {zh-CN, zh-MO, en-US}
  poster_url TEXT NOT NULL,
  rule_type TEXT NOT NULL,                -- FIXED | DISCOUNT
  price_cents INTEGER,                    -- FIXED: one set
  rate REAL,                              -- DISCOUNT: the rate paid, 0.8 = 20% off
  active INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX combo_activities_merchant ON combo_activities(merchant_id, sort);

-- The shows of a combo, in order, each at its ticket tier (the seat plan of that price in the session chosen).
CREATE TABLE combo_activity_shows (
  combo_id TEXT NOT NULL REFERENCES combo_activities(id),
  show_id TEXT NOT NULL REFERENCES shows(id),
  tier_price INTEGER NOT NULL,
  seq INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (combo_id, show_id)
);
CREATE INDEX combo_activity_shows_show ON combo_activity_shows(show_id);

ALTER TABLE orders ADD COLUMN combo_id TEXT;
