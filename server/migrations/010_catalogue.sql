-- The catalogue: places, shows, sessions, seat plans (price tiers) and seat maps; and shops.
-- Money is integer cents everywhere.

CREATE TABLE provinces (id TEXT PRIMARY KEY, name TEXT NOT NULL, name_en TEXT NOT NULL);
CREATE TABLE cities (
  id TEXT PRIMARY KEY,            -- site/city id, e.g. BL1106 (Shanghai)
  province_id TEXT NOT NULL REFERENCES provinces(id),
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_tw TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE districts (id TEXT PRIMARY KEY, city_id TEXT NOT NULL REFERENCES cities(id), name TEXT NOT NULL, name_en TEXT NOT NULL);

CREATE TABLE categories (
  code TEXT PRIMARY KEY,          -- backendCategoryCode: CONCERT, DRAMA, SPORTS, ...
  seq INTEGER NOT NULL,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_tw TEXT NOT NULL
);

CREATE TABLE venues (
  id TEXT PRIMARY KEY,
  city_id TEXT NOT NULL REFERENCES cities(id),
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  address TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  -- A seat map's layout (stands/areas/rows/seats as JSON), served apart from seat states.
  has_seat_map INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE tours (id TEXT PRIMARY KEY, name TEXT NOT NULL, poster_url TEXT NOT NULL, description TEXT NOT NULL);
CREATE TABLE show_groups (
  id TEXT PRIMARY KEY,            -- contains 'SG' (spec section 2)
  name TEXT NOT NULL,
  theater_or_location_name TEXT NOT NULL,
  address TEXT NOT NULL,
  captcha_infos TEXT NOT NULL DEFAULT '[]'  -- JSON: showCaptchaInfos
);

CREATE TABLE shows (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_en TEXT,
  poster_url TEXT NOT NULL,
  category_code TEXT NOT NULL REFERENCES categories(code),
  city_id TEXT NOT NULL REFERENCES cities(id),
  venue_id TEXT NOT NULL REFERENCES venues(id),
  tour_id TEXT REFERENCES tours(id),
  group_id TEXT REFERENCES show_groups(id),
  -- Spec section 4: ON_SALE, PRE_SALE, DISABLED, SOLD_OUT, LACK_OF_TICKET, PENDING, CANCELED, COMPLETED, DELAY.
  status TEXT NOT NULL,
  sale_time INTEGER,              -- epoch ms; pre-sale opens here
  priority_sale_time INTEGER,     -- epoch ms; priority purchase opens here
  first_show_time INTEGER NOT NULL,
  last_show_time INTEGER NOT NULL,
  seat_pick_type TEXT NOT NULL DEFAULT 'SUPPORT_NONE',  -- SUPPORT_NONE | SUPPORT_PICK
  is_free INTEGER NOT NULL DEFAULT 0,
  price_pending INTEGER NOT NULL DEFAULT 0,             -- price to be decided (-1 shown as 价格待定)
  min_limit_age INTEGER,
  real_name INTEGER NOT NULL DEFAULT 0,                 -- one ticket per ID per show
  purchase_limit INTEGER NOT NULL DEFAULT 6,            -- per user per show
  captcha_switch TEXT,            -- JSON {startTime, endTime, types}
  exist_wait_list INTEGER NOT NULL DEFAULT 0,
  wait_list_capacity INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]',                      -- JSON showTags [{type, title}]
  description_html TEXT NOT NULL,
  service_notes TEXT NOT NULL DEFAULT '[]',             -- JSON
  is_sensitive INTEGER NOT NULL DEFAULT 0,
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX shows_city ON shows(city_id, status);
CREATE INDEX shows_category ON shows(category_code);

CREATE TABLE sessions_show (
  id TEXT PRIMARY KEY,            -- bizShowSessionId
  show_id TEXT NOT NULL REFERENCES shows(id),
  name TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'ON_SALE'
);
CREATE INDEX sessions_show_show ON sessions_show(show_id);

CREATE TABLE seat_plans (
  id TEXT PRIMARY KEY,            -- seatPlanId
  session_id TEXT NOT NULL REFERENCES sessions_show(id),
  name TEXT NOT NULL,
  price INTEGER NOT NULL,         -- cents
  original_price INTEGER NOT NULL,
  color TEXT NOT NULL,
  -- Stock for shows without seat picking; seat-picking shows count free seats instead.
  stock INTEGER NOT NULL DEFAULT 0,
  age_limit TEXT,                 -- JSON age rule (seat_plan_age_limit_list)
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX seat_plans_session ON seat_plans(session_id);

-- A seat map's layout, per venue: one JSON document (stands -> areas -> rows -> seats with x/y).
CREATE TABLE seat_map_layouts (venue_id TEXT PRIMARY KEY REFERENCES venues(id), layout TEXT NOT NULL);

-- Seats of a session: the states, served apart from the layout (Damai's split).
CREATE TABLE seats (
  session_id TEXT NOT NULL REFERENCES sessions_show(id),
  seat_id TEXT NOT NULL,          -- id within the venue layout
  seat_plan_id TEXT NOT NULL REFERENCES seat_plans(id),
  -- 0 free, 1 held by an unpaid order, 2 sold, 3 not for sale
  state INTEGER NOT NULL DEFAULT 0,
  order_id TEXT,
  PRIMARY KEY (session_id, seat_id)
) WITHOUT ROWID;
CREATE INDEX seats_plan ON seats(seat_plan_id, state);

-- Shops (merchants): their configuration is served by shop configs v5.
CREATE TABLE shops (
  merchant_id TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'OPEN',
  currency TEXT NOT NULL DEFAULT 'CNY',
  config TEXT NOT NULL            -- JSON: the shop config of spec section 3
);
