-- Accounts and sessions: what every other part of the gateway stands on.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  cellphone TEXT UNIQUE,
  country_code TEXT NOT NULL DEFAULT '86',
  email TEXT UNIQUE,
  password_hash TEXT,
  email_verified INTEGER NOT NULL DEFAULT 0,
  nickname TEXT NOT NULL,
  avatar_url TEXT,
  gender TEXT NOT NULL DEFAULT 'UNKNOWN' CHECK (gender IN ('UNKNOWN', 'MALE', 'FEMALE')),
  birthday TEXT,
  prime_level INTEGER NOT NULL DEFAULT 1,
  points INTEGER NOT NULL DEFAULT 0,
  growth_value INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- Tokens are random (256 bits) and stored only as SHA-256 hashes.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  terminal_src TEXT NOT NULL,
  access_hash TEXT NOT NULL UNIQUE,
  refresh_hash TEXT NOT NULL UNIQUE,
  access_expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  -- NULL while valid; 'logout', 'other_device' (a newer login on the same kind of terminal), 'refreshed'.
  revoked_reason TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Every SMS and e-mail the gateway "sent": GET /dev/outbox shows them in dev mode.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_recipient ON outbox(recipient, id);

-- Idempotency keys of create calls: a repeated create answers the first result.
CREATE TABLE idempotency (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- Image captchas, asked for before a phone code is sent.
CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

-- Verification codes sent by SMS or e-mail (stored hashed).
CREATE TABLE verify_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX verify_codes_recipient ON verify_codes(recipient, purpose, id);
