/**
 * Shop content: goods with SKU attributes, coupon templates of every type, member levels with
 * rights, announcements, page layouts (HOME, TOPIC, TOPIC_COUPON, PAY_SUCCESS, TICKET_HOLDER,
 * PERSONAL_CENTER), client versions and copywriting.
 */
import type { Db } from '../../db'
import type { I18n, Lang } from '../../services/catalogue/i18n'
import { LANGS, t } from '../../services/catalogue/i18n'
import { DAY_MS } from '../../services/catalogue/format'
import { MACAU, MAINLAND, ZZ, sid } from './show-plans'

export interface ContentContext {
  readonly db: Db
  readonly dayStart: number
  readonly image: (id: string) => string
  readonly addImage: (id: string, kind: string, title: string, subtitle: string, hue: number, hue2: number) => void
}

const json = (value: unknown) => JSON.stringify(value)

// ---------------------------------------------------------------------------------------
// Goods

interface GoodsSeed {
  readonly id: string
  readonly merchantId: string
  readonly name: I18n
  readonly type: 'GOODS' | 'MERCH' | 'VOUCHER'
  readonly showId?: string
  readonly hue: number
  readonly attributes: ReadonlyArray<{ name: I18n; values: readonly I18n[]; priceStep?: number }>
  /** Base price and market price in cents. */
  readonly price: number
  readonly marketPrice: number
  readonly deliver?: readonly string[]
  /** A tied sale the show cannot be booked without. */
  readonly tiedRequired?: boolean
}

/** The attributes of the shelf's goods (issue 23), by kind. */
const SIZES = [t('S', 'S', 'S'), t('M', 'M', 'M'), t('L', 'L', 'L'), t('XL', 'XL', 'XL')]
const SHELF_ATTRIBUTES = {
  apparel: [
    {
      name: t('颜色', '顏色', 'Colour'),
      values: [t('黑色', '黑色', 'Black'), t('白色', '白色', 'White'), t('灰色', '灰色', 'Grey')],
    },
    { name: t('尺码', '尺碼', 'Size'), values: SIZES },
  ],
  shoes: [
    { name: t('颜色', '顏色', 'Colour'), values: [t('黑色', '黑色', 'Black'), t('白色', '白色', 'White')] },
    {
      name: t('尺码', '尺碼', 'Size'),
      values: [t('38', '38', '38'), t('40', '40', '40'), t('42', '42', '42'), t('44', '44', '44')],
    },
  ],
  colour: [
    {
      name: t('颜色', '顏色', 'Colour'),
      values: [t('蓝色', '藍色', 'Blue'), t('粉色', '粉色', 'Pink'), t('白色', '白色', 'White')],
    },
  ],
  language: [{ name: t('语言', '語言', 'Language'), values: [t('中文', '中文', 'Chinese'), t('英文', '英文', 'English')] }],
  design: [
    {
      name: t('款式', '款式', 'Design'),
      values: [t('经典', '經典', 'Classic'), t('烫金', '燙金', 'Gold foil')],
      priceStep: 1000,
    },
  ],
  edition: [
    {
      name: t('版本', '版本', 'Edition'),
      values: [t('普通版', '普通版', 'Standard'), t('限定版', '限定版', 'Limited')],
      priceStep: 1500,
    },
  ],
} as const satisfies Record<string, GoodsSeed['attributes']>

