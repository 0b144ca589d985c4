-- Goods returns (issue 21, decision D36: "returned" in the business view is a goods order's
-- after-sale return). One live return per order (the unique index: a second request is refused);
-- RETURNING -> RETURNED when the sandbox warehouse has the parcel back and the provider has paid
-- (the sweep, services/trade/goods-returns.ts), or REJECTED. Amounts in cents, the gateway's own:
-- what the goods order was paid, less the delivery once the parcel had left.
CREATE TABLE goods_returns (
  id TEXT PRIMARY KEY,
  return_number TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL REFERENCES orders(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  paid_amount INTEGER NOT NULL,
  express_refund INTEGER NOT NULL DEFAULT 0,
  refund_amount INTEGER NOT NULL,
  shipped INTEGER NOT NULL,                    -- 1: the parcel had left; its stock comes back when received
  currency TEXT NOT NULL,
  state TEXT NOT NULL,                         -- RETURNING | RETURNED | REJECTED
  applied_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE UNIQUE INDEX goods_returns_live ON goods_returns(order_id) WHERE state <> 'REJECTED';
CREATE INDEX goods_returns_due ON goods_returns(applied_at) WHERE state = 'RETURNING';
