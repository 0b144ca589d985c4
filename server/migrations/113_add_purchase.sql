-- Add-purchase (issue 21, order-add-purchase; services/trade/add-purchase.ts): goods bought onto a
-- paid ticket order are a goods order of their own (own payment, own delivery), pointing at it.
ALTER TABLE orders ADD COLUMN added_to_order_id TEXT REFERENCES orders(id);
CREATE INDEX orders_added_to ON orders(added_to_order_id);
