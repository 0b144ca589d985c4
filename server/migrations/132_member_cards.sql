-- Paid membership (issue 24, decision D16): membership cards a shop sells (a price, a duration, a
-- level floor), the memberships buyers hold, and the MEMBER orders that buy them.
-- See docs/decisions/membership.md.

CREATE TABLE member_cards (
  id TEXT PRIMARY KEY,                          -- cardId
  merchant_id TEXT NOT NULL,
  name TEXT NOT NULL,                           -- JSON per language
  description TEXT NOT NULL DEFAULT '{}',       -- JSON per language
  price INTEGER NOT NULL,                       -- cents
  currency TEXT NOT NULL,
  valid_days INTEGER NOT NULL,
  level_floor INTEGER NOT NULL,                 -- the level held at least while it runs
  sort INTEGER NOT NULL DEFAULT 0,
  on_sale INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX member_cards_shop ON member_cards(merchant_id, sort);

-- A membership a buyer holds, from its paid MEMBER order (one per order). A renewal starts where
-- the running one ends. `settled` = 1 once its end has been applied to the level.
CREATE TABLE user_member_cards (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  card_id TEXT NOT NULL,
  order_id TEXT NOT NULL UNIQUE,
  level_floor INTEGER NOT NULL,
  start_at INTEGER NOT NULL,
  expire_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  settled INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX user_member_cards_user ON user_member_cards(user_id, merchant_id, expire_at);

-- A MEMBER order names the membership card it buys.
ALTER TABLE orders ADD COLUMN member_card_id TEXT;
