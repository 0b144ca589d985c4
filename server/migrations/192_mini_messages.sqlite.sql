-- Mini-program subscribe messages (issue 27, D9; services/platform/mini-messages.ts). The outbox
-- takes a third channel, MINI: a message through the platform's subscribe message, to
-- '<platform>:<open id or user id>'. SQLite cannot change a CHECK: the table is rebuilt (its
-- columns and indexes are 001's and 080's). PostgreSQL's twin replaces the constraint.
CREATE TABLE outbox_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('SMS', 'EMAIL', 'MINI')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  created_at INTEGER NOT NULL
);
INSERT INTO outbox_rebuilt (id, channel, recipient, subject, body, code, created_at)
  SELECT id, channel, recipient, subject, body, code, created_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_rebuilt RENAME TO outbox;
CREATE INDEX outbox_recipient ON outbox(recipient, id);
CREATE INDEX outbox_created ON outbox(created_at);

-- The shop's subscribe-message templates, one per scene (find_wx_mini_app_msg_template, s7).
CREATE TABLE mini_msg_templates (
  merchant_id TEXT NOT NULL,
  scene TEXT NOT NULL,
  template_id TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (merchant_id, scene)
);

-- What a buyer accepted in the platform's subscribe dialog (subscribe_wx_mini_app_msg): one message
-- each, for its target (a show, a transfer); used_at once it was sent.
CREATE TABLE mini_msg_subscriptions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platform TEXT NOT NULL,
  template_id TEXT NOT NULL,
  scene TEXT NOT NULL,
  target_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX mini_msg_subscriptions_user ON mini_msg_subscriptions(user_id, scene, target_id);
