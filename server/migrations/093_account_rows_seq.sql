-- Addresses and attendees keep the order they were saved in when two share a timestamp: an
-- explicit position per user instead of SQLite's rowid, which PostgreSQL does not have. New rows
-- take the user's largest plus one (under the account's lock); existing rows are numbered here.
ALTER TABLE user_addresses ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE user_audiences ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE user_addresses SET seq = (
  SELECT COUNT(*) FROM user_addresses b
   WHERE b.user_id = user_addresses.user_id
     AND (b.created_at < user_addresses.created_at OR (b.created_at = user_addresses.created_at AND b.id <= user_addresses.id)));
UPDATE user_audiences SET seq = (
  SELECT COUNT(*) FROM user_audiences b
   WHERE b.user_id = user_audiences.user_id
     AND (b.created_at < user_audiences.created_at OR (b.created_at = user_audiences.created_at AND b.id <= user_audiences.id)));
