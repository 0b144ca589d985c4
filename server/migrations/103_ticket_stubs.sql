-- Commemorative stubs (issue 20/23, D6; services/trade/ticket-stubs.ts). A shop's printed-stub
-- goods (goods_spus.stub = 1) is ordered for one used or past ticket only, never from the shelf;
-- ticket_stub_prints ties each such goods order to its ticket (one live order per ticket).
ALTER TABLE goods_spus ADD COLUMN stub INTEGER NOT NULL DEFAULT 0;
CREATE TABLE ticket_stub_prints (
  order_id TEXT PRIMARY KEY REFERENCES orders(id),
  ticket_id TEXT NOT NULL REFERENCES tickets(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX ticket_stub_prints_ticket ON ticket_stub_prints(ticket_id);
