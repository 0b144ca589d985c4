-- Reservations (issue 26, decision D26) and votes of a topic (D25); docs/decisions/services.md.
-- A reservable item opens the same slots (slot_times, shop time UTC+8) every day for days_ahead
-- days, each with `capacity` places; a slot's row exists once someone reserved it, and `taken`
-- counts its booked places (raised by a guarded UPDATE, lowered on cancel).
CREATE TABLE reserve_items (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  venue_id TEXT,
  name TEXT NOT NULL,                     -- JSON {zh-CN, zh-MO, en-US}
  description TEXT NOT NULL,              -- JSON {zh-CN, zh-MO, en-US}
  slot_times TEXT NOT NULL,               -- JSON ["10:00", "14:00"]
  slot_minutes INTEGER NOT NULL,
  days_ahead INTEGER NOT NULL,
  capacity INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX reserve_items_merchant ON reserve_items(merchant_id, sort);

CREATE TABLE reserve_slots (
  id TEXT PRIMARY KEY,                    -- <itemId>.<YYYYMMDD>.<HHmm>
  item_id TEXT NOT NULL REFERENCES reserve_items(id),
  starts_at INTEGER NOT NULL,
  capacity INTEGER NOT NULL,
  taken INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX reserve_slots_item ON reserve_slots(item_id, starts_at);

CREATE TABLE reservations (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  user_id TEXT NOT NULL,
  item_id TEXT NOT NULL REFERENCES reserve_items(id),
  slot_id TEXT NOT NULL REFERENCES reserve_slots(id),
  places INTEGER NOT NULL,
  attendee_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  state TEXT NOT NULL,                    -- BOOKED | CANCELED
  created_at INTEGER NOT NULL,
  canceled_at INTEGER
);
CREATE INDEX reservations_user ON reservations(user_id, created_at);
CREATE INDEX reservations_slot ON reservations(slot_id, user_id);

-- A vote of a topic: its window, how many votes a user may cast per shop day, its options, and
-- each ballot (one row per vote cast, with the shop day it counts against).
CREATE TABLE votes (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  topic_id TEXT NOT NULL,
  title TEXT NOT NULL,                    -- JSON {zh-CN, zh-MO, en-US}
  description TEXT NOT NULL,              -- JSON {zh-CN, zh-MO, en-US}
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  per_day INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX votes_topic ON votes(merchant_id, topic_id, sort);

CREATE TABLE vote_options (
  id TEXT PRIMARY KEY,
  vote_id TEXT NOT NULL REFERENCES votes(id),
  title TEXT NOT NULL,                    -- JSON {zh-CN, zh-MO, en-US}
  image_url TEXT,
  votes_count INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX vote_options_vote ON vote_options(vote_id, sort);

CREATE TABLE vote_ballots (
  id TEXT PRIMARY KEY,
  vote_id TEXT NOT NULL REFERENCES votes(id),
  option_id TEXT NOT NULL REFERENCES vote_options(id),
  user_id TEXT NOT NULL,
  day TEXT NOT NULL,                      -- the shop day (UTC+8), YYYY-MM-DD
  created_at INTEGER NOT NULL
);
CREATE INDEX vote_ballots_user ON vote_ballots(vote_id, user_id, day);
