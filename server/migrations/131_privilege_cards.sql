-- Privilege cards (issue 24, decision D38): card templates a shop sells, the cards buyers own, and
-- the orders that buy or use them. See docs/decisions/membership.md.

-- A card on sale: its price, how long it is valid after purchase (or until a fixed time), the
-- shows it covers (its range), and what it gives: `convertible_times` tickets redeemed free, or a
-- `discount_rate` (the share of the ticket price paid) on every ticket of its range.
CREATE TABLE privilege_card_templates (
  id TEXT PRIMARY KEY,                          -- cardId
  merchant_id TEXT NOT NULL,
  name TEXT NOT NULL,                           -- JSON per language
  image_url TEXT NOT NULL,
  price INTEGER NOT NULL,                       -- cents
  currency TEXT NOT NULL,
  valid_days INTEGER NOT NULL,                  -- from the purchase
  is_annual INTEGER NOT NULL DEFAULT 0,
  convertible_times INTEGER NOT NULL DEFAULT 0, -- 0: a discount card
  discount_rate REAL,                           -- discount cards: 0.8 = pay 80%
  show_ids TEXT NOT NULL DEFAULT '[]',          -- JSON: the range
  promotion_desc TEXT NOT NULL DEFAULT '{}',    -- JSON per language
  rules TEXT NOT NULL DEFAULT '{}',             -- JSON per language: how it is used
  sort INTEGER NOT NULL DEFAULT 0,
  on_sale INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX privilege_card_templates_shop ON privilege_card_templates(merchant_id, sort);

-- A card a buyer owns (userCardInstanceId), issued when its PRIVILEGE_CARD order is paid.
CREATE TABLE user_privilege_cards (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  template_id TEXT NOT NULL,
  order_id TEXT NOT NULL UNIQUE,                -- the order that bought it
  status TEXT NOT NULL,                         -- AVAILABLE | USED | EXPIRE | REFUNDING | REFUND
  convertible_times INTEGER NOT NULL,
  redeemed_times INTEGER NOT NULL DEFAULT 0,
  expire_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX user_privilege_cards_user ON user_privilege_cards(user_id, created_at);

-- A PRIVILEGE_CARD order names the card it buys; a ticket order the card it uses, the tickets
-- the card redeems on it and the cents it takes off.
ALTER TABLE orders ADD COLUMN card_template_id TEXT;
ALTER TABLE orders ADD COLUMN user_card_id TEXT;
ALTER TABLE orders ADD COLUMN card_redeemed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN card_amount INTEGER NOT NULL DEFAULT 0;
