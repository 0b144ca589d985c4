-- Sign-in through a platform or partner: mini-program open ids (code2session), the WeChat web
-- authorisation's open id (wxauth) and channel partners' user ids (channel_oauth).

-- An account's identity on a platform: MP_WEIXIN, MP_TT, MP_XHS, MP_ALI, WXH5, or CHANNEL:<channelCode>.
CREATE TABLE user_platform_identities (
  platform TEXT NOT NULL,
  open_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  union_id TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (platform, open_id)
);
CREATE INDEX user_platform_identities_user ON user_platform_identities(user_id);

-- Platform login codes and phone codes are single-use, as on the real platforms.
CREATE TABLE used_platform_codes (
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  used_at INTEGER NOT NULL,
  PRIMARY KEY (kind, code)
);

-- Authorisation codes a channel partner handed out (the dev sandbox partner's, minted here).
CREATE TABLE channel_auth_codes (
  code TEXT PRIMARY KEY,
  channel_code TEXT NOT NULL,
  partner_user_id TEXT NOT NULL,
  cellphone TEXT,
  country_code TEXT NOT NULL DEFAULT '86',
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
