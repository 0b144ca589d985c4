import dayjs from 'dayjs'
import { followLocale } from '@/i18n/dayjs'

describe('dates follow the language', () => {
  // A dayjs date takes the locale in force when it is made.
  const monday = () => dayjs('2026-11-23T20:00:00')
  it.each([
    ['zh-CN', '星期一'],
    ['zh-MO', '星期一'],
    ['en-US', 'Monday'],
  ] as const)('%s names the weekday %s', (locale, weekday) => {
    followLocale(locale)
    expect(monday().format('dddd')).toBe(weekday)
  })

  it('uses Traditional Chinese month text in zh-MO and Simplified in zh-CN', () => {
    followLocale('zh-MO')
    expect(dayjs('2026-11-23').format('MMMM')).toBe('十一月')
    followLocale('zh-CN')
    expect(dayjs().locale()).toBe('zh-cn')
  })
})
