import {
  MAX_CARD_TAGS,
  PRICE_FREE_KEY,
  PRICE_PENDING_KEY,
  SHOW_STATUSES,
  cardTags,
  displayShowTime,
  isBuyable,
  isPricePending,
  priceDisplay,
  priceText,
  seatPlansShownEarly,
  statusTag,
  type ShowDisplayFields,
} from '@/domain/show-display'

const price = (yuanNum: string, centNum: string, extra: Partial<ShowDisplayFields> = {}): ShowDisplayFields => ({
  minOriginalPriceInfo: { prefix: '¥', yuanNum, centNum, suffix: '起' },
  ...extra,
})
const words = (key: string) => `<${key}>`

describe('price display (spec section 5)', () => {
  it('a positive price shows prefix, yuan, cents and suffix', () => {
    expect(priceDisplay(price('380', '50'))).toEqual({ kind: 'amount', prefix: '¥', yuan: '380', cents: '50', suffix: '起' })
    expect(priceText(priceDisplay(price('380', '50')), words)).toBe('¥380.50起')
  })

  it('cents are hidden when they are 00', () => {
    expect(priceDisplay(price('380', '00'))).toMatchObject({ kind: 'amount', yuan: '380', cents: null })
    expect(priceText(priceDisplay(price('380', '00')), words)).toBe('¥380起')
  })

  it('cents of one digit read as two (5 -> 05), and missing cents are hidden', () => {
    expect(priceDisplay(price('12', '5'))).toMatchObject({ cents: '05' })
    expect(priceDisplay(price('12', ''))).toMatchObject({ cents: null })
  })

  it('a price under one yuan still shows (0.50 is not 0)', () => {
    expect(priceText(priceDisplay(price('0', '50')), words)).toBe('¥0.50起')
  })

  it('price 0 hides the price', () => {
    expect(priceDisplay(price('0', '00'))).toEqual({ kind: 'hidden' })
    expect(priceDisplay(price('0', ''))).toEqual({ kind: 'hidden' })
    expect(priceText(priceDisplay(price('0', '00')), words)).toBe('')
  })

  it('no price info at all hides the price', () => {
    expect(priceDisplay({})).toEqual({ kind: 'hidden' })
    expect(priceDisplay({ minOriginalPriceInfo: { prefix: '¥', yuanNum: 'abc' } })).toEqual({ kind: 'hidden' })
  })

  it('-1 shows 价格待定 (a word key), by the yuan of the info, the yuan number or the flag', () => {
    const pending = { kind: 'pending', key: PRICE_PENDING_KEY }
    expect(priceDisplay(price('-1', ''))).toEqual(pending)
    expect(priceDisplay({ minOriginalPrice: -1 })).toEqual(pending)
    expect(priceDisplay({ pricePending: true, ...price('100', '00') })).toEqual(pending)
    expect(priceText(priceDisplay(price('-1', '')), words)).toBe(`<${PRICE_PENDING_KEY}>`)
    expect(isPricePending(price('100', '00'))).toBe(false)
  })

  it('pending wins over the gateway’s own customPrice text (the word list is the same in every shop)', () => {
    expect(priceDisplay({ ...price('-1', ''), customPrice: '价格待定' })).toEqual({ kind: 'pending', key: PRICE_PENDING_KEY })
  })

  it('a free show shows "free", even with a 0 price', () => {
    expect(priceDisplay(price('0', '00', { isFree: true }))).toEqual({ kind: 'free', key: PRICE_FREE_KEY })
    expect(priceText(priceDisplay(price('0', '00', { isFree: true })), words)).toBe(`<${PRICE_FREE_KEY}>`)
  })

  it('any other customPrice text is shown as it is', () => {
    expect(priceDisplay({ ...price('100', '00'), customPrice: ' 面议 ' })).toEqual({ kind: 'text', text: '面议' })
  })

  it('the shop’s hiddenTicketPrice hides every price, showing its text when it has one', () => {
    const settings = { hiddenTicketPrice: true, hiddenTicketPriceText: '凭券兑换' }
    expect(priceDisplay(price('380', '00'), settings)).toEqual({ kind: 'text', text: '凭券兑换' })
    expect(priceDisplay(price('-1', ''), settings)).toEqual({ kind: 'text', text: '凭券兑换' })
    expect(priceDisplay(price('380', '00'), { hiddenTicketPrice: true, hiddenTicketPriceText: ' ' })).toEqual({ kind: 'hidden' })
    expect(priceDisplay(price('380', '00'), { hiddenTicketPrice: false, hiddenTicketPriceText: 'x' })).toMatchObject({
      kind: 'amount',
    })
  })

  it('numbers from the gateway are read like strings', () => {
    expect(priceDisplay({ minOriginalPriceInfo: { prefix: 'MOP$', yuanNum: 120, centNum: 0, suffix: '' } })).toEqual({
      kind: 'amount',
      prefix: 'MOP$',
      yuan: '120',
      cents: null,
      suffix: '',
    })
  })
})

