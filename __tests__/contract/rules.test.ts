/**
 * The rules both tiers apply (@showtix/contract/rules): the phone rule per area and the
 * address-detail rule, tested once here (the gateway's tests check that its routes apply them).
 * Imported the way the app and the gateway import them, through the package.
 */
import {
  DETAIL_MAX_LENGTH,
  DETAIL_MIN_UNITS,
  DETAIL_MIN_WIDE_CHARACTERS,
  checkDetail,
  detailUnits,
  hasOwnPhoneRule,
  isValidPhone,
  phoneRule,
} from '@showtix/contract/rules'
import phoneCases from '../fixtures/phone-cases.json'

describe('phone numbers (spec section 5)', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('mainland %s: 11 digits starting with 1', (phone) => {
    expect(isValidPhone(phone)).toBe(true)
    expect(isValidPhone(phone, '+86')).toBe(true)
  })

  it.each(['23800138000', '1380013800', '138001380000', '1380013800a', '', ' '])('mainland %p is refused', (phone) => {
    expect(isValidPhone(phone, '86')).toBe(false)
  })

  it('other areas take their own digits', () => {
    expect(isValidPhone('66123456', '853')).toBe(true)
    expect(isValidPhone('61234567', '852')).toBe(true)
    expect(isValidPhone('6612', '853')).toBe(false)
    expect(isValidPhone('6612345x', '853')).toBe(false)
  })
})

describe('phone numbers per area (spec sections 3 and 5; the same cases as the gateway)', () => {
  it.each(phoneCases.valid as [string, string][])('+%s %s is accepted', (area, phone) => {
    expect(isValidPhone(phone, area)).toBe(true)
    expect(isValidPhone(phone, `+${area}`)).toBe(true)
  })

  it.each(phoneCases.invalid as [string, string][])('+%s %p is refused', (area, phone) => {
    expect(isValidPhone(phone, area)).toBe(false)
  })

  it('Macau takes 8 digits starting with 6, Taiwan 9 starting with 9, Hong Kong 8, the mainland 11 starting with 1', () => {
    expect(isValidPhone('66123456', '853')).toBe(true)
    expect(isValidPhone('28123456', '853')).toBe(false)
    expect(isValidPhone('912345678', '886')).toBe(true)
    expect(isValidPhone('21234567', '852')).toBe(true)
    expect(isValidPhone('66123456', '86')).toBe(false)
  })

  it('each area says how long its number is, for the input', () => {
    expect(phoneRule('86').maxLength).toBe(11)
    expect(phoneRule('+853').maxLength).toBe(8)
    expect(phoneRule('852').maxLength).toBe(8)
    expect(phoneRule('886').maxLength).toBe(9)
    expect(phoneRule('65').maxLength).toBe(14)
    expect(hasOwnPhoneRule('853')).toBe(true)
    expect(hasOwnPhoneRule('65')).toBe(false)
  })
})

describe('address detail (spec section 5: 6 Chinese characters; the English copy: 12)', () => {
  it('states the numbers once: 12 units, a Chinese character is 2, so 6 of them', () => {
    expect(DETAIL_MIN_UNITS).toBe(12)
    expect(DETAIL_MIN_WIDE_CHARACTERS).toBe(6)
  })

  it('6 Chinese characters pass, 5 do not', () => {
    expect(checkDetail('漕溪北路八号')).toBeUndefined()
    expect(checkDetail('漕溪北路八')).toBe('tooShort')
    expect(checkDetail('詳細地址六字')).toBeUndefined() // Traditional characters count the same
  })

  it('12 Latin letters or digits pass, 11 do not', () => {
    expect(checkDetail('Rua Central 12')).toBeUndefined() // 10 letters + 2 digits
    expect(checkDetail('Rua Central 1')).toBe('tooShort') // 11
    expect(checkDetail('abcdefghijkl')).toBeUndefined()
    expect(checkDetail('abcdefghijk')).toBe('tooShort')
  })

  it('spaces and punctuation do not make an address longer', () => {
    expect(detailUnits('R u a C e n t r a 1 1')).toBe(11)
    expect(checkDetail('R u a C e n t r a 1 1')).toBe('tooShort')
    expect(checkDetail('Rm 1, No. 8, Rd')).toBe('tooShort') // 9 letters and digits
    expect(detailUnits('，。、#-/()')).toBe(0)
    expect(detailUnits('漕溪北路，八号')).toBe(12)
  })

  it('mixed text adds up: 2 per Chinese character, 1 per other letter or digit', () => {
    expect(detailUnits('南京西路12号')).toBe(12)
    expect(checkDetail('南京西路12号')).toBeUndefined()
    expect(checkDetail('南京路12号')).toBe('tooShort') // 4 x 2 + 2 = 10
    expect(checkDetail('南京路123号')).toBe('tooShort') // 11
    expect(checkDetail('Flat 12 上海路')).toBeUndefined() // 6 + 6
    expect(checkDetail('Flat 2 上海路')).toBe('tooShort') // 5 + 6 = 11
  })

  it('kana and hangul are wide too; full-width digits are narrow', () => {
    expect(detailUnits('ひらがなカタ')).toBe(12)
    expect(detailUnits('서울특별시종')).toBe(12)
    expect(detailUnits('１２３')).toBe(3)
  })

  it('empty or white space only is missing, not short', () => {
    expect(checkDetail('')).toBe('required')
    expect(checkDetail('   ')).toBe('required')
    expect(checkDetail('\n\t　')).toBe('required') // includes an ideographic space
  })

  it('at most 100 characters, counted after white space is folded', () => {
    expect(checkDetail('路'.repeat(DETAIL_MAX_LENGTH))).toBeUndefined()
    expect(checkDetail('路'.repeat(DETAIL_MAX_LENGTH + 1))).toBe('tooLong')
    expect(checkDetail(`  ${'a'.repeat(50)}     ${'b'.repeat(49)}  `)).toBeUndefined() // 100 after folding
  })
})
