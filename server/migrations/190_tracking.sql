-- Tracking (issue 27; decisions D29, D30): each shop's batch key (AES-256-GCM, rotated by
-- version; made on first use), and the events the collector's 1x1 image received, so the dev
-- page and tests can read the last ones.
CREATE TABLE track_keys (
  merchant_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  key_b64 TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_id, version)
);

CREATE TABLE track_events (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  page TEXT NOT NULL,
  mark TEXT,
  seconds INTEGER,
  priority INTEGER NOT NULL,
  at INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  seq INTEGER NOT NULL
);
CREATE INDEX track_events_received ON track_events(merchant_id, received_at);
