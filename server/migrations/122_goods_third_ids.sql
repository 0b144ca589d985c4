-- The third goods id (spec s7 "third goods id for Douyin mini program", path not shown; spec-notes g9):
-- a mini-program platform that pays for goods through its own catalogue (Douyin, MP_TT) needs the
-- goods' id on that platform. One row a spu and platform (docs/decisions/shop.md).
CREATE TABLE goods_third_ids (
  spu_id TEXT NOT NULL REFERENCES goods_spus(id),
  platform TEXT NOT NULL,                   -- MP_TT
  third_goods_id TEXT NOT NULL,
  PRIMARY KEY (spu_id, platform)
);
