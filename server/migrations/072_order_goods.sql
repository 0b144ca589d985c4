-- Tied-sale goods ordered with the tickets (issue 8): one row per sku of an order, priced by the
-- gateway at create (cents), its stock held while the order is unpaid and given back when the
-- order is cancelled or closed. The order keeps the goods amount beside the ticket amount.
CREATE TABLE order_goods (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders(id),
  spu_id TEXT NOT NULL REFERENCES goods_spus(id),
  sku_id TEXT NOT NULL REFERENCES goods_skus(id),
  qty INTEGER NOT NULL CHECK (qty > 0),
  unit_price INTEGER NOT NULL                   -- cents, at create
);
CREATE INDEX order_goods_order ON order_goods(order_id);
ALTER TABLE orders ADD COLUMN goods_amount INTEGER NOT NULL DEFAULT 0;
