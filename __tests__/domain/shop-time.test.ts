/**
 * Issue 15 item 6: show and service times are the shop's (UTC+8: Asia/Shanghai, Asia/Macau),
 * whatever zone the phone is in. The rules run in a Node child process whose TZ is UTC, then
 * America/Los_Angeles (jest's sandbox has its own copy of process.env: TZ cannot change inside
 * it), through __tests__/fixtures/shop-time-probe.ts.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { SHOP_TIME_ZONES, SHOP_UTC_OFFSET_MINUTES, formatShopTime } from '@/domain/shop-time'

const PROBE = path.join(__dirname, '..', 'fixtures', 'shop-time-probe.ts')

function inZone(zone: string): Record<string, unknown> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', PROBE], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  })
  return JSON.parse(out) as Record<string, unknown>
}

describe.each([
  ['UTC', 11],
  ['America/Los_Angeles', 4],
])('on a phone in %s', (zone, phoneHours) => {
  let seen: Record<string, unknown>
  beforeAll(() => {
    seen = inZone(zone)
  })

  it('is really in that zone (the phone alone would say another hour)', () => {
    expect(seen.phoneHours).toBe(phoneHours)
  })

  it("writes a 19:30 Shanghai show's time as 19:30", () => {
    expect(seen.showTime).toBe('2025-06-14 19:30')
    expect(seen.captchaTime).toBe('06-14 19:30')
    expect(seen.clock).toEqual({ year: 2025, month: 6, day: 14, weekday: 6, hours: 19, minutes: 30 })
  })

  it("keeps a show's day the venue's, after midnight too", () => {
    expect(seen.lateDay).toBe('2025-06-15')
    expect(seen.lateDayOf).toBe('2025-06-15')
    expect(seen.lateCard).toBe('2025.06.15')
  })

  it("answers whether service is open by the shop's clock", () => {
    // 10:00 on a Monday in Macau: open, though the phone says Sunday evening or 02:00 Monday.
    expect(seen.mondayMorning).toEqual({ weekday: 1, minutes: 600 })
    expect(seen.openMorning).toBe(true)
    // 20:00 in Macau: closed, though the phone says 12:00 or 05:00.
    expect(seen.openEvening).toBe(false)
  })
})

it('gives nothing for what is not a time', () => {
  expect(formatShopTime(null, 'HH:mm')).toBe('')
  expect(formatShopTime('', 'HH:mm')).toBe('')
  expect(formatShopTime('not a date', 'HH:mm')).toBe('')
})

it('names both shops’ zones, which share one offset (UTC+8, no daylight saving)', () => {
  expect(SHOP_TIME_ZONES).toEqual({ mainland: 'Asia/Shanghai', macau: 'Asia/Macau' })
  expect(SHOP_UTC_OFFSET_MINUTES).toBe(480)
})
