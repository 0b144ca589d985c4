import {
  VERIFY_CODE_LENGTH,
  canConfirmCode,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isVerifyCode,
  hasOwnPhoneRule,
  phoneRule,
} from '@/domain/validation'
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

describe('verification codes', () => {
  it('are 6 digits', () => {
    expect(VERIFY_CODE_LENGTH).toBe(6)
    expect(isVerifyCode('012345')).toBe(true)
    for (const code of ['', '12345', '1234567', '12a456', ' 12345']) expect(isVerifyCode(code)).toBe(false)
  })

  it('confirm is ignored while empty, short, or a login is on its way', () => {
    expect(canConfirmCode('', false)).toBe(false)
    expect(canConfirmCode('12345', false)).toBe(false)
    expect(canConfirmCode('123456', true)).toBe(false)
    expect(canConfirmCode('123456', false)).toBe(true)
  })
})

describe('e-mail addresses', () => {
  it.each(['a@b.co', 'first.last@mail.example.com', 'x_y-z@d-o.mo'])('%s is valid', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each(['a@b', '@b.co', 'a b@c.co', 'a@@b.co', 'a@b..co', 'a+b@c.co', ''])('%p is refused', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
})

describe('passwords: 8-20 characters, at least 3 of 4 kinds', () => {
  it.each(['Abcdefg1', 'abcdefg1!', 'ABCDEF1!', 'Aa1!Aa1!Aa1!Aa1!Aa1!'])('%s is valid', (password) => {
    expect(isValidPassword(password)).toBe(true)
  })
  it.each(['Abc1!', 'abcdefgh1', 'ABCDEFGH', 'Aa1!Aa1!Aa1!Aa1!Aa1!A', '12345678'])('%s is refused', (password) => {
    expect(isValidPassword(password)).toBe(false)
  })
})