describe('status tags (spec section 4)', () => {
  it('sold out displays 已售罄 from the word list, by the flag or by the status', () => {
    expect(statusTag({ showStatus: 'ON_SALE', soldOut: true, showStatusDisplay: '售票中' })).toEqual({
      status: 'SOLD_OUT',
      tone: 'off',
      text: null,
      key: 'shows.status.SOLD_OUT',
    })
    expect(statusTag({ showStatus: 'SOLD_OUT', showStatusDisplay: 'whatever' })).toMatchObject({
      text: null,
      key: 'shows.status.SOLD_OUT',
    })
  })

  it('other statuses use the gateway’s showStatusDisplay, else the word list', () => {
    expect(statusTag({ showStatus: 'PRE_SALE', showStatusDisplay: '预售' })).toMatchObject({ text: '预售', tone: 'presale' })
    expect(statusTag({ showStatus: 'PRE_SALE', showStatusDisplay: ' ' })).toMatchObject({
      text: null,
      key: 'shows.status.PRE_SALE',
    })
  })

  it.each([
    ['ON_SALE', 'selling'],
    ['PRE_SALE', 'presale'],
    ['LACK_OF_TICKET', 'warning'],
    ['DELAY', 'warning'],
    ['PENDING', 'off'],
    ['CANCELED', 'off'],
    ['COMPLETED', 'off'],
    ['DISABLED', 'off'],
  ])('%s has the %s tone', (status, tone) => {
    expect(statusTag({ showStatus: status })).toMatchObject({ status, tone })
  })

  it('an unknown or missing status has no tag', () => {
    expect(statusTag({ showStatus: 'SOMETHING' })).toBeNull()
    expect(statusTag({})).toBeNull()
  })

  it('buyable only in PRE_SALE or ON_SALE', () => {
    expect(SHOW_STATUSES.filter((status) => isBuyable(status))).toEqual(['ON_SALE', 'PRE_SALE'])
    expect(isBuyable(undefined)).toBe(false)
  })
})

describe('marketing and other tags (spec section 3)', () => {
  it('MARKETING_TAG_COUPON and MARKETING_TAG_ACTIVITY are marketing tags, placed first', () => {
    expect(
      cardTags([
        { type: 'HOT', title: '热卖' },
        { type: 'MARKETING_TAG_ACTIVITY', title: '限时优惠' },
        { type: 'MARKETING_TAG_COUPON', title: '可用券' },
      ]),
    ).toEqual([
      { type: 'MARKETING_TAG_ACTIVITY', title: '限时优惠', marketing: true },
      { type: 'MARKETING_TAG_COUPON', title: '可用券', marketing: true },
      { type: 'HOT', title: '热卖', marketing: false },
    ])
  })

  it('tags without a title are dropped and a title shows once', () => {
    expect(
      cardTags([{ type: 'HOT', title: '' }, { type: 'NEW', title: '新' }, { type: 'X', title: '新' }, { type: 'Y' }]),
    ).toEqual([{ type: 'NEW', title: '新', marketing: false }])
  })

  it(`at most ${MAX_CARD_TAGS} tags on a card`, () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ type: 'T', title: `t${i}` }))
    expect(cardTags(many)).toHaveLength(MAX_CARD_TAGS)
    expect(cardTags(many, 0)).toEqual([])
    expect(cardTags(null)).toEqual([])
  })
})

describe('displayShowTime', () => {
  // 2025-06-14 19:30 in UTC+8
  const june14 = Date.UTC(2025, 5, 14, 11, 30)
  const day = 24 * 60 * 60 * 1000

  it('the gateway’s text wins', () => {
    expect(displayShowTime({ displayShowTime: '2025.06.14 19:30 周六', firstShowTime: 0 })).toBe('2025.06.14 19:30 周六')
  })

  it('one day: the date in UTC+8 (a show at 23:30 is still that day)', () => {
    expect(displayShowTime({ firstShowTime: june14, lastShowTime: june14 })).toBe('2025.06.14')
    expect(displayShowTime({ firstShowTime: Date.UTC(2025, 5, 14, 15, 30) })).toBe('2025.06.14')
  })

  it('a range in one year, and across years', () => {
    expect(displayShowTime({ firstShowTime: june14, lastShowTime: june14 + 7 * day })).toBe('2025.06.14-06.21')
    expect(displayShowTime({ firstShowTime: Date.UTC(2025, 11, 30, 12), lastShowTime: Date.UTC(2026, 0, 2, 12) })).toBe(
      '2025.12.30-2026.01.02',
    )
  })

  it('nothing to show: empty', () => {
    expect(displayShowTime({})).toBe('')
    expect(displayShowTime({ displayShowTime: '  ' })).toBe('')
  })
})

describe('seatPlansShownEarly (D33)', () => {
  it('lists the prices early only before the sale, and only when the merchant says so', () => {
    expect(seatPlansShownEarly({ showStatus: 'PRE_SALE', seatPlanDisplayAdvance: true })).toBe(true)
    expect(seatPlansShownEarly({ showStatus: 'PENDING', seatPlanDisplayAdvance: true })).toBe(true)
    expect(seatPlansShownEarly({ showStatus: 'PRE_SALE', seatPlanDisplayAdvance: false })).toBe(false)
    expect(seatPlansShownEarly({ showStatus: 'PRE_SALE' })).toBe(false)
    expect(seatPlansShownEarly({ showStatus: 'ON_SALE', seatPlanDisplayAdvance: true })).toBe(false)
    expect(seatPlansShownEarly({ showStatus: 'SOLD_OUT', seatPlanDisplayAdvance: true })).toBe(false)
  })
})
