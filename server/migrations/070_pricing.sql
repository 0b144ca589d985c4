-- Pricing beyond tickets, delivery and coupons (issue 8): the promotions a shop runs on shows
-- (FULL: spend X, Y off; PER: Y off per X spent; DISCOUNT: X tickets or more at rate Y), the
-- member discount privileges of a member level on some shows, the points rule of a shop, the
-- parts of an order's discount, and the user a purchase captcha token was solved for.
CREATE TABLE promotions (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  show_ids TEXT NOT NULL DEFAULT '[]',      -- JSON: the shows it runs on
  method TEXT NOT NULL CHECK (method IN ('FULL', 'PER', 'DISCOUNT')),
  threshold INTEGER NOT NULL,               -- FULL / PER: the spend in cents; DISCOUNT: tickets
  value REAL NOT NULL,                      -- FULL / PER: cents off; DISCOUNT: the rate paid (0.85)
  title TEXT NOT NULL,                      -- JSON {zh-CN, zh-MO, en-US}
  activity_type TEXT NOT NULL DEFAULT 'SHOW_PROMOTION',
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX promotions_merchant ON promotions(merchant_id, active);

CREATE TABLE member_discount_privileges (
  id TEXT PRIMARY KEY,                      -- privilegeId
  merchant_id TEXT NOT NULL,
  level INTEGER NOT NULL,                   -- the member level it belongs to
  discount_rate REAL NOT NULL,              -- the rate paid (0.95 = 5% off)
  show_ids TEXT NOT NULL DEFAULT '[]',      -- JSON: the shows it applies to
  target_name TEXT NOT NULL                 -- JSON {zh-CN, zh-MO, en-US}: what it applies to
);
CREATE INDEX member_discount_privileges_level ON member_discount_privileges(merchant_id, level);

CREATE TABLE point_rules (
  merchant_id TEXT PRIMARY KEY,
  rate INTEGER NOT NULL,                    -- points per yuan
  limit_proportion INTEGER NOT NULL         -- percent of the order points may pay
);

ALTER TABLE orders ADD COLUMN promotion_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN member_discount_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN coupon_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN points_used INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN points_amount INTEGER NOT NULL DEFAULT 0;

ALTER TABLE show_captcha_tokens ADD COLUMN user_id TEXT;
