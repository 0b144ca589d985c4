-- Platform services, the leftovers of issue 27 (docs/decisions/tracking-and-reminders.md):
-- D33 seat plans shown before the sale with a description; the shops' app deep links behind
-- GET /sdk/deeplink/param and the web download bar (s5, s7, s9); when a real-name reminder went
-- out for an order's tickets still without holders (D9: remindNotifyAheadOfMinutes before the
-- show's identityLimitTime), so the sweep tells each order once.
ALTER TABLE shows ADD COLUMN seat_plan_display_advance INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shows ADD COLUMN seat_plan_display_desc TEXT;

CREATE TABLE app_deep_links (
  merchant_id TEXT NOT NULL,
  project TEXT NOT NULL,
  app_key TEXT NOT NULL,
  app_name TEXT NOT NULL,       -- JSON {zh-CN, zh-MO, en-US}
  android_info TEXT NOT NULL,   -- JSON {packageName, scheme, downloadUrl}
  ios_info TEXT NOT NULL,       -- JSON {bundleId, scheme, universalLink, downloadUrl}
  PRIMARY KEY (merchant_id, project)
);

ALTER TABLE orders ADD COLUMN real_name_reminded_at INTEGER;