const GOODS: readonly GoodsSeed[] = [
  {
    id: 'G1001',
    merchantId: MAINLAND,
    name: t('星河乐队巡演纪念T恤', '星河樂隊巡演紀念T恤', 'Galaxy Band Tour T-shirt'),
    type: 'MERCH',
    showId: sid('Galaxy Band "Echoes" Tour – Shanghai'),
    hue: 250,
    attributes: [
      { name: t('颜色', '顏色', 'Colour'), values: [t('黑色', '黑色', 'Black'), t('白色', '白色', 'White')] },
      { name: t('尺码', '尺碼', 'Size'), values: [t('S', 'S', 'S'), t('M', 'M', 'M'), t('L', 'L', 'L'), t('XL', 'XL', 'XL')] },
    ],
    price: 12800,
    marketPrice: 16800,
  },
  {
    id: 'G1002',
    merchantId: MAINLAND,
    name: t('应援荧光棒', '應援螢光棒', 'Light Stick'),
    type: 'MERCH',
    hue: 200,
    attributes: [
      {
        name: t('颜色', '顏色', 'Colour'),
        values: [t('海蓝', '海藍', 'Ocean blue'), t('樱粉', '櫻粉', 'Sakura pink'), t('多彩', '多彩', 'Rainbow')],
      },
    ],
    price: 3900,
    marketPrice: 5900,
  },
  {
    id: 'G1003',
    merchantId: MAINLAND,
    name: t('限量演出海报', '限量演出海報', 'Limited Edition Poster'),
    type: 'MERCH',
    hue: 20,
    attributes: [
      {
        name: t('版本', '版本', 'Edition'),
        values: [t('普通版', '普通版', 'Standard'), t('签名版', '簽名版', 'Signed')],
        priceStep: 20000,
      },
    ],
    price: 6800,
    marketPrice: 8800,
  },
  {
    id: 'G1004',
    merchantId: MAINLAND,
    name: t('星票帆布包', '星票帆布袋', 'Showtix Tote Bag'),
    type: 'GOODS',
    hue: 30,
    attributes: [{ name: t('颜色', '顏色', 'Colour'), values: [t('米白', '米白', 'Ivory'), t('黑色', '黑色', 'Black')] }],
    price: 5900,
    marketPrice: 7900,
  },
  {
    id: 'G1005',
    merchantId: MAINLAND,
    name: t('《灯塔守望者》原声黑胶', '《燈塔守望者》原聲黑膠', '"The Lighthouse Keeper" Vinyl'),
    type: 'MERCH',
    showId: sid('Musical "The Lighthouse'),
    tiedRequired: true,
    hue: 210,
    attributes: [
      {
        name: t('版本', '版本', 'Edition'),
        values: [t('标准版', '標準版', 'Standard'), t('豪华版', '豪華版', 'Deluxe')],
        priceStep: 10000,
      },
    ],
    price: 19900,
    marketPrice: 22900,
  },
  {
    id: 'G1006',
    merchantId: MAINLAND,
    name: t('熊猫玩偶', '熊貓玩偶', 'Panda Plush'),
    type: 'GOODS',
    hue: 120,
    attributes: [
      {
        name: t('尺寸', '尺寸', 'Size'),
        values: [t('小号', '小號', 'Small'), t('中号', '中號', 'Medium'), t('大号', '大號', 'Large')],
        priceStep: 3000,
      },
    ],
    price: 6900,
    marketPrice: 8900,
  },
  // Issue 23: the mainland shop's shelf (tour T-shirts by colour and size, light sticks, programmes, printed stubs).
  ...[
    ['G1007', t('巡演连帽卫衣', '巡演連帽衛衣', 'Tour Hoodie'), 'MERCH', 280, 26800, 32800, 'apparel'],
    [
      'G1008',
      t('星河乐队限定T恤（白）', '星河樂隊限定T恤（白）', 'Galaxy Band Limited Tee'),
      'MERCH',
      260,
      15800,
      19800,
      'apparel',
    ],
    ['G1009', t('官方应援荧光棒二代', '官方應援螢光棒二代', 'Official Light Stick II'), 'MERCH', 190, 8900, 12900, 'colour'],
    ['G1010', t('巡演节目册', '巡演節目冊', 'Tour Programme'), 'MERCH', 40, 6000, 6000, 'language'],
    ['G1011', t('纪念票根打印', '紀念票根列印', 'Printed Ticket Stub'), 'GOODS', 10, 1900, 2900, 'design'],
    ['G1012', t('演出纪念徽章套装', '演出紀念徽章套裝', 'Show Pin Set'), 'MERCH', 320, 4500, 5900, 'edition'],
    ['G1013', t('巡演棒球帽', '巡演棒球帽', 'Tour Cap'), 'MERCH', 230, 9900, 12900, 'colour'],
    ['G1014', t('音乐剧明信片套装', '音樂劇明信片套裝', 'Musical Postcard Set'), 'GOODS', 60, 2500, 3500, 'edition'],
    ['G1015', t('保温杯', '保溫杯', 'Insulated Bottle'), 'GOODS', 180, 12800, 15800, 'colour'],
    ['G1016', t('巡演毛巾', '巡演毛巾', 'Tour Towel'), 'MERCH', 150, 5900, 6900, 'colour'],
    ['G1017', t('剧场钥匙扣', '劇場鑰匙扣', 'Theatre Keyring'), 'GOODS', 90, 2900, 3900, 'edition'],
    ['G1018', t('巡演帆布鞋', '巡演帆布鞋', 'Tour Canvas Shoes'), 'MERCH', 300, 29900, 35900, 'shoes'],
  ].map(([id, name, type, hue, price, marketPrice, kind]): GoodsSeed => ({
    id: id as string,
    merchantId: MAINLAND,
    name: name as I18n,
    type: type as GoodsSeed['type'],
    hue: hue as number,
    price: price as number,
    marketPrice: marketPrice as number,
    attributes: SHELF_ATTRIBUTES[kind as keyof typeof SHELF_ATTRIBUTES],
  })),
  {
    id: 'G2001',
    merchantId: MACAU,
    name: t('澳门艺术节纪念扇', '澳門藝術節紀念扇', 'Macau Arts Festival Fan'),
    type: 'MERCH',
    hue: 170,
    attributes: [
      { name: t('颜色', '顏色', 'Colour'), values: [t('葡萄牙蓝', '葡萄牙藍', 'Azulejo blue'), t('朱红', '朱紅', 'Vermilion')] },
    ],
    price: 8800,
    marketPrice: 9800,
  },
  {
    id: 'G2002',
    merchantId: MACAU,
    name: t('葡式蛋挞礼盒', '葡式蛋撻禮盒', 'Portuguese Egg Tart Box'),
    type: 'GOODS',
    hue: 40,
    attributes: [
      {
        name: t('规格', '規格', 'Box'),
        values: [t('6只装', '6隻裝', 'Box of 6'), t('12只装', '12隻裝', 'Box of 12')],
        priceStep: 6000,
      },
    ],
    price: 6800,
    marketPrice: 7800,
    deliver: ['VENUE'],
  },
  {
    id: 'G2003',
    merchantId: MACAU,
    name: t('演出节目册', '演出節目冊', 'Programme Book'),
    type: 'MERCH',
    hue: 330,
    attributes: [{ name: t('语言', '語言', 'Language'), values: [t('中文', '中文', 'Chinese'), t('英文', '英文', 'English')] }],
    price: 5000,
    marketPrice: 5000,
  },
  {
    id: 'G3001',
    merchantId: ZZ,
    name: t('剧场兑换券', '劇場兌換券', 'Theatre Voucher'),
    type: 'VOUCHER',
    hue: 265,
    attributes: [
      {
        name: t('场次', '場次', 'Performance'),
        values: [t('日场', '日場', 'Matinee'), t('夜场', '夜場', 'Evening')],
        priceStep: 5000,
      },
    ],
    price: 18000,
    marketPrice: 22000,
    deliver: ['E_TICKET'],
  },
  {
    id: 'G3002',
    merchantId: ZZ,
    name: t('越剧折扇', '越劇摺扇', 'Yue Opera Folding Fan'),
    type: 'GOODS',
    hue: 300,
    attributes: [
      { name: t('图案', '圖案', 'Pattern'), values: [t('西厢', '西廂', 'West Chamber'), t('梁祝', '梁祝', 'Butterfly Lovers')] },
    ],
    price: 4500,
    marketPrice: 6500,
  },
]

function goodsDescription(goods: GoodsSeed, imageUrl: string): string {
  return [
    `<h3>商品介绍</h3>`,
    `<p>${goods.name['zh-CN']}，官方授权，限量发售。</p>`,
    `<p><img src="${imageUrl}" alt="${goods.name['zh-CN']}" /></p>`,
    `<ul><li>7天无理由退换</li><li>下单后48小时内发货</li><li>演出现场可自提</li></ul>`,
  ].join('')
}

