-- Refunds (issue 21, decision D12). A show's refund tiers: a ticket refunded at least
-- hours_before hours before its session starts pays fee_percent of what it cost. A show without
-- rows uses the default (services/trade/refunds.ts: until 72 h before, 20%).
CREATE TABLE refund_tiers (
  show_id TEXT NOT NULL REFERENCES shows(id),
  hours_before INTEGER NOT NULL CHECK (hours_before >= 0),
  fee_percent INTEGER NOT NULL CHECK (fee_percent >= 0 AND fee_percent <= 100),
  PRIMARY KEY (show_id, hours_before)
);

-- A refund order: some tickets of a paid order. APPLYING -> REFUNDING -> REFUNDED (the sandbox
-- provider settles it in the sweep) or REJECTED. Amounts in cents: what the tickets cost, the fee
-- kept, what goes back (plus the express fee when every ticket goes before shipping).
CREATE TABLE refunds (
  id TEXT PRIMARY KEY,
  refund_number TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL REFERENCES orders(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  ticket_ids TEXT NOT NULL,                    -- JSON array
  qty INTEGER NOT NULL CHECK (qty > 0),
  ticket_amount INTEGER NOT NULL,
  fee INTEGER NOT NULL,
  express_refund INTEGER NOT NULL DEFAULT 0,
  refund_amount INTEGER NOT NULL,
  fee_percent INTEGER NOT NULL,
  points_returned INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL,
  state TEXT NOT NULL,                         -- APPLYING | REFUNDING | REFUNDED | REJECTED
  applied_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX refunds_user ON refunds(user_id, applied_at);
CREATE INDEX refunds_order ON refunds(order_id);
CREATE INDEX refunds_due ON refunds(applied_at) WHERE state IN ('APPLYING', 'REFUNDING');
