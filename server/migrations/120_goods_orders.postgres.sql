-- Goods orders (issue 23): an order of goods only has no show. SQLite's twin rebuilds the table.
ALTER TABLE orders ALTER COLUMN show_id DROP NOT NULL;
