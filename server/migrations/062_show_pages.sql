-- What the show detail and booking pages add (issue 8, items 1 and 2): sale reminders
-- (shows/{id}/subscribe: SMS on the web, WeChat subscribe messages on the mini-program),
-- shortage registrations (缺货登记: a show short of tickets notifies them in order), and the
-- tokens a solved purchase captcha yields (valid only while their expiry is ahead).
CREATE TABLE show_reminders (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  show_id TEXT NOT NULL REFERENCES shows(id),
  session_id TEXT,
  channel TEXT NOT NULL CHECK (channel IN ('SMS', 'WEIXIN')),
  remind_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, show_id)
);

CREATE TABLE shortage_registrations (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  show_id TEXT NOT NULL REFERENCES shows(id),
  session_id TEXT NOT NULL,
  seat_plan_id TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, seat_plan_id)
);
CREATE INDEX shortage_registrations_plan ON shortage_registrations(seat_plan_id, created_at);

CREATE TABLE show_captcha_tokens (
  token TEXT PRIMARY KEY,
  show_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
