import {
  BUTTON_WORDS,
  HIDDEN_PRICE_WORD,
  buttonWord,
  canBuyNow,
  countdownParts,
  detailPanels,
  effectiveShowStatus,
  goPickSeatWord,
  priorityOpen,
  showButton,
  type ShowButtonInput,
} from '@/domain/purchase/show-buttons'

const NOW = 1_750_000_000_000
const HOUR = 3_600_000

const base: ShowButtonInput = {
  status: 'ON_SALE',
  soldOut: false,
  saleTime: NOW - 24 * HOUR,
  seatPickType: 'SUPPORT_NONE',
  isFree: false,
  hasPriority: false,
  prioritySaleTime: null,
  canUsePriorityPurchase: false,
  existWaitList: false,
  zz: false,
  loggedIn: true,
  now: NOW,
}
const button = (over: Partial<ShowButtonInput>) => showButton({ ...base, ...over })

describe('statuses (spec section 4)', () => {
  it('a pre-sale whose sale time has come is on sale; on sale with nothing left is sold out', () => {
    expect(effectiveShowStatus({ status: 'PRE_SALE', saleTime: NOW, now: NOW })).toBe('ON_SALE')
    expect(effectiveShowStatus({ status: 'PRE_SALE', saleTime: NOW + 1, now: NOW })).toBe('PRE_SALE')
    expect(effectiveShowStatus({ status: 'PRE_SALE', saleTime: NOW - 1, now: NOW, soldOut: true })).toBe('SOLD_OUT')
    expect(effectiveShowStatus({ status: 'ON_SALE', soldOut: true, now: NOW })).toBe('SOLD_OUT')
    expect(effectiveShowStatus({ status: 'PRE_SALE', saleTime: null, now: NOW })).toBe('PRE_SALE')
  })
})

describe('the purchase button by state', () => {
  it('on sale: buy now, or pick seats when seats are picked, or free tickets', () => {
    expect(button({})).toMatchObject({ kind: 'buy', visible: true, enabled: true, action: 'buy', wordKey: BUTTON_WORDS.buy })
    expect(button({ seatPickType: 'SUPPORT_PICK' })).toMatchObject({ kind: 'pickSeat', wordKey: 'purchase.button.pickSeat' })
    expect(button({ isFree: true })).toMatchObject({ kind: 'free', enabled: true, action: 'buy' })
  })

  it('pre-sale: a disabled countdown to saleTime, to the millisecond', () => {
    const result = button({ status: 'PRE_SALE', saleTime: NOW + 90_000 })
    expect(result).toMatchObject({ kind: 'countdown', enabled: false, action: 'none', countdownMs: 90_000 })
    expect(canBuyNow({ ...base, status: 'PRE_SALE', saleTime: NOW + 90_000 })).toBe(false)
  })

  it('pre-sale: 1 ms before the sale time still counts down; at the sale time it is on sale', () => {
    expect(button({ status: 'PRE_SALE', saleTime: NOW + 1 })).toMatchObject({ kind: 'countdown', countdownMs: 1 })
    expect(button({ status: 'PRE_SALE', saleTime: NOW })).toMatchObject({ kind: 'buy', enabled: true })
    expect(canBuyNow({ ...base, status: 'PRE_SALE', saleTime: NOW })).toBe(true)
  })

  it('pre-sale without a sale time: coming soon, no countdown', () => {
    const result = button({ status: 'PRE_SALE', saleTime: null })
    expect(result).toMatchObject({ kind: 'comingSoon', enabled: false })
    expect(result.countdownMs).toBeUndefined()
  })

  it('sold out: the waitlist when the show has one, else a disabled 已售罄', () => {
    expect(button({ status: 'SOLD_OUT', existWaitList: true })).toMatchObject({
      kind: 'waitlist',
      enabled: true,
      action: 'waitlist',
    })
    expect(button({ status: 'SOLD_OUT' })).toMatchObject({ kind: 'soldOut', enabled: false, wordKey: 'purchase.button.soldOut' })
    expect(button({ status: 'ON_SALE', soldOut: true, existWaitList: true })).toMatchObject({ kind: 'waitlist' })
  })

  it('short of tickets: the shortage registration', () => {
    expect(button({ status: 'LACK_OF_TICKET' })).toMatchObject({ kind: 'shortage', enabled: true, action: 'shortage' })
  })

  it.each([
    ['CANCELED', 'canceled'],
    ['COMPLETED', 'completed'],
    ['DELAY', 'delay'],
    ['DISABLED', 'disabled'],
    ['SOMETHING_NEW', 'disabled'],
  ])('%s: a visible, disabled %s button', (status, kind) => {
    expect(button({ status })).toMatchObject({ kind, visible: true, enabled: false, action: 'none' })
  })
})

