-- Risk-control (fingerprint) tokens (spec section 4): issued to a logged-in user for a device,
-- valid 5 minutes, checked on create order when the client sends one.
CREATE TABLE risk_tokens (
  token TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  terminal_src TEXT NOT NULL,
  device_digest TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX risk_tokens_user ON risk_tokens(user_id, expires_at);
