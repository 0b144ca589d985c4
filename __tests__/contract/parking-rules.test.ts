/** The parking fee at its edges (D37): the free period, each started hour, the daily cap. */
import { DEFAULT_PARKING_TARIFF, isPlate, normalisePlate, parkedMinutes, parkingFee } from '@showtix/contract/rules'

describe('parkingFee (D37: 30 min free, ¥5 a started hour, ¥60 a day)', () => {
  it('costs nothing up to the free period, and charges from the entry one minute after', () => {
    expect(parkingFee(0)).toBe(0)
    expect(parkingFee(30)).toBe(0)
    expect(parkingFee(31)).toBe(500)
  })

  it('charges each started hour', () => {
    expect(parkingFee(60)).toBe(500)
    expect(parkingFee(61)).toBe(1000)
    expect(parkingFee(120)).toBe(1000)
    expect(parkingFee(121)).toBe(1500)
  })

  it('never charges more than the daily cap within a day, and starts again the next day', () => {
    expect(parkingFee(11 * 60)).toBe(5500)
    expect(parkingFee(11 * 60 + 1)).toBe(6000)
    expect(parkingFee(24 * 60)).toBe(6000)
    expect(parkingFee(24 * 60 + 1)).toBe(6500)
    expect(parkingFee(48 * 60 + 180)).toBe(2 * 6000 + 1500)
  })

  it('follows a car park own tariff', () => {
    expect(parkingFee(45, { freeMinutes: 15, hourlyCents: 800, dailyCapCents: 5000 })).toBe(800)
    expect(parkingFee(45, DEFAULT_PARKING_TARIFF)).toBe(500)
  })

  it('counts a started minute', () => {
    const entry = Date.UTC(2026, 0, 1, 10, 0, 0)
    expect(parkedMinutes(entry, entry + 30 * 60_000)).toBe(30)
    expect(parkedMinutes(entry, entry + 30 * 60_000 + 1)).toBe(31)
    expect(parkedMinutes(entry, entry - 5)).toBe(0)
  })
})

describe('plates', () => {
  it('reads mainland and Macau plates, whatever the spacing and case', () => {
    expect(isPlate('粤A 12345')).toBe(true)
    expect(isPlate('粤ad12345')).toBe(true)
    expect(isPlate('MA-12-34')).toBe(true)
    expect(isPlate('ma 1234')).toBe(true)
    expect(normalisePlate(' ma-12-34 ')).toBe('MA1234')
    expect(normalisePlate('MA 12 34')).toBe(normalisePlate('ma-12-34'))
  })

  it('refuses what is not a plate', () => {
    expect(isPlate('')).toBe(false)
    expect(isPlate('12345')).toBe(false)
    expect(isPlate('粤A1234')).toBe(false)
    expect(isPlate('MA-12-345')).toBe(false)
  })
})
