-- Trade: orders (and wait-list registrations), holds, payments, tickets, user coupons, invoices.
-- Money is integer cents everywhere. Times are epoch ms.

-- A per-database secret for the sandbox payment provider's signatures (callbacks, payment pages,
-- ticket QR payloads). Random at creation, so one database's signatures mean nothing to another.
CREATE TABLE trade_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO trade_secrets (name, value) VALUES ('payment', lower(hex(randomblob(32))));

CREATE TABLE orders (
  id TEXT PRIMARY KEY,                         -- orderId
  order_number TEXT NOT NULL UNIQUE,           -- shown to people
  transaction_id TEXT NOT NULL UNIQUE,         -- what payments name (unPaidTransactionIds)
  bind_id TEXT NOT NULL,                       -- orders paid together share it
  user_id TEXT NOT NULL REFERENCES users(id),
  merchant_id TEXT NOT NULL,
  show_id TEXT NOT NULL REFERENCES shows(id),  -- the first item's show
  order_type TEXT NOT NULL DEFAULT 'TICKET',
  -- Spec section 4: 1 unpaid, -1 canceled (by the buyer), 3 reserve (a wait-list registration),
  -- 6 delivering (paid, express not shipped yet), 7 delivering by express (shipped),
  -- 9 succeeded, 11 refunded, 13 closed (not paid in time).
  state INTEGER NOT NULL,
  wait_list_state TEXT,                        -- WAITING | SUCCESS | CANCELLED (registrations only)
  qty INTEGER NOT NULL,                        -- tickets
  ticket_amount INTEGER NOT NULL,
  express_fee INTEGER NOT NULL DEFAULT 0,
  discount_amount INTEGER NOT NULL DEFAULT 0,
  pay_amount INTEGER NOT NULL,
  client_pay_amount INTEGER,                   -- what the client said it would pay (never used for pricing)
  currency TEXT NOT NULL,
  deliver_method TEXT NOT NULL,                -- E_TICKET | EXPRESS
  address TEXT,                                -- JSON snapshot of the delivery address
  contact TEXT NOT NULL DEFAULT '{}',          -- JSON {name, cellphone, email, type}
  coupon_id TEXT,
  promotion_id TEXT,
  privilege_id TEXT,
  pass_id TEXT,
  terminal_src TEXT NOT NULL DEFAULT 'H5',
  created_at INTEGER NOT NULL,
  paid_deadline INTEGER,                       -- unpaid orders: the hold ends here
  paid_at INTEGER,
  payment_id TEXT,
  closed_at INTEGER,
  close_reason TEXT,                           -- TIMEOUT | BUYER_CANCEL
  express_no TEXT,
  express_company TEXT
);
CREATE INDEX orders_user ON orders(user_id, created_at);
CREATE INDEX orders_user_show ON orders(user_id, show_id, state);
CREATE INDEX orders_unpaid ON orders(paid_deadline) WHERE state = 1;
CREATE INDEX orders_bind ON orders(bind_id);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders(id),
  show_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  seat_plan_id TEXT NOT NULL,
  qty INTEGER NOT NULL,                        -- units of the seat plan
  seat_plan_unit INTEGER NOT NULL DEFAULT 1,   -- tickets per unit
  tickets INTEGER NOT NULL,                    -- qty * seat_plan_unit
  unit_price INTEGER NOT NULL,
  -- 'SEATS' (seats rows held) or 'STOCK' (seat_plans.stock decremented)
  inventory TEXT NOT NULL,
  seat_ids TEXT NOT NULL DEFAULT '[]'          -- JSON, for SEATS
);
CREATE INDEX order_items_order ON order_items(order_id);
CREATE INDEX order_items_waiting ON order_items(seat_plan_id);

