import {
  ANNOUNCE_DETAIL_SOURCE,
  DEFAULT_POLICY_TYPE,
  closedWeekdays,
  errorReasonOf,
  isAnnouncementId,
  isServiceOpen,
  minutesOf,
  policyTypeOf,
  readRecord,
  retryTarget,
  serviceSchedule,
  shopStateInfo,
  shopStateWord,
  weekTimeOf,
} from '@/domain/info'
import type { CustomerServiceConfig } from '@/domain/shop-config'

const days = (list: number[], startTime: string, endTime: string) => list.map((weekday) => ({ weekday, startTime, endTime }))

/** The seeded mainland shop: every day, 09:00-21:00 on weekdays and 09:00-18:00 at weekends. */
const MAINLAND: CustomerServiceConfig = {
  telephone: '400-820-8820',
  workTime: { startTime: '09:00', endTime: '21:00' },
  weekdayConfigs: [...days([1, 2, 3, 4, 5], '09:00', '21:00'), ...days([6, 7], '09:00', '18:00')],
}

describe('policyTypeOf', () => {
  it('reads the type in any case and falls back to the user agreement', () => {
    expect(policyTypeOf('PRIVACY_POLICY')).toBe('PRIVACY_POLICY')
    expect(policyTypeOf(' privacy_policy ')).toBe('PRIVACY_POLICY')
    expect(policyTypeOf('ACCOUNT_CANCELLATION')).toBe('ACCOUNT_CANCELLATION')
    expect(policyTypeOf(undefined)).toBe(DEFAULT_POLICY_TYPE)
    expect(policyTypeOf('')).toBe('USER_AGREEMENT')
    expect(policyTypeOf('COOKIES')).toBe('USER_AGREEMENT')
  })
})

describe('minutesOf', () => {
  it('reads HH:mm from 00:00 to 24:00 and nothing else', () => {
    expect(minutesOf('00:00')).toBe(0)
    expect(minutesOf('9:05')).toBe(545)
    expect(minutesOf('23:59')).toBe(1439)
    expect(minutesOf('24:00')).toBe(1440)
    expect(minutesOf('24:01')).toBeUndefined()
    expect(minutesOf('25:00')).toBeUndefined()
    expect(minutesOf('12:60')).toBeUndefined()
    expect(minutesOf('noon')).toBeUndefined()
    expect(minutesOf(undefined)).toBeUndefined()
  })
})

describe('serviceSchedule', () => {
  it('groups consecutive weekdays with the same hours', () => {
    expect(serviceSchedule(MAINLAND)).toEqual([
      { from: 1, to: 5, startTime: '09:00', endTime: '21:00' },
      { from: 6, to: 7, startTime: '09:00', endTime: '18:00' },
    ])
  })

  it('does not join days across a gap, and sorts the days', () => {
    const service = { weekdayConfigs: [...days([5, 1, 2], '10:00', '19:00'), ...days([4], '10:00', '19:00')] }
    expect(serviceSchedule(service)).toEqual([
      { from: 1, to: 2, startTime: '10:00', endTime: '19:00' },
      { from: 4, to: 5, startTime: '10:00', endTime: '19:00' },
    ])
    expect(closedWeekdays(service)).toEqual([3, 6, 7])
  })

  it('keeps the first config of a day, drops invalid days and times', () => {
    const service = {
      weekdayConfigs: [
        { weekday: 1, startTime: '09:00', endTime: '17:00' },
        { weekday: 1, startTime: '10:00', endTime: '11:00' },
        { weekday: 0, startTime: '09:00', endTime: '17:00' },
        { weekday: 8, startTime: '09:00', endTime: '17:00' },
        { weekday: 2, startTime: 'late', endTime: '17:00' },
      ],
    }
    expect(serviceSchedule(service)).toEqual([{ from: 1, to: 1, startTime: '09:00', endTime: '17:00' }])
  })

  it('uses the work hours for every day when no weekday is configured, and nothing without hours', () => {
    expect(serviceSchedule({ workTime: { startTime: '09:30', endTime: '18:00' } })).toEqual([
      { from: 1, to: 7, startTime: '09:30', endTime: '18:00' },
    ])
    expect(closedWeekdays({ workTime: { startTime: '09:30', endTime: '18:00' } })).toEqual([])
    expect(serviceSchedule({ workTime: { startTime: '09:30' } })).toEqual([])
    expect(serviceSchedule({ telephone: '1' })).toEqual([])
    expect(serviceSchedule(null)).toEqual([])
  })
})

