-- The catalogue, continued: translations and display columns on the 010 tables, the seat-map
-- mapping per session, generated images, goods, coupon templates, member levels, announcements,
-- page layouts, app versions and copywriting. Money is integer cents everywhere.

-- Translations (zh-CN is the base column; zh-MO/zh-TW read *_tw, en-US reads *_en).
ALTER TABLE provinces ADD COLUMN name_tw TEXT NOT NULL DEFAULT '';
ALTER TABLE districts ADD COLUMN name_tw TEXT NOT NULL DEFAULT '';
ALTER TABLE cities ADD COLUMN site_id TEXT NOT NULL DEFAULT '';
ALTER TABLE cities ADD COLUMN bs_city_id TEXT NOT NULL DEFAULT '';
ALTER TABLE cities ADD COLUMN pinyin TEXT NOT NULL DEFAULT '';
ALTER TABLE cities ADD COLUMN is_hot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE venues ADD COLUMN name_tw TEXT NOT NULL DEFAULT '';
ALTER TABLE venues ADD COLUMN address_en TEXT NOT NULL DEFAULT '';
ALTER TABLE venues ADD COLUMN district_id TEXT;
-- STADIUM | ARENA | THEATRE | CONCERT_HALL | LIVEHOUSE | GALLERY | CLUB
ALTER TABLE venues ADD COLUMN kind TEXT NOT NULL DEFAULT 'THEATRE';
ALTER TABLE venues ADD COLUMN capacity INTEGER NOT NULL DEFAULT 0;
ALTER TABLE venues ADD COLUMN telephone TEXT NOT NULL DEFAULT '';
ALTER TABLE venues ADD COLUMN merchant_id TEXT;
ALTER TABLE tours ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN name_tw TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN merchant_id TEXT;
ALTER TABLE show_groups ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE show_groups ADD COLUMN name_tw TEXT NOT NULL DEFAULT '';
ALTER TABLE show_groups ADD COLUMN merchant_id TEXT;
ALTER TABLE show_groups ADD COLUMN poster_url TEXT NOT NULL DEFAULT '';
ALTER TABLE show_groups ADD COLUMN city_id TEXT;
ALTER TABLE show_groups ADD COLUMN venue_id TEXT;
ALTER TABLE shows ADD COLUMN name_tw TEXT;
ALTER TABLE shows ADD COLUMN description_en TEXT;
ALTER TABLE shows ADD COLUMN description_tw TEXT;
-- A one-line selling point (brief) and an advertisement line under the title.
ALTER TABLE shows ADD COLUMN brief TEXT NOT NULL DEFAULT '{}';      -- JSON {zh-CN, zh-MO, en-US}
ALTER TABLE shows ADD COLUMN advertise TEXT;                        -- JSON {zh-CN, zh-MO, en-US} or NULL
-- NORMAL | TOUR | GROUP_MEMBER (informational; grouping comes from tour_id / group_id)
ALTER TABLE shows ADD COLUMN show_type TEXT NOT NULL DEFAULT 'NORMAL';
-- SALE_REMIND (remind before sale) | NONE
ALTER TABLE shows ADD COLUMN remind_type TEXT NOT NULL DEFAULT 'NONE';
ALTER TABLE shows ADD COLUMN favourite_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shows ADD COLUMN delivery_methods TEXT NOT NULL DEFAULT '["E_TICKET"]'; -- JSON
ALTER TABLE seat_plans ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE seat_plans ADD COLUMN name_tw TEXT NOT NULL DEFAULT '';
-- How many tickets this plan sells per unit (a 2-person package is 2).
ALTER TABLE seat_plans ADD COLUMN seat_plan_unit INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sessions_show ADD COLUMN sale_time INTEGER;

-- Which seat plan each area of a seat map sells in a session (the seats rows say it per seat).
CREATE TABLE session_seat_maps (
  session_id TEXT PRIMARY KEY REFERENCES sessions_show(id),
  venue_id TEXT NOT NULL REFERENCES venues(id),
  area_plans TEXT NOT NULL          -- JSON {areaId: seatPlanId}
);

