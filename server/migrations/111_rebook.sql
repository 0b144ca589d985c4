-- Rebook (issue 21, decision D13): a show may let buyers move to another session of the same
-- price once (on unless the merchant turns it off), and a rebook is a child order of type REBOOK.
ALTER TABLE shows ADD COLUMN support_rebook INTEGER NOT NULL DEFAULT 1;
ALTER TABLE orders ADD COLUMN parent_order_id TEXT;
CREATE INDEX orders_parent ON orders(parent_order_id);
