import { LOCALES } from '@/domain/launch-query'
import { HTTP_MESSAGES } from '@/http'
import { translator } from '@/i18n'

describe("the request layer's texts", () => {
  it.each(LOCALES)('are all translated in %s', (locale) => {
    const t = translator(locale)
    const missing = Object.values(HTTP_MESSAGES).filter((key) => t(key, { seconds: 1, attempt: 1, label: 'x' }) === key)
    expect(missing).toEqual([])
  })

  it('have the spec wording', () => {
    const zh = translator('zh-CN')
    const en = translator('en-US')
    expect(zh(HTTP_MESSAGES.defaultMessage)).toBe('当前访问人数过多，马上就好了')
    expect(translator('zh-MO')(HTTP_MESSAGES.defaultMessage)).toBe('當前訪問人數過多，馬上就好了')
    expect(en(HTTP_MESSAGES.busyTitle)).toBe('Ticket channel crowded')
    expect(en(HTTP_MESSAGES.tooFrequent)).toBe('Network access too frequent, try changing network')
    expect(en(HTTP_MESSAGES.noNetwork)).toBe('Cannot connect to network, check network')
    expect(en(HTTP_MESSAGES.checkNetwork)).toBe('Please check network or try later')
    expect(en(HTTP_MESSAGES.unknown)).toBe('Something went wrong, please try later')
    expect(en(HTTP_MESSAGES.loginInvalid)).toBe('Login invalid, please log in again')
    expect(en(HTTP_MESSAGES.titleTooManyVisitors)).toBe('Too Many Visitors')
  })
})
