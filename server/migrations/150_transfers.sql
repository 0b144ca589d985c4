-- Ticket transfer (issue 22, D8; services/trade/transfers.ts). A transfer carries tickets of one
-- order from its sender to whoever accepts it (only the account of receiver_phone when set).
-- tickets.transfer_id marks a ticket in a pending transfer (one at a time: a guarded UPDATE sets
-- it); tickets.received_from is the sender a holder received the ticket from (D8: not sent on).
CREATE TABLE ticket_transfers (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL REFERENCES orders(id),
  from_user TEXT NOT NULL REFERENCES users(id),
  to_user TEXT REFERENCES users(id),
  receiver_phone TEXT,
  receiver_area_code TEXT,
  state TEXT NOT NULL DEFAULT 'IN_TRANSFER',    -- IN_TRANSFER | ACCEPTED | EXPIRED | CANCELLED
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  closed_at INTEGER
);
CREATE INDEX ticket_transfers_from ON ticket_transfers(from_user, created_at);
CREATE INDEX ticket_transfers_due ON ticket_transfers(state, expires_at);

CREATE TABLE ticket_transfer_items (
  transfer_id TEXT NOT NULL REFERENCES ticket_transfers(id),
  ticket_id TEXT NOT NULL REFERENCES tickets(id),
  PRIMARY KEY (transfer_id, ticket_id)
);

ALTER TABLE tickets ADD COLUMN transfer_id TEXT;
ALTER TABLE tickets ADD COLUMN received_from TEXT;
