-- Accounts: e-mail sign-in, sandbox Google/Apple sign-in, profile rules, attendees and addresses.

-- Spec section 5: the birthday may be changed once; 1 once it has been.
ALTER TABLE users ADD COLUMN birthday_edited INTEGER NOT NULL DEFAULT 0;
-- Set when the account is cancelled (confirm-unregistered); the row is kept, anonymised.
ALTER TABLE users ADD COLUMN cancelled_at TEXT;

-- Wrong guesses at the latest code of a recipient and purpose; five burn the code.
ALTER TABLE verify_codes ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;

-- Failed e-mail logins, per address: 5 within 15 minutes lock the address for the rest of the window.
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX login_failures_email ON login_failures(email, created_at);

-- Accounts linked to a Google or Apple identity (provider's subject).
CREATE TABLE user_oauth (
  provider TEXT NOT NULL CHECK (provider IN ('GOOGLE', 'APPLE')),
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_oauth_user ON user_oauth(user_id);

-- Attendees (audiences): real-name ticket holders saved by a user. Deleting one only marks it,
-- so orders and tickets that name it keep their reference.
CREATE TABLE user_audiences (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- ID_CARD (mainland resident ID), PASSPORT, HK_MACAU_PERMIT, TAIWAN_PERMIT
  id_type TEXT NOT NULL,
  id_no TEXT NOT NULL,
  -- ISO 3166 alpha-2 country or region of the document: CN, HK, MO, TW, ...
  country_region TEXT NOT NULL,
  cellphone TEXT,
  cellphone_area_code TEXT NOT NULL DEFAULT '86',
  -- Derived from a mainland ID number; given by the user for other documents (optional).
  birthday TEXT,
  gender TEXT NOT NULL DEFAULT 'UNKNOWN' CHECK (gender IN ('UNKNOWN', 'MALE', 'FEMALE')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX user_audiences_user ON user_audiences(user_id, created_at);
-- One entry per document per user.
CREATE UNIQUE INDEX user_audiences_document ON user_audiences(user_id, id_type, id_no) WHERE deleted_at IS NULL;

-- Delivery addresses. Area ids are the catalogue's provinces / cities / districts.
CREATE TABLE user_addresses (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,
  cellphone TEXT NOT NULL,
  cellphone_area_code TEXT NOT NULL DEFAULT '86',
  province_id TEXT NOT NULL,
  city_id TEXT NOT NULL,
  district_id TEXT,
  detail TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX user_addresses_user ON user_addresses(user_id, created_at);
-- At most one default address per user.
CREATE UNIQUE INDEX user_addresses_default ON user_addresses(user_id) WHERE is_default = 1 AND deleted_at IS NULL;
