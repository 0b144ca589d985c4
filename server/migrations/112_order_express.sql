-- Express delivery (issue 21): the tracking events of an EXPRESS order (services/trade/express.ts).
-- The sweep ships a paid order (6 -> 7, SHIPPED: its time is when the courier picked it up),
-- moves it (IN_TRANSIT) and delivers it (7 -> 9, DELIVERED). Kept beside the orders table, not in
-- it: 120_goods_orders rebuilds that table on SQLite with the columns it knows.
CREATE TABLE order_express_events (
  order_id TEXT NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL,                          -- SHIPPED, IN_TRANSIT or DELIVERED
  at INTEGER NOT NULL,
  PRIMARY KEY (order_id, kind)
);
