-- Open shows (issue 26, decision D24; docs/decisions/services.md): free events that need
-- registration. The merchant's form fields (JSON), sessions with a capacity, and the buyers'
-- registrations (one per buyer per session) with the entrance registration that gives the check-in code.
CREATE TABLE open_shows (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  venue_id TEXT,
  title TEXT NOT NULL,                    -- JSON {zh-CN, zh-MO, en-US}
  summary TEXT NOT NULL,                  -- JSON
  description TEXT NOT NULL,              -- JSON
  poster_url TEXT NOT NULL,
  email_required INTEGER NOT NULL DEFAULT 0,
  fields TEXT NOT NULL,                   -- JSON [{key, type, label {..}, required, options?}]
  entrance_fields TEXT NOT NULL,          -- JSON, the same shape
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX open_shows_merchant ON open_shows(merchant_id, sort);

CREATE TABLE open_show_sessions (
  id TEXT PRIMARY KEY,
  open_show_id TEXT NOT NULL REFERENCES open_shows(id),
  name TEXT NOT NULL,                     -- JSON
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  capacity INTEGER NOT NULL
);
CREATE INDEX open_show_sessions_show ON open_show_sessions(open_show_id, starts_at);

CREATE TABLE open_show_registrations (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES open_show_sessions(id),
  open_show_id TEXT NOT NULL REFERENCES open_shows(id),
  user_id TEXT NOT NULL,
  answers TEXT NOT NULL,                  -- JSON {key: value}
  created_at INTEGER NOT NULL,
  entrance_answers TEXT,                  -- JSON, once the entrance registration is given
  entered_at INTEGER,
  UNIQUE (session_id, user_id)
);
CREATE INDEX open_show_registrations_user ON open_show_registrations(user_id, created_at);
