-- Student verification (issue 24, decision D28; spec s7 "GET student certification create
-- {authChannel}", s5 student certification only on plain web): a certification asked of the
-- provider (the gateway's sandbox), its result, and seat plans sold to verified students only.
-- See docs/decisions/membership.md.

CREATE TABLE student_certifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  auth_channel TEXT NOT NULL,
  status TEXT NOT NULL,                         -- PENDING | VERIFIED | FAILED
  return_url TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  expire_at INTEGER                             -- VERIFIED: a year after the decision
);
CREATE INDEX student_certifications_user ON student_certifications(user_id, created_at);

-- A seat plan only verified students buy (D28).
ALTER TABLE seat_plans ADD COLUMN student_only INTEGER NOT NULL DEFAULT 0;
