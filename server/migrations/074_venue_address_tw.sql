-- A venue's street address in Traditional characters (zh-MO), beside address (zh-CN) and address_en.
ALTER TABLE venues ADD COLUMN address_tw TEXT NOT NULL DEFAULT '';
