-- Issue 19: a failed password login is counted per client (its address) and account, so a
-- stranger cannot lock someone else out by guessing from elsewhere.
ALTER TABLE login_failures ADD COLUMN client TEXT NOT NULL DEFAULT '';
CREATE INDEX login_failures_client ON login_failures(email, client, created_at);
CREATE INDEX outbox_created ON outbox(created_at);
CREATE INDEX captchas_expires ON captchas(expires_at);
CREATE INDEX verify_codes_expires ON verify_codes(expires_at);
CREATE INDEX sessions_refresh_expires ON sessions(refresh_expires_at);
