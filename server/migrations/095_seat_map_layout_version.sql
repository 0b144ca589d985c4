-- A seat map layout's version: gateways keep a parsed copy of a layout (270 kB for the stadium)
-- and read only this number per request; whoever changes a layout raises it
-- (services/catalogue/seat-map-store.ts, replaceSeatMapLayout), so every instance reloads it.
ALTER TABLE seat_map_layouts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