describe('isServiceOpen', () => {
  const at = (weekday: number, time: string) => ({ weekday, minutes: minutesOf(time) ?? -1 }) as never

  it('is open from the start time up to, not including, the end time of that day', () => {
    expect(isServiceOpen(MAINLAND, at(1, '08:59'))).toBe(false)
    expect(isServiceOpen(MAINLAND, at(1, '09:00'))).toBe(true)
    expect(isServiceOpen(MAINLAND, at(1, '20:59'))).toBe(true)
    expect(isServiceOpen(MAINLAND, at(1, '21:00'))).toBe(false)
    expect(isServiceOpen(MAINLAND, at(6, '17:59'))).toBe(true)
    expect(isServiceOpen(MAINLAND, at(6, '18:00'))).toBe(false)
  })

  it('is closed on a day without hours', () => {
    const macau = { weekdayConfigs: days([1, 2, 3, 4, 5, 6], '10:00', '19:00') }
    expect(isServiceOpen(macau, at(7, '12:00'))).toBe(false)
    expect(isServiceOpen(macau, at(6, '12:00'))).toBe(true)
  })

  it('wraps hours that run past midnight into the next morning', () => {
    const night = { weekdayConfigs: days([5], '22:00', '02:00') }
    expect(isServiceOpen(night, at(5, '21:59'))).toBe(false)
    expect(isServiceOpen(night, at(5, '23:00'))).toBe(true)
    expect(isServiceOpen(night, at(5, '01:00'))).toBe(false)
    expect(isServiceOpen(night, at(6, '01:59'))).toBe(true)
    expect(isServiceOpen(night, at(6, '02:00'))).toBe(false)
    const sunday = { weekdayConfigs: days([7], '23:00', '01:00') }
    expect(isServiceOpen(sunday, at(1, '00:30'))).toBe(true)
  })

  it('says nothing without hours, or for a time that is not in a day', () => {
    expect(isServiceOpen({ telephone: '1' }, at(1, '12:00'))).toBeUndefined()
    expect(isServiceOpen(MAINLAND, { weekday: 1, minutes: 1440 })).toBeUndefined()
    expect(isServiceOpen({ workTime: { startTime: '09:00', endTime: '09:00' } }, at(1, '09:00'))).toBe(false)
  })

  it('reads an instant as ISO weekday and minutes in the shop’s zone (UTC+8)', () => {
    expect(weekTimeOf(new Date('2024-06-02T09:30:00+08:00'))).toEqual({ weekday: 7, minutes: 570 }) // a Sunday
    expect(weekTimeOf(Date.parse('2024-06-03T00:00:00+08:00'))).toEqual({ weekday: 1, minutes: 0 })
    // 23:30 on Sunday in UTC is already Monday 07:30 in Shanghai and Macau.
    expect(weekTimeOf(new Date('2024-06-02T23:30:00Z'))).toEqual({ weekday: 1, minutes: 450 })
  })
})

describe('shop state', () => {
  it('words the known states and reads anything else as unknown', () => {
    expect(shopStateWord('CLOSED')).toBe('CLOSED')
    expect(shopStateWord('suspended')).toBe('SUSPENDED')
    expect(shopStateWord('OPEN')).toBe('UNKNOWN')
    expect(shopStateWord(undefined)).toBe('UNKNOWN')
  })

  it("takes the shop's name and state from the gateway's answer, ignoring anything else", () => {
    expect(shopStateInfo({ merchantId: '10009', shopName: 'Closed', shopStatus: 'CLOSED', other: 1 })).toEqual({
      merchantId: '10009',
      shopName: 'Closed',
      shopStatus: 'CLOSED',
    })
    expect(shopStateInfo({ shopName: 3, shopStatus: '' })).toEqual({})
    expect(shopStateInfo(null)).toEqual({})
    expect(shopStateInfo('CLOSED')).toEqual({})
  })
})

describe('the error page', () => {
  it('knows its reasons and reads anything else as unknown', () => {
    expect(errorReasonOf('launch')).toBe('launch')
    expect(errorReasonOf('network')).toBe('network')
    expect(errorReasonOf('notFound')).toBe('notFound')
    expect(errorReasonOf('LAUNCH')).toBe('unknown')
    expect(errorReasonOf(undefined)).toBe('unknown')
  })

  it('retries only a path inside the app', () => {
    expect(retryTarget('/content/SH1001')).toBe('/content/SH1001')
    expect(retryTarget('/package-user/pages/support/support?x=1')).toBe('/package-user/pages/support/support?x=1')
    expect(retryTarget('//evil.example/x')).toBeUndefined()
    expect(retryTarget('https://evil.example')).toBeUndefined()
    expect(retryTarget('/javascript:alert(1)')).toBeUndefined()
    expect(retryTarget('/a b')).toBeUndefined()
    expect(retryTarget('/\\evil.example')).toBeUndefined()
    expect(retryTarget('content')).toBeUndefined()
    expect(retryTarget(undefined)).toBeUndefined()
  })
})

describe('announcement read record', () => {
  it('carries the id, the read time in ms, the page source and a valid show id', () => {
    expect(readRecord('NT1001', 1717200000123.7)).toEqual({
      announcementId: 'NT1001',
      clientReadTime: 1717200000123,
      pageSource: ANNOUNCE_DETAIL_SOURCE,
    })
    expect(readRecord('NT1001', 5, 'SH1001').showId).toBe('SH1001')
    expect(readRecord('NT1001', 5, '../x').showId).toBeUndefined()
    expect(readRecord('NT1001', -5).clientReadTime).toBe(0)
  })

  it('accepts only ids the gateway could know', () => {
    expect(isAnnouncementId('NT1001')).toBe(true)
    expect(isAnnouncementId('a'.repeat(40))).toBe(true)
    expect(isAnnouncementId('a'.repeat(41))).toBe(false)
    expect(isAnnouncementId('NT 1')).toBe(false)
    expect(isAnnouncementId('')).toBe(false)
    expect(isAnnouncementId(undefined)).toBe(false)
  })
})
