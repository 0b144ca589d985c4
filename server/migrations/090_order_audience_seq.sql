-- Attendees keep the order they were chosen in (tickets are issued in it): an explicit position
-- instead of SQLite's rowid, which PostgreSQL does not have.
ALTER TABLE order_audiences ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
