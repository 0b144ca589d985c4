-- ticket-bind-audience (issue 22, D8; services/trade/bind-audience.ts): when the receiver of a
-- real-name ticket bound one of their attendees to it (null: not yet; accepting a transfer sets
-- it back to null, so each receiver binds their own).
ALTER TABLE tickets ADD COLUMN holder_bound_at INTEGER;
