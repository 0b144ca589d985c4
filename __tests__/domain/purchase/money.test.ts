import { centsToYuan, compactMoney, formatMoney, formatYuan, roundHalfUp, yuanToCents } from '@/domain/purchase/money'

describe('money in cents, shown with 2 decimals (spec section 5)', () => {
  it('rounds .005 up, however binary stores it', () => {
    expect(1.005 * 100).toBeLessThan(100.5) // the trap
    expect(yuanToCents(1.005)).toBe(101)
    expect(formatYuan(1.005)).toBe('1.01')
    expect(formatYuan(2.675)).toBe('2.68')
    expect(formatYuan(0.015)).toBe('0.02')
    expect(formatYuan(1.0049)).toBe('1.00')
  })

  it('half of a cent rounds away from zero; below half rounds down', () => {
    expect(roundHalfUp(100.5)).toBe(101)
    expect(roundHalfUp(100.4999)).toBe(100)
    expect(roundHalfUp(-100.5)).toBe(-101)
    expect(roundHalfUp(2.345, 2)).toBe(2.35)
    expect(roundHalfUp(Number.NaN)).toBe(0)
  })

  it('yuan from the gateway to cents and back', () => {
    expect(yuanToCents(480)).toBe(48_000)
    expect(yuanToCents(0.1 + 0.2)).toBe(30)
    expect(yuanToCents(null)).toBe(0)
    expect(centsToYuan(12_345)).toBe(123.45)
  })

  it('formats cents: 2 decimals always, a sign for negatives, fractions of a cent rounded', () => {
    expect(formatMoney(0)).toBe('0.00')
    expect(formatMoney(5)).toBe('0.05')
    expect(formatMoney(123_456)).toBe('1234.56')
    expect(formatMoney(-250)).toBe('-2.50')
    expect(formatMoney(100.5)).toBe('1.01')
  })

  it('compact: the cents left out when 00', () => {
    expect(compactMoney(20_000)).toBe('200')
    expect(compactMoney(19_950)).toBe('199.50')
    expect(compactMoney(1)).toBe('0.01')
  })
})