-- Generated images (SVG drawn by GET /static/posters/{id}.svg): posters, banners, goods, avatars.
CREATE TABLE images (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,               -- POSTER | BANNER | GOODS | AVATAR | DETAIL
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  hue INTEGER NOT NULL,
  hue2 INTEGER NOT NULL
);

-- Goods (spus) with attributes (e.g. colour, size) and skus (one per attribute combination).
CREATE TABLE goods_spus (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_tw TEXT NOT NULL,
  poster_url TEXT NOT NULL,
  spu_type TEXT NOT NULL DEFAULT 'GOODS',   -- GOODS | MERCH | VOUCHER
  show_id TEXT REFERENCES shows(id),        -- tied to a show (tied sale), or NULL
  description_html TEXT NOT NULL,
  limit_per_user INTEGER NOT NULL DEFAULT 5,
  deliver_methods TEXT NOT NULL DEFAULT '["EXPRESS"]',
  status TEXT NOT NULL DEFAULT 'ON_SALE',    -- ON_SALE | SOLD_OUT | OFF_SHELF
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_spus_merchant ON goods_spus(merchant_id, seq);
CREATE TABLE goods_attributes (
  id TEXT PRIMARY KEY,
  spu_id TEXT NOT NULL REFERENCES goods_spus(id),
  name TEXT NOT NULL,               -- JSON {zh-CN, zh-MO, en-US}
  required INTEGER NOT NULL DEFAULT 1,
  seq INTEGER NOT NULL
);
CREATE TABLE goods_attribute_values (
  id TEXT PRIMARY KEY,              -- attributeValueId
  attribute_id TEXT NOT NULL REFERENCES goods_attributes(id),
  value TEXT NOT NULL,              -- JSON {zh-CN, zh-MO, en-US}
  seq INTEGER NOT NULL
);
CREATE TABLE goods_skus (
  id TEXT PRIMARY KEY,
  spu_id TEXT NOT NULL REFERENCES goods_spus(id),
  attribute_value_ids TEXT NOT NULL, -- JSON idArr, in attribute order
  price INTEGER NOT NULL,
  market_price INTEGER NOT NULL,
  stock INTEGER NOT NULL
);
CREATE INDEX goods_skus_spu ON goods_skus(spu_id);

-- Coupon templates (the trade part issues user coupons from them).
CREATE TABLE coupon_templates (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  -- REDUCTION | CASH | MULTI_USER_RANDOM_CASH | EXPIRY_COMPENSATION_CASH | MULTI_USER_FIXED_CASH
  -- | DISCOUNT | EXCHANGE | FULL_DISCOUNT
  coupon_type TEXT NOT NULL,
  title TEXT NOT NULL,              -- JSON {zh-CN, zh-MO, en-US}
  amount INTEGER NOT NULL DEFAULT 0,          -- cents off (cash-like types)
  discount REAL,                              -- 0-1 (DISCOUNT, FULL_DISCOUNT)
  threshold INTEGER NOT NULL DEFAULT 0,       -- cents (AMOUNT) or items (QUANTITY)
  -- AMOUNT | QUANTITY | NONE_THRESHOLD_DEDUCT_DISCOUNT | NONE_THRESHOLD_DEDUCT_AMOUNT
  limitation_type TEXT NOT NULL,
  -- LIMIATION_ITEM | LIMIATION_ITEM_CATEGORY | LIMIATION_VENUE_USE | LIMIATION_SHOW_SESSION_SEATPLAN
  -- | LIMIATION_SHOW_TYPE_OR_TAG | ALL_PRODUCT | ALL_SHOW
  use_rule TEXT NOT NULL,
  use_limit TEXT NOT NULL DEFAULT '{}',       -- JSON couponUseLimitVO
  expiration_type TEXT NOT NULL,              -- FIXED | DYNAMIC
  expire_days INTEGER,                        -- DYNAMIC: days after obtaining
  start_time INTEGER,                         -- FIXED: epoch ms
  expire_time INTEGER,                        -- FIXED: epoch ms
  biz_type TEXT NOT NULL,                     -- SHOW | ITEM | PRIVILEGE_CARD | PARKING_FEE
  use_way TEXT NOT NULL DEFAULT 'ONLINE',     -- ONLINE | OFFLINE
  total_qty INTEGER NOT NULL DEFAULT 1000,
  per_user_limit INTEGER NOT NULL DEFAULT 1,
  max_discount_amount INTEGER,                -- cents, cap for DISCOUNT types
  term_description TEXT NOT NULL DEFAULT '{}',
  rule_comments TEXT NOT NULL DEFAULT '{}',
  exchange_code TEXT,                         -- redeemable with this code (coupons/exchange)
  status TEXT NOT NULL DEFAULT 'ACTIVE'
);
CREATE INDEX coupon_templates_merchant ON coupon_templates(merchant_id);

-- Membership: levels by growth value, each with rights and birthday gifts.
CREATE TABLE member_levels (
  merchant_id TEXT NOT NULL,
  level INTEGER NOT NULL,
  name TEXT NOT NULL,               -- JSON {zh-CN, zh-MO, en-US}
  growth_min INTEGER NOT NULL,
  icon TEXT NOT NULL,
  color TEXT NOT NULL,
  birthday_gifts TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (merchant_id, level)
);
CREATE TABLE member_rights (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  level INTEGER NOT NULL,
  type TEXT NOT NULL,               -- PRIORITY_PURCHASE | DISCOUNT | POINTS_MULTIPLE | ...
  name TEXT NOT NULL,               -- JSON
  description TEXT NOT NULL,        -- JSON
  badge_desc TEXT NOT NULL DEFAULT '{}',
  icon TEXT NOT NULL,
  is_highlight INTEGER NOT NULL DEFAULT 0,
  is_display INTEGER NOT NULL DEFAULT 1,
  seq INTEGER NOT NULL
);
CREATE INDEX member_rights_level ON member_rights(merchant_id, level, seq);

CREATE TABLE announcements (
  id TEXT PRIMARY KEY,              -- noticeId
  merchant_id TEXT NOT NULL,
  title TEXT NOT NULL,              -- JSON
  content TEXT NOT NULL,            -- JSON (HTML)
  more_url TEXT,
  show_ids TEXT NOT NULL DEFAULT '[]',
  page_sources TEXT NOT NULL DEFAULT '["HOME"]',
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE announcement_reads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  announcement_id TEXT NOT NULL REFERENCES announcements(id),
  user_id TEXT,
  show_id TEXT,
  page_source TEXT,
  client_read_time INTEGER,
  trace_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX announcement_reads_user ON announcement_reads(user_id, announcement_id);

-- Page layouts (HOME, TOPIC, TOPIC_COUPON, PAY_SUCCESS, TICKET_HOLDER, PERSONAL_CENTER).
CREATE TABLE page_layouts (
  id TEXT PRIMARY KEY,              -- layoutId
  merchant_id TEXT NOT NULL,
  page_type TEXT NOT NULL,
  topic_id TEXT,
  title TEXT NOT NULL,              -- JSON
  components TEXT NOT NULL,         -- JSON array of components
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX page_layouts_page ON page_layouts(merchant_id, page_type);

-- Client releases: version/match answers FORCE below min_version, WEAK below latest_version.
CREATE TABLE app_versions (
  product_code TEXT NOT NULL,
  client_code TEXT NOT NULL,
  min_version TEXT NOT NULL,
  latest_version TEXT NOT NULL,
  release_note TEXT NOT NULL DEFAULT '{}',
  download_url TEXT,
  PRIMARY KEY (product_code, client_code)
);

CREATE TABLE copywriting (
  merchant_id TEXT NOT NULL,
  client TEXT NOT NULL,             -- ALL or a platform (H5, MP_WEIXIN, ...)
  config TEXT NOT NULL,             -- JSON {key: text or {zh-CN, zh-MO, en-US}}
  PRIMARY KEY (merchant_id, client)
);