-- Real-name orders: one ticket per ID per show while the order is alive (active = 1).
CREATE TABLE order_audiences (
  order_id TEXT NOT NULL REFERENCES orders(id),
  show_id TEXT NOT NULL,
  audience_id TEXT NOT NULL,
  name TEXT NOT NULL,
  id_type TEXT NOT NULL,
  id_no TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (order_id, audience_id)
);
CREATE UNIQUE INDEX order_audiences_one_per_id ON order_audiences(show_id, id_type, id_no) WHERE active = 1;

CREATE TABLE payments (
  id TEXT PRIMARY KEY,                         -- paymentId
  user_id TEXT NOT NULL REFERENCES users(id),
  payment_product TEXT NOT NULL,
  platform TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  -- CREATED | PAID | CANCELLED (on the sandbox page) | CLOSED (orders closed first)
  -- | REFUNDED (paid after its orders closed: the sandbox gives the money back)
  state TEXT NOT NULL,
  return_url TEXT,
  cancel_url TEXT,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  callback_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX payments_user ON payments(user_id, created_at);
CREATE TABLE payment_orders (
  payment_id TEXT NOT NULL REFERENCES payments(id),
  order_id TEXT NOT NULL REFERENCES orders(id),
  PRIMARY KEY (payment_id, order_id)
);
CREATE INDEX payment_orders_order ON payment_orders(order_id);

CREATE TABLE tickets (
  id TEXT PRIMARY KEY,                         -- ticketId
  ticket_no TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL REFERENCES orders(id),
  user_id TEXT NOT NULL REFERENCES users(id),  -- the holder
  seq INTEGER NOT NULL,                        -- 1..n within the order
  show_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  seat_plan_id TEXT NOT NULL,
  seat_id TEXT,
  price INTEGER NOT NULL,
  ticket_form TEXT NOT NULL,                   -- E_TICKET | PAPER
  audience_name TEXT,
  id_type TEXT,
  id_no TEXT,
  pickup_code TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'VALID',         -- VALID | USED | REFUNDED
  issued_at INTEGER NOT NULL,
  UNIQUE (order_id, seq)
);
CREATE INDEX tickets_user ON tickets(user_id, issued_at);

CREATE TABLE user_coupons (
  id TEXT PRIMARY KEY,                         -- couponId
  coupon_code TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id),
  template_id TEXT NOT NULL REFERENCES coupon_templates(id),
  -- AVAILABLE | PENDING (held by an unpaid order) | USED | EXPIRED | REFUNDING | UN_AVAILABLE
  status TEXT NOT NULL DEFAULT 'AVAILABLE',
  order_id TEXT,
  obtain_type TEXT NOT NULL DEFAULT 'SHOW_OBTAIN',
  start_time INTEGER NOT NULL,
  expire_time INTEGER NOT NULL,
  obtained_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX user_coupons_user ON user_coupons(user_id, status);
CREATE INDEX user_coupons_template ON user_coupons(template_id, user_id);

CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  order_id TEXT NOT NULL REFERENCES orders(id),
  type TEXT NOT NULL,                          -- VAT_E_ORDINARY | VAT_E_ORDINARY_PAPER
  title_type TEXT NOT NULL,                    -- INDIVIDUAL_OR_INSTITUTION | ENTERPRISE
  title TEXT NOT NULL,
  taxpayer_id TEXT,
  bank_name TEXT,
  bank_account TEXT,
  address TEXT,
  phone TEXT,
  email TEXT,
  content_type TEXT NOT NULL DEFAULT 'TICKET',
  amount INTEGER NOT NULL,                     -- the tickets, excluding delivery
  status TEXT NOT NULL,                        -- APPLYING | REJECTED | SUCCESS | CANCELLED
  reject_reason TEXT,
  invoice_no TEXT,
  express TEXT,                                -- JSON, paper invoices
  applied_at INTEGER NOT NULL,
  issued_at INTEGER
);
CREATE INDEX invoices_user ON invoices(user_id, applied_at);
CREATE UNIQUE INDEX invoices_one_live ON invoices(order_id) WHERE status IN ('APPLYING', 'SUCCESS');
