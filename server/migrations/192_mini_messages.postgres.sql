-- Mini-program subscribe messages (issue 27, D9; services/platform/mini-messages.ts). The outbox
-- takes a third channel, MINI (see the SQLite twin, which rebuilds the table).
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('SMS', 'EMAIL', 'MINI'));

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
