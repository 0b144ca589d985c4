-- Parking (issue 26, decision D37; docs/decisions/services.md): a merchant's car parks (each tied
-- to a venue, with its tariff), the stays the sandbox car park reports by plate, and the parking
-- orders (order_type PARKING, no show) paid through the same cashier.
CREATE TABLE car_parks (
  id TEXT PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  venue_id TEXT,
  name TEXT NOT NULL,                     -- JSON {zh-CN, zh-MO, en-US}
  free_minutes INTEGER NOT NULL,
  hourly_cents INTEGER NOT NULL,
  daily_cap_cents INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX car_parks_merchant ON car_parks(merchant_id, sort);

-- One stay of a car in a car park: open until paid (paid_at), then the car has its grace period to leave.
CREATE TABLE parking_stays (
  id TEXT PRIMARY KEY,
  car_park_id TEXT NOT NULL REFERENCES car_parks(id),
  plate TEXT NOT NULL,
  entered_at INTEGER NOT NULL,
  paid_at INTEGER,
  order_id TEXT
);
CREATE INDEX parking_stays_plate ON parking_stays(car_park_id, plate, entered_at);

-- What a parking order paid for: the stay, its plate and car park, and the fee as charged.
CREATE TABLE parking_orders (
  order_id TEXT PRIMARY KEY REFERENCES orders(id),
  user_id TEXT NOT NULL,
  stay_id TEXT NOT NULL REFERENCES parking_stays(id),
  car_park_id TEXT NOT NULL REFERENCES car_parks(id),
  plate TEXT NOT NULL,
  entered_at INTEGER NOT NULL,
  charged_at INTEGER NOT NULL,
  minutes INTEGER NOT NULL,
  fee_cents INTEGER NOT NULL
);
CREATE INDEX parking_orders_user ON parking_orders(user_id, charged_at);
