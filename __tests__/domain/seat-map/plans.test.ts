import {
  PRICE_PALETTE,
  buildSeatTable,
  formatMoney,
  legendOrder,
  mix,
  planOfAreas,
  plansOf,
  rgbOf,
  toCents,
} from '@/domain/seat-map'
import { SMALL } from './fixtures'

const input = (id: string, price: number, colorValue?: string | null) => ({
  seatPlanId: id,
  seatPlanName: `${id} ${price}`,
  originalPrice: price,
  freeCount: 3,
  ...(colorValue === undefined ? {} : { colorValue }),
})

describe('seat plans and price colours', () => {
  it('keeps a plan`s own colour when it is a valid colour', () => {
    const [a, b] = plansOf([input('P1', 100, '#E84A5F'), input('P2', 50, '#abc')])
    expect(a?.colour).toBe('#E84A5F')
    expect(b?.colour).toBe('#abc')
  })

  it('gives a plan without a valid colour the palette colour of its price rank', () => {
    const plans = plansOf([input('P1', 50, ''), input('P2', 380, 'red'), input('P3', 120, null), input('P4', 380)])
    expect(plans.map((p) => p.colour)).toEqual([PRICE_PALETTE[3], PRICE_PALETTE[0], PRICE_PALETTE[2], PRICE_PALETTE[0]])
  })

  it('works in cents and carries the price info, making one when the gateway sent none', () => {
    const [p] = plansOf([input('P1', 128.5)])
    expect(p?.priceCents).toBe(12850)
    expect(p?.priceInfo).toEqual({ prefix: '¥', yuanNum: '128', centNum: '50', suffix: '' })
    const info = { prefix: 'MOP$', yuanNum: '880', centNum: '00', suffix: '' }
    expect(plansOf([{ ...input('P2', 880), originalPriceInfo: info }])[0]?.priceInfo).toBe(info)
    expect(toCents(0.1 + 0.2)).toBe(30)
  })

  it('orders the legend by price, highest first, equal prices in given order', () => {
    const plans = plansOf([input('A', 100), input('B', 300), input('C', 100), input('D', 200)])
    expect(legendOrder(plans).map((p) => p.seatPlanId)).toEqual(['B', 'D', 'A', 'C'])
  })

  it('maps areas to plans; an area selling nothing gets -1', () => {
    const table = buildSeatTable(SMALL)
    const plans = plansOf([input('P1', 100), input('P2', 50)])
    expect([...planOfAreas(table, plans, { A: 'P2', B: 'P9' })]).toEqual([1, -1])
  })
})

describe('money and colours', () => {
  it.each([
    [128000, '¥1280'],
    [12850, '¥128.50'],
    [5, '¥0.05'],
    [0, '¥0'],
    [-250, '-¥2.50'],
  ])('formats %p cents as %p', (cents, text) => expect(formatMoney(cents)).toBe(text))

  it('uses the plan`s currency', () => expect(formatMoney(88000, { prefix: 'MOP$', suffix: '' })).toBe('MOP$880'))

  it('reads colours and mixes them', () => {
    expect(rgbOf('#ff8000')).toEqual([255, 128, 0])
    expect(rgbOf('#f80')).toEqual([255, 136, 0])
    expect(rgbOf('nope')).toEqual([153, 153, 153])
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mix('#102030', '#ffffff', 0)).toBe('#102030')
    expect(mix('#102030', '#ffffff', 2)).toBe('#ffffff')
  })
})
