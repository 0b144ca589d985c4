-- What the purchase pages add (issue 8: preload-ticket, tied-sale-list): the pre-filled
-- ticket-grab information of a buyer for a show (pre_filed_info; one row per buyer and show: the
-- last submission replaces the earlier one), and goods a show cannot be booked without.
CREATE TABLE pre_filled_infos (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  show_id TEXT NOT NULL REFERENCES shows(id),
  session_id TEXT NOT NULL,
  seat_plan_id TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  deliver_method TEXT NOT NULL,
  audience_ids TEXT NOT NULL DEFAULT '[]',      -- JSON, the buyer's own attendees
  address_id TEXT,                              -- express delivery only
  submitted_at INTEGER NOT NULL,                -- epoch ms
  PRIMARY KEY (user_id, show_id)
);

-- A tied sale the buyer must choose with the tickets (a bundled item); only for goods tied to a show.
ALTER TABLE goods_spus ADD COLUMN tied_required INTEGER NOT NULL DEFAULT 0;
-- Databases seeded before this migration: the musical's soundtrack vinyl is required (the seed sets it too).
UPDATE goods_spus SET tied_required = 1 WHERE id = 'G1005';
