-- Goods orders (issue 23): an order of goods only has no show, so orders.show_id becomes
-- nullable. SQLite has no ALTER COLUMN: the table is rebuilt (SQLite's documented procedure; the
-- migration runner turns foreign keys off around it and checks them before commit). The columns
-- are 030's, 070/072's and 111's (parent_order_id), in the same order. PostgreSQL's twin is one ALTER COLUMN.
CREATE TABLE orders_rebuilt (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  transaction_id TEXT NOT NULL UNIQUE,
  bind_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id),
  merchant_id TEXT NOT NULL,
  show_id TEXT REFERENCES shows(id),           -- the first item's show; NULL for goods only (order_type GOODS)
  order_type TEXT NOT NULL DEFAULT 'TICKET',   -- TICKET | GOODS
  state INTEGER NOT NULL,
  wait_list_state TEXT,
  qty INTEGER NOT NULL,
  ticket_amount INTEGER NOT NULL,
  express_fee INTEGER NOT NULL DEFAULT 0,
  discount_amount INTEGER NOT NULL DEFAULT 0,
  pay_amount INTEGER NOT NULL,
  client_pay_amount INTEGER,
  currency TEXT NOT NULL,
  deliver_method TEXT NOT NULL,
  address TEXT,
  contact TEXT NOT NULL DEFAULT '{}',
  coupon_id TEXT,
  promotion_id TEXT,
  privilege_id TEXT,
  pass_id TEXT,
  terminal_src TEXT NOT NULL DEFAULT 'H5',
  created_at INTEGER NOT NULL,
  paid_deadline INTEGER,
  paid_at INTEGER,
  payment_id TEXT,
  closed_at INTEGER,
  close_reason TEXT,
  express_no TEXT,
  express_company TEXT,
  promotion_amount INTEGER NOT NULL DEFAULT 0,
  member_discount_amount INTEGER NOT NULL DEFAULT 0,
  coupon_amount INTEGER NOT NULL DEFAULT 0,
  points_used INTEGER NOT NULL DEFAULT 0,
  points_amount INTEGER NOT NULL DEFAULT 0,
  goods_amount INTEGER NOT NULL DEFAULT 0,
  parent_order_id TEXT
);
INSERT INTO orders_rebuilt (id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, order_type, state, wait_list_state, qty, ticket_amount, express_fee, discount_amount, pay_amount, client_pay_amount, currency, deliver_method, address, contact, coupon_id, promotion_id, privilege_id, pass_id, terminal_src, created_at, paid_deadline, paid_at, payment_id, closed_at, close_reason, express_no, express_company, promotion_amount, member_discount_amount, coupon_amount, points_used, points_amount, goods_amount, parent_order_id)
  SELECT id, order_number, transaction_id, bind_id, user_id, merchant_id, show_id, order_type, state, wait_list_state, qty, ticket_amount, express_fee, discount_amount, pay_amount, client_pay_amount, currency, deliver_method, address, contact, coupon_id, promotion_id, privilege_id, pass_id, terminal_src, created_at, paid_deadline, paid_at, payment_id, closed_at, close_reason, express_no, express_company, promotion_amount, member_discount_amount, coupon_amount, points_used, points_amount, goods_amount, parent_order_id FROM orders;
DROP TABLE orders;
ALTER TABLE orders_rebuilt RENAME TO orders;
CREATE INDEX orders_user ON orders(user_id, created_at);
CREATE INDEX orders_user_show ON orders(user_id, show_id, state);
CREATE INDEX orders_unpaid ON orders(paid_deadline) WHERE state = 1;
CREATE INDEX orders_bind ON orders(bind_id);
CREATE INDEX orders_parent ON orders(parent_order_id);
