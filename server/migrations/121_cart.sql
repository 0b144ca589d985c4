-- The product cart (issue 23; spec sections 2, 3 productCartConfig, 7 "GET cart count"): one line
-- per buyer, shop and sku, with its quantity and whether it is selected for checkout. Lines are
-- removed when an order from the cart is created.
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users(id),
  merchant_id TEXT NOT NULL,
  spu_id TEXT NOT NULL REFERENCES goods_spus(id),
  sku_id TEXT NOT NULL REFERENCES goods_skus(id),
  qty INTEGER NOT NULL CHECK (qty > 0),
  selected INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, merchant_id, sku_id)
);
CREATE INDEX cart_items_user ON cart_items(user_id, merchant_id, created_at);
