-- Coupons, the rest of issue 25 (docs/decisions/coupons.md).
--
-- D20 share packets: the holder of a MULTI_USER coupon turns it into a packet of N parts (random or
-- fixed split of the coupon's amount); friends open coupon-receive?shareCode= and claim one part each
-- (one per user), within 24 hours. A part is a coupon of the same template whose amount is the part's.
ALTER TABLE user_coupons ADD COLUMN amount INTEGER;          -- cents; NULL = the template's amount

CREATE TABLE coupon_share_packets (
  id TEXT PRIMARY KEY,
  share_code TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id),                -- who shared it
  source_coupon_id TEXT NOT NULL UNIQUE REFERENCES user_coupons(id),
  template_id TEXT NOT NULL REFERENCES coupon_templates(id),
  split TEXT NOT NULL CHECK (split IN ('RANDOM', 'FIXED')),
  parts TEXT NOT NULL,                                       -- JSON array of part amounts, cents
  created_at INTEGER NOT NULL,
  expire_at INTEGER NOT NULL
);
CREATE INDEX coupon_share_packets_user ON coupon_share_packets(user_id, created_at);

CREATE TABLE coupon_share_claims (
  packet_id TEXT NOT NULL REFERENCES coupon_share_packets(id),
  part_index INTEGER NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  coupon_id TEXT NOT NULL REFERENCES user_coupons(id),
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (packet_id, part_index),
  UNIQUE (packet_id, user_id)
);

-- mini_remind_subscribe (spec s7): a buyer's subscription to the expiry reminder of coupon templates
-- (COUPON_TEMPLATE_EXPIRE); the sweep sends it once, the day before the coupon expires.
CREATE TABLE coupon_remind_subscriptions (
  user_id TEXT NOT NULL REFERENCES users(id),
  template_id TEXT NOT NULL REFERENCES coupon_templates(id),
  remind_type TEXT NOT NULL,
  app_id TEXT,
  open_id TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, template_id, remind_type)
);
-- The coupons whose expiry reminder was sent (once each).
ALTER TABLE user_coupons ADD COLUMN reminded_at INTEGER;
