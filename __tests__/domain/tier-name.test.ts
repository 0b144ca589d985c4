/** Issue 15 item 14: a tier chip says its price once (the tier's name often carries it). */
import { PRICE_PENDING_KEY, priceDisplay, tierNameWithoutPrice } from '@/domain/show-display'

const t = (key: string) => (key === PRICE_PENDING_KEY ? '价格待定' : `<${key}>`)
const amount = (yuanNum: string, prefix = '¥', centNum = '00') =>
  priceDisplay({ minOriginalPriceInfo: { prefix, yuanNum, centNum, suffix: '' } })

describe('tierNameWithoutPrice', () => {
  it.each([
    ['VIP 1280元', amount('1280'), 'VIP'],
    ['Lower A ¥1280', amount('1280'), 'Lower A'],
    ['内场A 1,280元', amount('1280'), '内场A'],
    ['VIP MOP$880', amount('880', 'MOP$'), 'VIP'],
    ['880元', amount('880'), ''],
    ['¥380', amount('380'), ''],
    ['MOP$ 880', amount('880', 'MOP$'), ''],
    ['看台 99.50元', amount('99', '¥', '50'), '看台'],
  ])('"%s" without its price', (name, display, expected) => {
    expect(tierNameWithoutPrice(name, display, t)).toBe(expected)
  })

  it('keeps every other number: rows, other amounts, a price only part of a longer number', () => {
    expect(tierNameWithoutPrice('2号看台 Row 12', amount('380'), t)).toBe('2号看台 Row 12')
    expect(tierNameWithoutPrice('套票 1380元', amount('380'), t)).toBe('套票 1380元')
    expect(tierNameWithoutPrice('亲子套票(1大1小) 480元', amount('1'), t)).toBe('亲子套票(1大1小) 480元')
    expect(tierNameWithoutPrice('Family pack (1 adult + 1 child) ¥480', amount('480'), t)).toBe('Family pack (1 adult + 1 child)')
  })

  it('takes out a "to be decided" the name already says; a name without the price stays whole', () => {
    const pending = priceDisplay({ pricePending: true })
    expect(tierNameWithoutPrice('VIP 价格待定', pending, t)).toBe('VIP')
    expect(tierNameWithoutPrice('  VIP  ', amount('1280'), t)).toBe('VIP')
    expect(tierNameWithoutPrice('VIP 1280元', priceDisplay({}), t)).toBe('VIP 1280元')
    expect(tierNameWithoutPrice('免费票', priceDisplay({ isFree: true }), () => '免费')).toBe('免费票')
  })
})
