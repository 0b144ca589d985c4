-- Membership (issue 24, decision D18): points and growth earned when an order is paid, taken back
-- in proportion on refund; points expire; the level follows growth and its upgrades are announced
-- once (D15). See docs/decisions/membership.md.

-- The points a level earns per yuan paid (the POINTS_MULTIPLE right: 1.2 = 1.2x).
ALTER TABLE member_levels ADD COLUMN points_multiple REAL NOT NULL DEFAULT 1;

-- Every change of a user's points. EARN rows are lots: `remaining` of them is spent first-to-expire
-- first, and what is left at `expire_at` expires (an EXPIRE row).
CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  merchant_id TEXT,
  type TEXT NOT NULL,              -- EARN | SPEND | RETURN | REVERSE | EXPIRE
  delta INTEGER NOT NULL,          -- signed
  order_id TEXT,
  created_at INTEGER NOT NULL,
  expire_at INTEGER,               -- EARN only
  remaining INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX points_ledger_user ON points_ledger(user_id, id);
CREATE INDEX points_ledger_lots ON points_ledger(user_id, expire_at) WHERE remaining > 0;

-- Every change of a user's growth value.
CREATE TABLE growth_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  merchant_id TEXT,
  type TEXT NOT NULL,              -- EARN | REVERSE
  delta INTEGER NOT NULL,
  order_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX growth_ledger_user ON growth_ledger(user_id, id);

-- What a paid order earned and spent, and how much of it a refund has taken back so far.
CREATE TABLE order_member_earnings (
  order_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  points_earned INTEGER NOT NULL,
  growth_earned INTEGER NOT NULL,
  points_spent INTEGER NOT NULL,
  refunded_share REAL NOT NULL DEFAULT 0,
  points_reversed INTEGER NOT NULL DEFAULT 0,
  growth_reversed INTEGER NOT NULL DEFAULT 0,
  points_returned INTEGER NOT NULL DEFAULT 0
);

-- Level changes; an upgrade not yet announced has reminded = 0 (query/pop/setting).
CREATE TABLE member_level_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  from_level INTEGER NOT NULL,
  to_level INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  reminded INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX member_level_changes_user ON member_level_changes(user_id, reminded);

-- Birthday popups already announced: one a user a year.
CREATE TABLE member_birthday_reminders (
  user_id TEXT NOT NULL,
  year INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, year)
);