function seedGoods(ctx: ContentContext): number {
  const { db } = ctx
  const insertSpu = db.prepare(
    `INSERT INTO goods_spus (id, merchant_id, name, name_en, name_tw, poster_url, spu_type, show_id, description_html, limit_per_user, deliver_methods, status, seq, tied_required)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertAttr = db.prepare('INSERT INTO goods_attributes (id, spu_id, name, required, seq) VALUES (?, ?, ?, ?, ?)')
  const insertValue = db.prepare('INSERT INTO goods_attribute_values (id, attribute_id, value, seq) VALUES (?, ?, ?, ?)')
  const insertSku = db.prepare(
    'INSERT INTO goods_skus (id, spu_id, attribute_value_ids, price, market_price, stock) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const insertThirdId = db.prepare('INSERT INTO goods_third_ids (spu_id, platform, third_goods_id) VALUES (?, ?, ?)')
  GOODS.forEach((goods, seq) => {
    ctx.addImage(goods.id, 'GOODS', goods.name['zh-CN'], goods.name['en-US'], goods.hue, (goods.hue + 60) % 360)
    ctx.addImage(
      `${goods.id}-detail`,
      'DETAIL',
      goods.name['zh-CN'],
      goods.name['en-US'],
      (goods.hue + 30) % 360,
      (goods.hue + 90) % 360,
    )
    insertSpu.run(
      goods.id,
      goods.merchantId,
      goods.name['zh-CN'],
      goods.name['en-US'],
      goods.name['zh-MO'],
      ctx.image(goods.id),
      goods.type,
      goods.showId ?? null,
      goodsDescription(goods, ctx.image(`${goods.id}-detail`)),
      goods.type === 'VOUCHER' ? 2 : 5,
      json(goods.deliver ?? ['EXPRESS', 'VENUE']),
      'ON_SALE',
      seq,
      goods.tiedRequired ? 1 : 0,
    )
    // Douyin's id of the goods (MP_TT pays for goods by it): the mainland shop's goods, on Douyin.
    if (goods.merchantId === MAINLAND)
      insertThirdId.run(goods.id, 'MP_TT', `73${String(7_000_000_000 + seq * 7919).padStart(17, '0')}`)
    const valueIds: string[][] = []
    goods.attributes.forEach((attribute, a) => {
      const attributeId = `${goods.id}-A${a + 1}`
      insertAttr.run(attributeId, goods.id, json(attribute.name), 1, a)
      valueIds.push(
        attribute.values.map((value, v) => {
          const valueId = `${attributeId}V${v + 1}`
          insertValue.run(valueId, attributeId, json(value), v)
          return valueId
        }),
      )
    })
    // Every combination of attribute values is a sku; later values cost priceStep more.
    let combos: Array<{ ids: string[]; extra: number }> = [{ ids: [], extra: 0 }]
    goods.attributes.forEach((attribute, a) => {
      const ids = valueIds[a] ?? []
      combos = combos.flatMap((combo) =>
        ids.map((id, v) => ({ ids: [...combo.ids, id], extra: combo.extra + v * (attribute.priceStep ?? 0) })),
      )
    })
    combos.forEach((combo, k) => {
      const stock = (k * 7 + seq * 3) % 11 === 0 ? 0 : 20 + ((k * 13 + seq * 5) % 80)
      insertSku.run(
        `${goods.id}-K${k + 1}`,
        goods.id,
        json(combo.ids),
        goods.price + combo.extra,
        goods.marketPrice + combo.extra,
        stock,
      )
    })
  })
  return GOODS.length
}

// ---------------------------------------------------------------------------------------
// Coupon templates

type UseLimitKey = 'showIds' | 'showSessionIds' | 'seatPlanIds' | 'venueIds' | 'showTypes' | 'tagIds' | 'itemIds' | 'categoryIds'
const NO_LIMIT: Record<UseLimitKey, string[]> = {
  showIds: [],
  showSessionIds: [],
  seatPlanIds: [],
  venueIds: [],
  showTypes: [],
  tagIds: [],
  itemIds: [],
  categoryIds: [],
}

interface CouponSeed {
  readonly id: string
  readonly merchantId: string
  readonly type: string
  readonly title: I18n
  readonly amount?: number
  readonly discount?: number
  readonly threshold?: number
  readonly limitation: string
  readonly rule: string
  readonly limit?: Partial<typeof NO_LIMIT>
  readonly expiration: 'FIXED' | 'DYNAMIC'
  readonly days?: number
  readonly biz: string
  readonly useWay?: 'ONLINE' | 'OFFLINE'
  readonly maxDiscount?: number
  readonly exchangeCode?: string
  readonly term: I18n
}

const COUPONS: readonly CouponSeed[] = [
  {
    id: 'CT1001',
    merchantId: MAINLAND,
    type: 'REDUCTION',
    title: t('满300减50', '滿300減50', '¥50 off ¥300'),
    amount: 5000,
    threshold: 30000,
    limitation: 'AMOUNT',
    rule: 'ALL_SHOW',
    expiration: 'DYNAMIC',
    days: 30,
    biz: 'SHOW',
    term: t('全场演出可用，订单满300元可用', '全場演出可用，訂單滿300元可用', 'Any show, orders from ¥300'),
  },
  {
    id: 'CT1002',
    merchantId: MAINLAND,
    type: 'CASH',
    title: t('20元商城代金券', '20元商城代金券', '¥20 shop voucher'),
    amount: 2000,
    limitation: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
    rule: 'ALL_PRODUCT',
    expiration: 'FIXED',
    biz: 'ITEM',
    term: t('商城商品无门槛使用', '商城商品無門檻使用', 'Any goods, no minimum'),
  },
  {
    id: 'CT1003',
    merchantId: MAINLAND,
    type: 'MULTI_USER_RANDOM_CASH',
    title: t('拼手气红包', '拼手氣紅包', 'Lucky red packet'),
    amount: 3000,
    limitation: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
    rule: 'ALL_SHOW',
    expiration: 'DYNAMIC',
    days: 7,
    biz: 'SHOW',
    term: t(
      '分享给好友一起抢，金额随机，最高30元',
      '分享給好友一起搶，金額隨機，最高30元',
      'Share with friends; random amount up to ¥30',
    ),
  },
  {
    id: 'CT1004',
    merchantId: MAINLAND,
    type: 'EXPIRY_COMPENSATION_CASH',
    title: t('过期补偿券', '過期補償券', 'Expiry make-good'),
    amount: 1000,
    limitation: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
    rule: 'ALL_SHOW',
    expiration: 'DYNAMIC',
    days: 7,
    biz: 'SHOW',
    term: t('优惠券过期补偿，7天内有效', '優惠券過期補償，7天內有效', 'Compensation for an expired coupon, valid 7 days'),
  },
  {
    id: 'CT1005',
    merchantId: MAINLAND,
    type: 'MULTI_USER_FIXED_CASH',
    title: t('好友同享15元券', '好友同享15元券', '¥15 shared with friends'),
    amount: 1500,
    threshold: 10000,
    limitation: 'AMOUNT',
    rule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
    limit: { showIds: [sid('Weekend Radio'), sid('Meteor Shower')] },
    expiration: 'DYNAMIC',
    days: 14,
    biz: 'SHOW',
    term: t('指定演出满100元可用', '指定演出滿100元可用', 'Selected shows, orders from ¥100'),
  },
  {
    id: 'CT1006',
    merchantId: MAINLAND,
    type: 'DISCOUNT',
    title: t('音乐会8.5折', '音樂會8.5折', '15% off concerts'),
    discount: 0.85,
    limitation: 'NONE_THRESHOLD_DEDUCT_DISCOUNT',
    rule: 'LIMIATION_SHOW_TYPE_OR_TAG',
    limit: { showTypes: ['MUSIC'], tagIds: ['MARKETING_TAG_COUPON'] },
    expiration: 'FIXED',
    biz: 'SHOW',
    maxDiscount: 10000,
    term: t('音乐会类演出可用，最高优惠100元', '音樂會類演出可用，最高優惠100元', 'Classical shows, up to ¥100 off'),
  },
  {
    id: 'CT1007',
    merchantId: MAINLAND,
    type: 'EXCHANGE',
    title: t('光影展单人票兑换券', '光影展單人票兌換券', 'Light Art single-ticket voucher'),
    threshold: 1,
    limitation: 'QUANTITY',
    rule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
    limit: { showIds: [sid('Immersive Light')], seatPlanIds: [2, 3, 4].map((k) => `${sid('Immersive Light')}S${k}P2`) },
    expiration: 'FIXED',
    biz: 'SHOW',
    exchangeCode: 'LIGHTART2',
    term: t('兑换光影艺术沉浸展单人票1张', '兌換光影藝術沉浸展單人票1張', 'One single ticket to the Light Art exhibition'),
  },
  {
    id: 'CT1008',
    merchantId: MAINLAND,
    type: 'FULL_DISCOUNT',
    title: t('满2张9折', '滿2張9折', '10% off 2 tickets'),
    discount: 0.9,
    threshold: 2,
    limitation: 'QUANTITY',
    rule: 'LIMIATION_VENUE_USE',
    limit: { venueIds: ['VN1105', 'VN1103'] },
    expiration: 'DYNAMIC',
    days: 30,
    biz: 'SHOW',
    term: t('指定场馆购票满2张享9折', '指定場館購票滿2張享9折', 'Two or more tickets at selected venues'),
  },
  {
    id: 'CT1009',
    merchantId: MAINLAND,
    type: 'CASH',
    title: t('T恤立减30元', 'T恤立減30元', '¥30 off the tour T-shirt'),
    amount: 3000,
    limitation: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
    rule: 'LIMIATION_ITEM',
    limit: { itemIds: ['G1001'] },
    expiration: 'DYNAMIC',
    days: 30,
    biz: 'ITEM',
    term: t('限巡演纪念T恤使用', '限巡演紀念T恤使用', 'Tour T-shirt only'),
  },
  {
    id: 'CT1010',
    merchantId: MAINLAND,
    type: 'REDUCTION',
    title: t('周边满100减15', '周邊滿100減15', '¥15 off ¥100 merch'),
    amount: 1500,
    threshold: 10000,
    limitation: 'AMOUNT',
    rule: 'LIMIATION_ITEM_CATEGORY',
    limit: { categoryIds: ['MERCH'] },
    expiration: 'FIXED',
    biz: 'ITEM',
    term: t('演出周边满100元可用', '演出周邊滿100元可用', 'Merchandise orders from ¥100'),
  },
  {
    id: 'CT1011',
    merchantId: MAINLAND,
    type: 'REDUCTION',
    title: t('权益卡立减20元', '權益卡立減20元', '¥20 off a privilege card'),
    amount: 2000,
    threshold: 9900,
    limitation: 'AMOUNT',
    rule: 'ALL_PRODUCT',
    expiration: 'DYNAMIC',
    days: 30,
    biz: 'PRIVILEGE_CARD',
    term: t('购买权益卡满99元可用', '購買權益卡滿99元可用', 'Privilege cards from ¥99'),
  },
  {
    id: 'CT1012',
    merchantId: MAINLAND,
    type: 'CASH',
    title: t('场馆餐饮券10元', '場館餐飲券10元', '¥10 venue food & drink'),
    amount: 1000,
    limitation: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
    rule: 'LIMIATION_VENUE_USE',
    limit: { venueIds: ['VN1101', 'VN1107'] },
    expiration: 'DYNAMIC',
    days: 30,
    biz: 'SHOW',
    useWay: 'OFFLINE',
    term: t('到场出示核销码使用', '到場出示核銷碼使用', 'Show the verification code at the venue'),
  },
  {
    // D38, the exchange popup: redeemed by code, then exchanged for the drama pass (PC1001) it names.
    id: 'CT1013',
    merchantId: MAINLAND,
    type: 'EXCHANGE',
    title: t('戏剧畅看卡兑换券', '戲劇暢看卡兌換券', 'Drama pass voucher'),
    threshold: 1,
    limitation: 'QUANTITY',
    rule: 'ALL_PRODUCT',
    limit: { itemIds: ['PC1001'] },
    expiration: 'DYNAMIC',
    days: 30,
    biz: 'PRIVILEGE_CARD',
    exchangeCode: 'DRAMAPASS',
    term: t('兑换戏剧畅看卡一张', '兌換戲劇暢看卡一張', 'Exchange for one Drama pass'),
  },
  {
    id: 'CT2001',
    merchantId: MACAU,
    type: 'REDUCTION',
    title: t('满500减60澳门元', '滿500減60澳門元', 'MOP 60 off MOP 500'),
    amount: 6000,
    threshold: 50000,
    limitation: 'AMOUNT',
    rule: 'ALL_SHOW',
    expiration: 'DYNAMIC',
    days: 30,
    biz: 'SHOW',
    term: t('全场演出满500澳门元可用', '全場演出滿500澳門元可用', 'Any show, orders from MOP 500'),
  },
  {
    id: 'CT2002',
    merchantId: MACAU,
    type: 'CASH',
    title: t('停车费抵用券', '泊車費抵用券', 'Parking voucher'),
    amount: 2000,
    limitation: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
    rule: 'ALL_PRODUCT',
    expiration: 'DYNAMIC',
    days: 14,
    biz: 'PARKING_FEE',
    term: t('路氹综艺馆停车场可用', '路氹綜藝館停車場可用', 'Cotai Arena car park'),
  },
  {
    // D20: the Macau shop's share packet (friends split it equally).
    id: 'CT2003',
    merchantId: MACAU,
    type: 'MULTI_USER_FIXED_CASH',
    title: t('好友同享40元券', '好友同享澳門幣40元券', 'MOP$40 shared with friends'),
    amount: 4000,
    limitation: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
    rule: 'ALL_SHOW',
    expiration: 'DYNAMIC',
    days: 14,
    biz: 'SHOW',
    term: t('与好友平分，全场演出可用', '與好友平分，全場演出可用', 'Split equally with friends; any show'),
  },
  {
    id: 'CT3001',
    merchantId: ZZ,
    type: 'EXCHANGE',
    title: t('越剧选座兑票券', '越劇選座兌票券', 'Yue Opera seat voucher'),
    threshold: 1,
    limitation: 'QUANTITY',
    rule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
    limit: { showIds: [sid('Yue Opera "Romance')] },
    expiration: 'FIXED',
    biz: 'SHOW',
    exchangeCode: 'YUEOPERA1',
    term: t(
      '兑换《西厢记》任一场次门票1张',
      '兌換《西廂記》任一場次門票1張',
      'One ticket to any performance of the West Chamber',
    ),
  },
]

function seedCoupons(ctx: ContentContext): number {
  const insert = ctx.db.prepare(
    `INSERT INTO coupon_templates (id, merchant_id, coupon_type, title, amount, discount, threshold, limitation_type, use_rule, use_limit,
       expiration_type, expire_days, start_time, expire_time, biz_type, use_way, total_qty, per_user_limit, max_discount_amount,
       term_description, rule_comments, exchange_code, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const coupon of COUPONS) {
    const fixed = coupon.expiration === 'FIXED'
    insert.run(
      coupon.id,
      coupon.merchantId,
      coupon.type,
      json(coupon.title),
      coupon.amount ?? 0,
      coupon.discount ?? null,
      coupon.threshold ?? 0,
      coupon.limitation,
      coupon.rule,
      json({ ...NO_LIMIT, ...coupon.limit }),
      coupon.expiration,
      fixed ? null : (coupon.days ?? 30),
      fixed ? ctx.dayStart - 7 * DAY_MS : null,
      fixed ? ctx.dayStart + 90 * DAY_MS - 1 : null,
      coupon.biz,
      coupon.useWay ?? 'ONLINE',
      coupon.type.startsWith('MULTI_USER') ? 5000 : 1000,
      coupon.type === 'EXCHANGE' ? 1 : 2,
      coupon.maxDiscount ?? null,
      json(coupon.term),
      json(
        t(
          '1. 每笔订单限用一张优惠券；2. 退款后优惠券不退回；3. 不与其他优惠同享。',
          '1. 每筆訂單限用一張優惠券；2. 退款後優惠券不退回；3. 不與其他優惠同享。',
          '1. One coupon per order. 2. Not returned after a refund. 3. Not combinable with other offers.',
        ),
      ),
      coupon.exchangeCode ?? null,
      'ACTIVE',
    )
  }
  return COUPONS.length
}

// ---------------------------------------------------------------------------------------
// Member levels and rights

interface RightSeed {
  readonly type: string
  readonly name: I18n
  readonly description: I18n
  readonly icon: string
  readonly badge?: I18n
  readonly highlight?: boolean
}

const RIGHTS: Record<string, RightSeed> = {
  POINTS: {
    type: 'POINTS_MULTIPLE',
    name: t('积分加速', '積分加速', 'Bonus points'),
    description: t('消费获得积分', '消費獲得積分', 'Earn points on every order'),
    icon: 'star',
  },
  DISCOUNT: {
    type: 'DISCOUNT',
    name: t('购票折扣', '購票折扣', 'Ticket discount'),
    description: t('指定演出购票享折扣', '指定演出購票享折扣', 'Discounts on selected shows'),
    icon: 'tag',
  },
  EXPRESS: {
    type: 'FREE_EXPRESS',
    name: t('免邮特权', '免郵特權', 'Free delivery'),
    description: t('纸质票免快递费', '紙質票免快遞費', 'Paper tickets delivered free'),
    icon: 'truck',
  },
  BIRTHDAY: {
    type: 'BIRTHDAY_GIFT',
    name: t('生日礼包', '生日禮包', 'Birthday gift'),
    description: t('生日当月领取专属礼包', '生日當月領取專屬禮包', 'A gift in your birthday month'),
    icon: 'gift',
  },
  PRIORITY: {
    type: 'PRIORITY_PURCHASE',
    name: t('优先购票', '優先購票', 'Priority booking'),
    description: t('热门演出提前购票', '熱門演出提前購票', 'Book hot shows before everyone else'),
    icon: 'bolt',
    badge: t('抢先', '搶先', 'Early'),
    highlight: true,
  },
  SERVICE: {
    type: 'EXCLUSIVE_SERVICE',
    name: t('专属客服', '專屬客服', 'Personal service'),
    description: t('一对一专属客服', '一對一專屬客服', 'A dedicated service line'),
    icon: 'headset',
  },
  LOUNGE: {
    type: 'VIP_LOUNGE',
    name: t('贵宾休息室', '貴賓休息室', 'VIP lounge'),
    description: t('合作场馆贵宾休息室', '合作場館貴賓休息室', 'Lounges at partner venues'),
    icon: 'sofa',
    badge: t('尊享', '尊享', 'VIP'),
    highlight: true,
  },
}

interface LevelSeed {
  readonly level: number
  readonly name: I18n
  readonly growth: number
  /** Points earned per yuan paid (the POINTS_MULTIPLE right; migration 130). */
  readonly pointsMultiple: number
  readonly color: string
  readonly rights: ReadonlyArray<readonly [keyof typeof RIGHTS, I18n?]>
}

const LEVELS: Record<string, readonly LevelSeed[]> = {
  [MAINLAND]: [
    {
      level: 1,
      name: t('普通会员', '普通會員', 'Member'),
      growth: 0,
      pointsMultiple: 1,
      color: '#9E9E9E',
      rights: [['POINTS', t('1倍积分', '1倍積分', '1x points')], ['BIRTHDAY']],
    },
    {
      level: 2,
      name: t('银卡会员', '銀卡會員', 'Silver'),
      growth: 500,
      pointsMultiple: 1.2,
      color: '#A7B1C2',
      rights: [
        ['POINTS', t('1.2倍积分', '1.2倍積分', '1.2x points')],
        ['DISCOUNT', t('98折', '98折', '2% off')],
        ['EXPRESS'],
        ['BIRTHDAY'],
      ],
    },
    {
      level: 3,
      name: t('金卡会员', '金卡會員', 'Gold'),
      growth: 2000,
      pointsMultiple: 1.5,
      color: '#D4A017',
      rights: [
        ['POINTS', t('1.5倍积分', '1.5倍積分', '1.5x points')],
        ['DISCOUNT', t('95折', '95折', '5% off')],
        ['PRIORITY'],
        ['EXPRESS'],
        ['BIRTHDAY'],
      ],
    },
    {
      level: 4,
      name: t('黑金会员', '黑金會員', 'Black Gold'),
      growth: 8000,
      pointsMultiple: 2,
      color: '#2B2B2B',
      rights: [
        ['POINTS', t('2倍积分', '2倍積分', '2x points')],
        ['DISCOUNT', t('9折', '9折', '10% off')],
        ['PRIORITY'],
        ['EXPRESS'],
        ['BIRTHDAY'],
        ['SERVICE'],
        ['LOUNGE'],
      ],
    },
  ],
  [MACAU]: [
    {
      level: 1,
      name: t('会员', '會員', 'Member'),
      growth: 0,
      pointsMultiple: 1,
      color: '#7FB7B2',
      rights: [['POINTS', t('1倍积分', '1倍積分', '1x points')]],
    },
    {
      level: 2,
      name: t('尊尚会员', '尊尚會員', 'Premier'),
      growth: 1000,
      pointsMultiple: 2,
      color: '#00857C',
      rights: [['POINTS', t('2倍积分', '2倍積分', '2x points')], ['PRIORITY'], ['BIRTHDAY']],
    },
  ],
  [ZZ]: [
    {
      level: 1,
      name: t('票友', '票友', 'Friend'),
      growth: 0,
      pointsMultiple: 1,
      color: '#B8A6F0',
      rights: [['POINTS', t('1倍积分', '1倍積分', '1x points')]],
    },
    {
      level: 2,
      name: t('资深票友', '資深票友', 'Patron'),
      growth: 800,
      pointsMultiple: 1,
      color: '#6A3DE8',
      rights: [['PRIORITY'], ['BIRTHDAY']],
    },
  ],
}

function seedMembership(ctx: ContentContext, base: string): number {
  const insertLevel = ctx.db.prepare(
    'INSERT INTO member_levels (merchant_id, level, name, growth_min, points_multiple, icon, color, birthday_gifts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const insertRight = ctx.db.prepare(
    `INSERT INTO member_rights (id, merchant_id, level, type, name, description, badge_desc, icon, is_highlight, is_display, seq)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  let count = 0
  for (const [merchantId, levels] of Object.entries(LEVELS)) {
    for (const level of levels) {
      const gifts =
        level.rights.some(([key]) => key === 'BIRTHDAY') && level.level > 1
          ? [
              {
                icon: `${base}/static/icons/gift.svg?color=%23E84A5F`,
                giftDesc: t(`${level.level * 10}元生日券`, `${level.level * 10}元生日券`, `¥${level.level * 10} birthday coupon`),
              },
              {
                icon: `${base}/static/icons/star.svg?color=%23F2C14E`,
                giftDesc: t('双倍积分日', '雙倍積分日', 'Double points day'),
              },
              {
                icon: `${base}/static/icons/ticket.svg?color=%23457B9D`,
                giftDesc: t('生日专享优先购', '生日專享優先購', 'Birthday priority booking'),
              },
              {
                icon: `${base}/static/icons/gift.svg?color=%234CB944`,
                giftDesc: t('周边小礼物', '周邊小禮物', 'A small merch gift'),
              },
            ].slice(0, level.level)
          : []
      insertLevel.run(
        merchantId,
        level.level,
        json(level.name),
        level.growth,
        level.pointsMultiple,
        `${base}/static/icons/crown.svg?color=${encodeURIComponent(level.color)}`,
        level.color,
        json(gifts),
      )
      level.rights.forEach(([key, badge], seq) => {
        const right = RIGHTS[key]
        if (!right) return
        insertRight.run(
          `${merchantId}-L${level.level}-R${seq + 1}`,
          merchantId,
          level.level,
          right.type,
          json(right.name),
          json(right.description),
          json(badge ?? right.badge ?? {}),
          `${base}/static/icons/${right.icon}.svg?color=${encodeURIComponent(level.color)}`,
          right.highlight ? 1 : 0,
          1,
          seq,
        )
      })
      count += 1
    }
  }
  return count
}

// ---------------------------------------------------------------------------------------
// Announcements

function seedAnnouncements(ctx: ContentContext): number {
  const start = ctx.dayStart - 10 * DAY_MS
  const end = ctx.dayStart + 60 * DAY_MS
  const rows: Array<[string, string, I18n, I18n, string | null, string[], string[]]> = [
    [
      'NT1001',
      MAINLAND,
      t('系统维护公告', '系統維護公告', 'Scheduled maintenance'),
      t(
        '<p>为提升服务质量，本周日凌晨2:00-4:00将进行系统维护，期间暂停购票。</p>',
        '<p>為提升服務質量，本週日凌晨2:00-4:00將進行系統維護，期間暫停購票。</p>',
        '<p>Booking pauses on Sunday from 2:00 to 4:00 for maintenance.</p>',
      ),
      null,
      [],
      ['HOME'],
    ],
    [
      'NT1002',
      MAINLAND,
      t('实名制入场须知', '實名制入場須知', 'Real-name entry'),
      t(
        '<p>本场演出实行实名制，一证一票。请携带购票时填写的证件原件入场。</p>',
        '<p>本場演出實行實名制，一證一票。請攜帶購票時填寫的證件原件入場。</p>',
        '<p>Real-name tickets: one per ID. Bring the ID you booked with.</p>',
      ),
      null,
      [sid('Galaxy Band "Echoes" Tour – Shanghai'), sid('Galaxy Band "Echoes" Tour – Beijing'), sid('Basketball')],
      ['SHOW_DETAIL', 'ORDER_CONFIRM'],
    ],
    [
      'NT1003',
      MAINLAND,
      t('开票提醒', '開票提醒', 'Sale reminder'),
      t(
        '<p>开票时段需完成滑块验证，建议提前登录并添加观演人。</p>',
        '<p>開票時段需完成滑塊驗證，建議提前登入並添加觀演人。</p>',
        '<p>A slider check is needed when sales open: log in and add attendees beforehand.</p>',
      ),
      null,
      [sid('Lin Xia "Summer Letters" Tour – Shanghai')],
      ['SHOW_DETAIL'],
    ],
    [
      'NT1004',
      MAINLAND,
      t('演出取消及退款安排', '演出取消及退款安排', 'Cancellation and refunds'),
      t(
        '<p>因不可抗力，本场演出取消。已购票用户将在7个工作日内原路退款。</p>',
        '<p>因不可抗力，本場演出取消。已購票用戶將在7個工作日內原路退款。</p>',
        '<p>This show is cancelled. Refunds reach your original payment method within 7 working days.</p>',
      ),
      null,
      [sid('Esports'), sid('Flamenco')],
      ['SHOW_DETAIL', 'HOME'],
    ],
    [
      'NT1005',
      MAINLAND,
      t('演出延期通知', '演出延期通知', 'Show postponed'),
      t(
        '<p>本场演出延期举行，新日期确定后将另行通知，原票继续有效。</p>',
        '<p>本場演出延期舉行，新日期確定後將另行通知，原票繼續有效。</p>',
        '<p>This show is postponed. Tickets stay valid; the new date will be announced.</p>',
      ),
      'https://example.com/notice/postponed',
      [sid('Anime Classics'), sid('Lin Xia "Summer Letters" Tour – Beijing')],
      ['SHOW_DETAIL'],
    ],
    [
      'NT2001',
      MACAU,
      t('澳门艺术节开幕', '澳門藝術節開幕', 'Macau Arts Festival opens'),
      t(
        '<p>澳门艺术节剧场季正式开幕，多场演出火热售票中。</p>',
        '<p>澳門藝術節劇場季正式開幕，多場演出火熱售票中。</p>',
        '<p>The Macau Arts Festival stage season is open.</p>',
      ),
      null,
      [],
      ['HOME'],
    ],
    [
      'NT3001',
      ZZ,
      t('兑票说明', '兌票說明', 'How to redeem'),
      t(
        '<p>凭兑换券选座兑票，每券兑换1张。</p>',
        '<p>憑兌換券選座兌票，每券兌換1張。</p>',
        '<p>Each voucher redeems one seat.</p>',
      ),
      null,
      [],
      ['HOME'],
    ],
  ]
  const insert = ctx.db.prepare(
    `INSERT INTO announcements (id, merchant_id, title, content, more_url, show_ids, page_sources, start_time, end_time, seq)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  rows.forEach(([id, merchantId, title, content, more, shows, pages], seq) =>
    insert.run(id, merchantId, json(title), json(content), more, json(shows), json(pages), start, end, seq),
  )
  return rows.length
}

// ---------------------------------------------------------------------------------------
// Layouts

interface BannerSeed {
  readonly id: string
  readonly title: I18n
  readonly hue: number
  readonly navigateUrl?: string
  readonly jumpDetails?: { type: 'PAGE' | 'MINI_PROGRAM' | 'H5'; path: string; appId?: string }
}

/** A banner's picture in each language: its title drawn in that language alone (zh-MO in Traditional characters). */
export const BANNER_IMAGE_SUFFIX: Readonly<Record<Lang, string>> = { 'zh-CN': '', 'zh-MO': '-zh-MO', 'en-US': '-en-US' }

function banners(ctx: ContentContext, items: readonly BannerSeed[]) {
  return items.map((banner) => {
    const imageUrl = {} as Record<Lang, string>
    for (const lang of LANGS) {
      const id = `${banner.id}${BANNER_IMAGE_SUFFIX[lang]}`
      ctx.addImage(id, 'BANNER', banner.title[lang], '', banner.hue, (banner.hue + 50) % 360)
      imageUrl[lang] = ctx.image(id)
    }
    return {
      bannerId: banner.id,
      title: banner.title,
      imageUrl: imageUrl as I18n,
      navigateUrl: banner.navigateUrl ?? '',
      jumpDetails: banner.jumpDetails ?? (banner.navigateUrl ? { type: 'PAGE', path: banner.navigateUrl } : null),
    }
  })
}

function seedLayouts(ctx: ContentContext): number {
  const categoryNav = {
    componentType: 'CATEGORY_NAV',
    title: t('分类', '分類', 'Categories'),
    config: { codes: ['CONCERT', 'DRAMA', 'SPORTS', 'MUSIC', 'EXHIBITION', 'DANCE', 'CHILDREN', 'COMEDY'] },
  }
  const layouts: Array<{ id: string; merchantId: string; page: string; topicId?: string; title: I18n; components: unknown[] }> = [
    {
      id: 'LY1001',
      merchantId: MAINLAND,
      page: 'HOME',
      title: t('首页', '首頁', 'Home'),
      components: [
        {
          componentId: 'C1',
          componentType: 'BANNER',
          config: { autoplay: true, interval: 4000 },
          items: banners(ctx, [
            {
              id: 'BN1001',
              title: t('星河乐队巡演 开票', '星河樂隊巡演 開票', 'Galaxy Band tour on sale'),
              hue: 330,
              navigateUrl: `/content/${sid('Galaxy Band "Echoes" Tour – Shanghai')}`,
            },
            {
              id: 'BN1002',
              title: t('城市戏剧季', '城市戲劇季', 'City Theatre Season'),
              hue: 20,
              navigateUrl: '/group-show/SG0001',
            },
            {
              id: 'BN1003',
              title: t('积分商城 好礼兑换', '積分商城 好禮兌換', 'Rewards mall'),
              hue: 270,
              jumpDetails: { type: 'MINI_PROGRAM', path: 'pages/mall/index?from=banner', appId: 'wx1234567890abcd03' },
            },
            {
              id: 'BN1004',
              title: t('夏日演出季', '夏日演出季', 'Summer Season'),
              hue: 190,
              navigateUrl: '/topic-activity/TP1001',
            },
            {
              id: 'BN1005',
              title: t('领券中心', '領券中心', 'Coupon centre'),
              hue: 10,
              jumpDetails: { type: 'H5', path: 'https://example.com/campaign/coupons' },
            },
          ]),
        },
        { componentId: 'C2', ...categoryNav },
        { componentId: 'C3', componentType: 'ANNOUNCEMENT', title: t('公告', '公告', 'Notices'), config: { pageSource: 'HOME' } },
        {
          componentId: 'C4',
          componentType: 'SHOW_LIST',
          title: t('热门演出', '熱門演出', 'Hot shows'),
          config: { source: 'HOT', length: 6 },
        },
        {
          componentId: 'C5',
          componentType: 'SHOW_LIST',
          title: t('即将开售', '即將開售', 'On sale soon'),
          config: { source: 'PRE_SALE', length: 6 },
        },
        { componentId: 'C6', componentType: 'MASONRY', title: t('为你推荐', '為你推薦', 'For you'), config: { pageSize: 20 } },
      ],
    },
    {
      id: 'LY1002',
      merchantId: MAINLAND,
      page: 'TOPIC',
      topicId: 'TP1001',
      title: t('夏日演出季', '夏日演出季', 'Summer Season'),
      components: [
        {
          componentId: 'C1',
          componentType: 'BANNER',
          items: banners(ctx, [{ id: 'BN1011', title: t('夏日演出季', '夏日演出季', 'Summer Season'), hue: 190 }]),
        },
        {
          componentId: 'C2',
          componentType: 'RICH_TEXT',
          html: t(
            '<h3>夏日演出季</h3><p>精选演唱会、音乐剧与亲子演出，限时优惠进行中。</p>',
            '<h3>夏日演出季</h3><p>精選演唱會、音樂劇與親子演出，限時優惠進行中。</p>',
            '<h3>Summer Season</h3><p>Concerts, musicals and family shows, with limited-time offers.</p>',
          ),
        },
        {
          componentId: 'C3',
          componentType: 'SHOW_LIST',
          title: t('精选演出', '精選演出', 'Selected shows'),
          config: {
            source: 'FIXED',
            showIds: [
              sid('Galaxy Band'),
              sid('Musical "The Lighthouse'),
              sid('Candlelight'),
              sid('Family Concert'),
              sid('Meteor Shower'),
            ],
          },
        },
        {
          componentId: 'C4',
          componentType: 'MASONRY',
          title: t('更多演出', '更多演出', 'More shows'),
          config: { pageSize: 20, category: 'CONCERT' },
        },
      ],
    },
    {
      id: 'LY1003',
      merchantId: MAINLAND,
      page: 'TOPIC_COUPON',
      topicId: 'TP1002',
      title: t('领券中心', '領券中心', 'Coupon centre'),
      components: [
        {
          componentId: 'C1',
          componentType: 'BANNER',
          items: banners(ctx, [{ id: 'BN1021', title: t('领券中心', '領券中心', 'Coupon centre'), hue: 10 }]),
        },
        {
          componentId: 'C2',
          componentType: 'COUPON',
          title: t('今日好券', '今日好券', 'Coupons today'),
          config: { couponTemplateIds: ['CT1001', 'CT1003', 'CT1005', 'CT1006', 'CT1008'] },
        },
        {
          componentId: 'C3',
          componentType: 'SHOW_LIST',
          title: t('可用券演出', '可用券演出', 'Shows with coupons'),
          config: { source: 'TAG', tag: 'MARKETING_TAG_COUPON' },
        },
      ],
    },
    {
      id: 'LY1004',
      merchantId: MAINLAND,
      page: 'PAY_SUCCESS',
      title: t('支付成功', '支付成功', 'Payment successful'),
      components: [
        {
          componentId: 'C1',
          componentType: 'BANNER',
          items: banners(ctx, [
            {
              id: 'BN1031',
              title: t('开通会员 购票95折', '開通會員 購票95折', 'Join and save 5%'),
              hue: 40,
              navigateUrl: '/member',
            },
          ]),
        },
        {
          componentId: 'C2',
          componentType: 'SHOW_LIST',
          title: t('看了还想看', '看了還想看', 'You may also like'),
          config: { source: 'RECOMMEND', length: 6 },
        },
      ],
    },
    {
      id: 'LY1005',
      merchantId: MAINLAND,
      page: 'TICKET_HOLDER',
      title: t('票舱', '票艙', 'Tickets'),
      components: [
        {
          componentId: 'C1',
          componentType: 'BANNER',
          items: banners(ctx, [
            {
              id: 'BN1041',
              title: t('观演攻略', '觀演攻略', 'Show-day guide'),
              hue: 220,
              jumpDetails: { type: 'H5', path: 'https://example.com/guide' },
            },
          ]),
        },
        {
          componentId: 'C2',
          componentType: 'SHOW_LIST',
          title: t('近期演出', '近期演出', 'Coming up'),
          config: { source: 'HOT', length: 4 },
        },
      ],
    },
    {
      id: 'LY1006',
      merchantId: MAINLAND,
      page: 'PERSONAL_CENTER',
      title: t('我的', '我的', 'Me'),
      components: [
        {
          componentId: 'C1',
          componentType: 'BANNER',
          items: banners(ctx, [
            { id: 'BN1051', title: t('会员中心', '會員中心', 'Member centre'), hue: 35, navigateUrl: '/member' },
          ]),
        },
        {
          componentId: 'C2',
          componentType: 'SERVICE_ENTRY',
          title: t('我的服务', '我的服務', 'Services'),
          items: [
            { key: 'coupon', title: t('优惠券', '優惠券', 'Coupons'), icon: 'tag', navigateUrl: '/coupon' },
            { key: 'member', title: t('会员', '會員', 'Membership'), icon: 'crown', navigateUrl: '/member' },
            { key: 'viewer', title: t('观演人', '觀演人', 'Attendees'), icon: 'my', navigateUrl: '/viewer' },
            { key: 'address', title: t('收货地址', '收貨地址', 'Addresses'), icon: 'home', navigateUrl: '/address' },
            { key: 'exchange', title: t('兑换券码', '兌換券碼', 'Redeem a code'), icon: 'gift', navigateUrl: '/coupon/exchange' },
            { key: 'service', title: t('联系客服', '聯絡客服', 'Help'), icon: 'headset', navigateUrl: 'CUSTOMER_SERVICE' },
          ],
        },
      ],
    },
    {
      id: 'LY2001',
      merchantId: MACAU,
      page: 'HOME',
      title: t('首页', '首頁', 'Home'),
      components: [
        {
          componentId: 'C1',
          componentType: 'BANNER',
          items: banners(ctx, [
            {
              id: 'BN2001',
              title: t('澳门艺术节', '澳門藝術節', 'Macau Arts Festival'),
              hue: 170,
              navigateUrl: '/group-show/SG0003',
            },
            {
              id: 'BN2002',
              title: t('星光夜演唱会', '星光夜演唱會', 'Starlight Night'),
              hue: 320,
              navigateUrl: `/content/${sid('Starlight Night')}`,
            },
          ]),
        },
        { componentId: 'C2', componentType: 'ANNOUNCEMENT', title: t('公告', '公告', 'Notices'), config: { pageSource: 'HOME' } },
        // Issue 25: coupons claimed from the home page (the app loads this block lazily).
        {
          componentId: 'C5',
          componentType: 'COUPON',
          title: t('领券', '領券', 'Coupons to claim'),
          config: { couponTemplateIds: ['CT2001', 'CT2002'] },
        },
        {
          componentId: 'C3',
          componentType: 'SHOW_LIST',
          title: t('热门演出', '熱門演出', 'Hot shows'),
          config: { source: 'HOT', length: 6 },
        },
        { componentId: 'C4', componentType: 'MASONRY', title: t('全部演出', '全部演出', 'All shows'), config: { pageSize: 20 } },
      ],
    },
    {
      id: 'LY2006',
      merchantId: MACAU,
      page: 'PERSONAL_CENTER',
      title: t('我的', '我的', 'Me'),
      components: [
        {
          componentId: 'C1',
          componentType: 'SERVICE_ENTRY',
          title: t('我的服务', '我的服務', 'Services'),
          items: [
            { key: 'coupon', title: t('优惠券', '優惠券', 'Coupons'), icon: 'tag', navigateUrl: '/coupon' },
            { key: 'parking', title: t('停车缴费', '泊車繳費', 'Parking'), icon: 'parking', navigateUrl: '/parking' },
            { key: 'service', title: t('联系客服', '聯絡客服', 'Help'), icon: 'headset', navigateUrl: 'CUSTOMER_SERVICE' },
          ],
        },
      ],
    },
    {
      id: 'LY3001',
      merchantId: ZZ,
      page: 'HOME',
      title: t('首页', '首頁', 'Home'),
      components: [
        {
          componentId: 'C1',
          componentType: 'BANNER',
          items: banners(ctx, [
            {
              id: 'BN3001',
              title: t('凭券选座兑票', '憑券選座兌票', 'Redeem vouchers for seats'),
              hue: 265,
              navigateUrl: `/content/${sid('Yue Opera "Romance')}`,
            },
          ]),
        },
        { componentId: 'C2', componentType: 'ANNOUNCEMENT', title: t('公告', '公告', 'Notices'), config: { pageSource: 'HOME' } },
        { componentId: 'C3', componentType: 'MASONRY', title: t('全部演出', '全部演出', 'All shows'), config: { pageSize: 20 } },
      ],
    },
  ]
  const insert = ctx.db.prepare(
    'INSERT INTO page_layouts (id, merchant_id, page_type, topic_id, title, components, seq) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  layouts.forEach((layout, seq) =>
    insert.run(
      layout.id,
      layout.merchantId,
      layout.page,
      layout.topicId ?? null,
      json(layout.title),
      json(layout.components),
      seq,
    ),
  )
  return layouts.length
}

// ---------------------------------------------------------------------------------------
// Versions and copywriting

export const PRODUCT_CODE = 'SHOWTIX'
const CLIENTS = ['H5', 'MP_WEIXIN', 'MP_TT', 'MP_XHS', 'MP_ALI', 'WXH5', 'PC', 'CMB', 'FlutterAPPH5']

function seedVersions(ctx: ContentContext): number {
  const insert = ctx.db.prepare(
    'INSERT INTO app_versions (product_code, client_code, min_version, latest_version, release_note, download_url) VALUES (?, ?, ?, ?, ?, ?)',
  )
  for (const client of CLIENTS) {
    insert.run(
      PRODUCT_CODE,
      client,
      '1.0.0',
      '1.0.0',
      json(t('修复已知问题，提升稳定性。', '修復已知問題，提升穩定性。', 'Fixes and stability improvements.')),
      null,
    )
  }
  return CLIENTS.length
}

function seedCopywriting(ctx: ContentContext): number {
  const common = {
    'search.placeholder': t('搜索演出、艺人、场馆', '搜尋演出、藝人、場館', 'Search shows, artists, venues'),
    'search.hotWords': ['星河乐队', '话剧', '脱口秀', '音乐剧'],
    'purchase.realNameTips': t('实名制演出，一证一票', '實名制演出，一證一票', 'Real-name show: one ticket per ID'),
    'order.confirm.tips': t(
      '请在15分钟内完成支付，超时订单将自动取消',
      '請在15分鐘內完成支付，逾時訂單將自動取消',
      'Pay within 15 minutes or the order is cancelled',
    ),
    // D35: a registration pays nothing; when tickets come back it becomes an unpaid order.
    'waitlist.rule': t(
      '候补登记无需预付；有票退回时按登记顺序配票，短信通知后请在15分钟内支付',
      '候補登記無需預付；有票退回時按登記順序配票，短信通知後請在15分鐘內付款',
      'Joining the waitlist costs nothing; returned tickets go to registrations in turn, and you then have 15 minutes to pay',
    ),
    'ticket.transferTips': t(
      '转赠后对方接收即完成，接收前可撤回',
      '轉贈後對方接收即完成，接收前可撤回',
      'A transfer completes when accepted; you can cancel before then',
    ),
    'shop.closedTips': t('店铺休息中，请稍后再来', '店鋪休息中，請稍後再來', 'The shop is closed for now'),
  }
  const rows: Array<[string, string, Record<string, unknown>]> = [
    [MAINLAND, 'ALL', common],
    [
      MAINLAND,
      'MP_WEIXIN',
      {
        ...common,
        'remind.subscribeTips': t(
          '订阅开售提醒，开票第一时间通知你',
          '訂閱開售提醒，開票第一時間通知你',
          'Subscribe to be told when sales open',
        ),
      },
    ],
    [
      MACAU,
      'ALL',
      {
        ...common,
        'search.hotWords': ['粵劇', '音樂劇', 'Concert'],
        'order.confirm.tips': t('请在10分钟内完成支付', '請在10分鐘內完成支付', 'Pay within 10 minutes'),
      },
    ],
    [
      ZZ,
      'ALL',
      {
        ...common,
        'button.pickSeat': t('选座兑票', '選座兌票', 'Select seats to redeem'),
        'purchase.voucherTips': t('每张兑换券可兑换1个座位', '每張兌換券可兌換1個座位', 'Each voucher redeems one seat'),
      },
    ],
  ]
  const insert = ctx.db.prepare('INSERT INTO copywriting (merchant_id, client, config) VALUES (?, ?, ?)')
  for (const [merchantId, client, config] of rows) insert.run(merchantId, client, json(config))
  return rows.length
}

/** The shops' subscribe-message templates (find_wx_mini_app_msg_template; D9), one per scene. */
function seedMiniTemplates(ctx: ContentContext): number {
  const titles = {
    SALE_REMIND: t('开售提醒', '開售提醒', 'Sale opening'),
    TRANSFER: t('转赠提醒', '轉贈提醒', 'Ticket transfer'),
    REAL_NAME: t('实名信息补充提醒', '實名資料補充提醒', 'Real-name details due'),
  }
  const insert = ctx.db.prepare('INSERT INTO mini_msg_templates (merchant_id, scene, template_id, title) VALUES (?, ?, ?, ?)')
  let rows = 0
  for (const merchantId of [MAINLAND, MACAU, ZZ]) {
    for (const [scene, title] of Object.entries(titles)) {
      insert.run(merchantId, scene, `TPL-${merchantId}-${scene}`, json(title))
      rows += 1
    }
  }
  return rows
}

export function seedContent(ctx: ContentContext, base: string): Record<string, number> {
  return {
    goods: seedGoods(ctx),
    couponTemplates: seedCoupons(ctx),
    memberLevels: seedMembership(ctx, base),
    announcements: seedAnnouncements(ctx),
    layouts: seedLayouts(ctx),
    appVersions: seedVersions(ctx),
    copywriting: seedCopywriting(ctx),
    miniTemplates: seedMiniTemplates(ctx),
  }
}
