-- Add-purchase (issue 21, order-add-purchase; services/trade/add-purchase.ts): goods bought onto a
-- paid ticket order are a goods order of their own (own payment, own delivery); this table ties
-- each to the ticket order it was added to. A table, not an `orders` column: migration 120 rebuilds
-- `orders` on SQLite with the columns it knows.
CREATE TABLE order_add_purchases (
  order_id TEXT PRIMARY KEY REFERENCES orders(id),
  added_to_order_id TEXT NOT NULL REFERENCES orders(id)
);
CREATE INDEX order_add_purchases_added_to ON order_add_purchases(added_to_order_id);
