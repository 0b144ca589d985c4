-- Custom buttons (issue 22, D10; services/trade/custom-buttons.ts): the extra actions a merchant
-- sets on a show's tickets (venue guide, parking, merch pickup, help), each a title, an icon and
-- a jump in the banner format (jumpDetails type/path/appId). The ticket detail shows the first
-- three; custom-button-list shows them all.
CREATE TABLE show_custom_buttons (
  show_id TEXT NOT NULL REFERENCES shows(id),
  seq INTEGER NOT NULL,
  title TEXT NOT NULL,         -- JSON {zh-CN, zh-MO, en-US}
  icon TEXT NOT NULL,
  jump_type TEXT NOT NULL,     -- PAGE | H5 | MINI_PROGRAM
  jump_path TEXT NOT NULL,
  app_id TEXT,
  PRIMARY KEY (show_id, seq)
);