describe('priority purchase (使用优先购, prioritySaleTime)', () => {
  const presale: Partial<ShowButtonInput> = {
    status: 'PRE_SALE',
    saleTime: NOW + 48 * HOUR,
    hasPriority: true,
    prioritySaleTime: NOW - HOUR,
    canUsePriorityPurchase: true,
  }

  it('open for an allowed, logged-in buyer between prioritySaleTime and saleTime', () => {
    expect(button(presale)).toMatchObject({
      kind: 'priority',
      enabled: true,
      action: 'priorityBuy',
      wordKey: 'purchase.button.priority',
    })
    expect(canBuyNow({ ...base, ...presale })).toBe(true)
  })

  it('opens exactly at prioritySaleTime: 1 ms before it is a countdown that says when priority opens', () => {
    expect(button({ ...presale, prioritySaleTime: NOW })).toMatchObject({ kind: 'priority' })
    const before = button({ ...presale, prioritySaleTime: NOW + 1, canUsePriorityPurchase: true })
    expect(before).toMatchObject({ kind: 'countdown', priorityOpensInMs: 1, countdownMs: 48 * HOUR })
  })

  it('not for a buyer the gateway does not allow, nor for an anonymous one', () => {
    expect(button({ ...presale, canUsePriorityPurchase: false })).toMatchObject({ kind: 'countdown' })
    expect(button({ ...presale, loggedIn: false })).toMatchObject({ kind: 'countdown' })
    expect(button({ ...presale, hasPriority: false })).toMatchObject({ kind: 'countdown' })
  })

  it('closes at saleTime: then everyone buys', () => {
    expect(priorityOpen({ ...base, ...presale, saleTime: NOW })).toBe(false)
    expect(button({ ...presale, saleTime: NOW })).toMatchObject({ kind: 'buy' })
  })
})

describe('MERCHANT_IS_ZZ wording', () => {
  it('选座购买 and 去选座 become 选座兑票', () => {
    expect(button({ zz: true, seatPickType: 'SUPPORT_PICK' }).wordKey).toBe(BUTTON_WORDS.zzPickSeat)
    expect(goPickSeatWord(true)).toBe('purchase.button.zzPickSeat')
    expect(goPickSeatWord(false)).toBe('purchase.button.goPickSeat')
  })

  it('使用优先购 becomes 选座兑票 with seat picking, else 立即购买; the action stays priority', () => {
    const presale: Partial<ShowButtonInput> = {
      zz: true,
      status: 'PRE_SALE',
      saleTime: NOW + HOUR,
      hasPriority: true,
      prioritySaleTime: NOW,
      canUsePriorityPurchase: true,
    }
    expect(button({ ...presale, seatPickType: 'SUPPORT_PICK' })).toMatchObject({
      kind: 'priority',
      action: 'priorityBuy',
      wordKey: BUTTON_WORDS.zzPickSeat,
    })
    expect(button({ ...presale, seatPickType: 'SUPPORT_NONE' })).toMatchObject({ kind: 'priority', wordKey: BUTTON_WORDS.buy })
  })

  it('other words are the same in every shop', () => {
    expect(buttonWord('buy', true, false)).toBe(BUTTON_WORDS.buy)
    expect(buttonWord('waitlist', true, true)).toBe(BUTTON_WORDS.waitlist)
    expect(buttonWord('pickSeat', false, true)).toBe(BUTTON_WORDS.pickSeat)
    expect(buttonWord('priority', false, true)).toBe(BUTTON_WORDS.priority)
  })
})

describe('PENDING hides the button (spec section 4)', () => {
  const pending: Partial<ShowButtonInput> = { status: 'PENDING', saleTime: null }

  it('hidden when not logged in', () => {
    expect(button({ ...pending, loggedIn: false }).visible).toBe(false)
  })

  it('hidden when logged in and the button is not the priority one', () => {
    expect(button({ ...pending, loggedIn: true })).toMatchObject({ visible: false, kind: 'pending' })
  })

  it('shown when logged in and it is the priority one (also in a MERCHANT_IS_ZZ shop)', () => {
    const priority = { ...pending, hasPriority: true, prioritySaleTime: NOW - 1, canUsePriorityPurchase: true }
    expect(button(priority)).toMatchObject({ visible: true, kind: 'priority', enabled: true })
    expect(button({ ...priority, zz: true })).toMatchObject({ visible: true, kind: 'priority', wordKey: BUTTON_WORDS.buy })
    expect(button({ ...priority, loggedIn: false }).visible).toBe(false)
  })
})

describe('panels: remind, other orders, share, price', () => {
  it('MERCHANT_IS_ZZ hides the remind and other-order panels', () => {
    expect(detailPanels({ zz: true })).toMatchObject({ remind: false, otherOrders: false, share: true })
    expect(detailPanels({ zz: false })).toMatchObject({ remind: true, otherOrders: true })
    // D33: a sensitive show offers no share entry, whatever the shop allows.
    expect(detailPanels({ zz: false, sensitive: true }).share).toBe(false)
    expect(detailPanels({ zz: false, sensitive: false }).share).toBe(true)
  })

  it('forbidShare hides sharing', () => {
    expect(detailPanels({ zz: false, forbidShare: true }).share).toBe(false)
    expect(detailPanels({ zz: false, forbidShare: false }).share).toBe(true)
  })

  it("hiddenTicketPrice hides prices behind the shop's text, or the default words when it has none", () => {
    expect(detailPanels({ zz: false, hiddenTicketPrice: true, hiddenTicketPriceText: ' 会员可见 ' }).price).toEqual({
      hidden: true,
      text: '会员可见',
      wordKey: HIDDEN_PRICE_WORD,
    })
    expect(detailPanels({ zz: false, hiddenTicketPrice: true, hiddenTicketPriceText: '  ' }).price).toEqual({
      hidden: true,
      wordKey: HIDDEN_PRICE_WORD,
    })
    expect(detailPanels({ zz: false, hiddenTicketPriceText: 'x' }).price).toEqual({ hidden: false })
  })
})

describe('countdown parts', () => {
  it('splits into days, hours, minutes and seconds, rounding a part second up', () => {
    expect(countdownParts(((2 * 24 + 3) * 60 + 4) * 60_000 + 5_000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
    expect(countdownParts(200)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
    expect(countdownParts(59_001)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 })
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})
