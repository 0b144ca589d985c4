import { VERIFY_CODE_LENGTH, canConfirmCode, isValidEmail, isValidPassword, isVerifyCode } from '@/domain/validation'

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
