import {
  initialWait,
  EMAIL_RESEND_SECONDS,
  EMAIL_CODES,
  activationErrors,
  codeInput,
  fieldForFailure,
  forgotErrors,
  hasErrors,
  lockedMinutes,
  loginErrors,
  newPasswordErrors,
  registerErrors,
} from '@/domain/email-account'
import { PASSWORD_KINDS_NEEDED, PASSWORD_MAX, PASSWORD_MIN, isValidPassword } from '@/domain/validation'

describe('the password rule at its edges (spec section 5)', () => {
  it('holds 8 to 20 characters', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, PASSWORD_KINDS_NEEDED]).toEqual([8, 20, 3])
  })

  it('7 characters are refused, 8 accepted', () => {
    expect(isValidPassword('Abcde1!')).toBe(false)
    expect(isValidPassword('Abcdef1!')).toBe(true)
  })

  it('20 characters are accepted, 21 refused', () => {
    expect(isValidPassword('Abcdefghijklmnopq1!x')).toBe(true)
    expect(isValidPassword('Abcdefghijklmnopq1!xy')).toBe(false)
  })

  it('2 kinds are refused, 3 accepted, whichever 3', () => {
    for (const two of ['abcdefgh12', 'ABCDEFGH12', 'abcdEFGH', 'abcd!@#$', '1234!@#$', 'ABCD!@#$'])
      expect([two, isValidPassword(two)]).toEqual([two, false])
    for (const three of ['abcdefgH12', 'abcdefg1!', 'ABCDEFG1!', 'abcdEFG!'])
      expect([three, isValidPassword(three)]).toEqual([three, true])
  })

  it('counts a space or any other symbol as the special kind', () => {
    expect(isValidPassword('abcd efg1')).toBe(true)
    expect(isValidPassword('abcdéfg1')).toBe(true)
  })
})

describe('log in form', () => {
  it('needs a valid address and a password, and says which is missing', () => {
    expect(loginErrors({})).toEqual({ email: 'emailRequired', password: 'passwordRequired' })
    expect(loginErrors({ email: 'fan@showtix', password: 'x' })).toEqual({ email: 'emailInvalid' })
    expect(loginErrors({ email: ' fan@showtix.test ', password: '' })).toEqual({ password: 'passwordRequired' })
  })

  it('does not apply the new-password rule to a login (an old password may predate it)', () => {
    expect(loginErrors({ email: 'fan@showtix.test', password: 'short' })).toEqual({})
  })
})

describe('create account form', () => {
  const good = { email: 'new.fan@showtix.test', password: 'Fan!2345x', confirm: 'Fan!2345x', agreed: true }

  it('accepts a valid address, a valid password twice and the agreement', () => {
    expect(registerErrors(good)).toEqual({})
    expect(hasErrors(registerErrors(good))).toBe(false)
  })

  it("refuses a password off the rule with 'enter a valid password', beside the password only", () => {
    expect(registerErrors({ ...good, password: 'Abcde1!', confirm: 'Abcde1!' })).toEqual({ password: 'passwordInvalid' })
    expect(registerErrors({ ...good, password: 'abcdefgh12', confirm: 'abcdefgh12' })).toEqual({ password: 'passwordInvalid' })
  })

  it('wants the same password again', () => {
    expect(registerErrors({ ...good, confirm: '' })).toEqual({ confirm: 'confirmRequired' })
    expect(registerErrors({ ...good, confirm: 'Fan!2345y' })).toEqual({ confirm: 'confirmMismatch' })
  })

  it('wants the agreement', () => {
    expect(registerErrors({ ...good, agreed: false })).toEqual({ agreement: 'agreementRequired' })
  })

  it('reports every wrong field at once', () => {
    expect(registerErrors({})).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
      confirm: 'confirmRequired',
      agreement: 'agreementRequired',
    })
  })
})

describe('forgot, activation and new password forms', () => {
  it('forgot needs an address', () => {
    expect(forgotErrors({ email: '' })).toEqual({ email: 'emailRequired' })
    expect(forgotErrors({ email: 'a@b' })).toEqual({ email: 'emailInvalid' })
    expect(forgotErrors({ email: 'a@b.co' })).toEqual({})
  })

  it('activation needs 6 digits: 5 and 7 are refused', () => {
    expect(activationErrors({ code: '' })).toEqual({ code: 'codeRequired' })
    expect(activationErrors({ code: '12345' })).toEqual({ code: 'codeInvalid' })
    expect(activationErrors({ code: '1234567' })).toEqual({ code: 'codeInvalid' })
    expect(activationErrors({ code: '123456' })).toEqual({})
  })

  it('a reset needs the code; a first password does not', () => {
    const passwords = { password: 'Fan!2345x', confirm: 'Fan!2345x' }
    expect(newPasswordErrors(passwords, true)).toEqual({ code: 'codeRequired' })
    expect(newPasswordErrors({ ...passwords, code: '012345' }, true)).toEqual({})
    expect(newPasswordErrors(passwords, false)).toEqual({})
    expect(newPasswordErrors({ password: 'Abcdefg', confirm: 'Abcdefg' }, false)).toEqual({ password: 'passwordInvalid' })
  })

  it('the code field keeps digits only, 6 at most', () => {
    expect(codeInput('12a3 45-678')).toBe('123456')
    expect(codeInput('')).toBe('')
  })
})

describe('where a gateway refusal belongs', () => {
  it('a wrong password or address on login goes beside the password', () => {
    expect(fieldForFailure('login', EMAIL_CODES.credentialsWrong)).toEqual({ field: 'password', key: 'credentialsWrong' })
  })

  it('an address not activated yet goes beside the address on login', () => {
    expect(fieldForFailure('login', EMAIL_CODES.emailNotActivated)).toEqual({ field: 'email', key: 'notActivated' })
  })

  it('a taken address goes beside the address on create account', () => {
    expect(fieldForFailure('register', EMAIL_CODES.emailTaken)).toEqual({ field: 'email', key: 'emailTaken' })
  })

  it("the gateway's password rule goes beside the password everywhere", () => {
    for (const form of ['register', 'reset', 'set'] as const)
      expect(fieldForFailure(form, EMAIL_CODES.passwordInvalid)).toEqual({ field: 'password', key: 'passwordInvalid' })
  })

  it('a wrong code goes beside the code where there is one', () => {
    expect(fieldForFailure('activate', EMAIL_CODES.verifyCodeWrong)).toEqual({ field: 'code', key: 'codeWrong' })
    expect(fieldForFailure('reset', EMAIL_CODES.verifyCodeWrong)).toEqual({ field: 'code', key: 'codeWrong' })
    expect(fieldForFailure('login', EMAIL_CODES.verifyCodeWrong)).toBeNull()
  })

  it('an unknown address goes beside the address on forgot and reset', () => {
    expect(fieldForFailure('forgot', EMAIL_CODES.credentialsWrong)).toEqual({ field: 'email', key: 'emailUnknown' })
    expect(fieldForFailure('reset', EMAIL_CODES.credentialsWrong)).toEqual({ field: 'email', key: 'emailUnknown' })
  })

  it('anything else belongs to no field', () => {
    expect(fieldForFailure('login', 500)).toBeNull()
    expect(fieldForFailure('set', EMAIL_CODES.emailTaken)).toBeNull()
  })
})

describe('a locked address', () => {
  it('says the wait in whole minutes, rounded up', () => {
    expect(lockedMinutes(1)).toBe(1)
    expect(lockedMinutes(60)).toBe(1)
    expect(lockedMinutes(61)).toBe(2)
    expect(lockedMinutes(900)).toBe(15)
  })

  it('is no lock without a positive number of seconds', () => {
    for (const value of [0, -5, undefined, null, '60', Number.NaN]) expect(lockedMinutes(value)).toBeNull()
  })
})

describe('the wait before another mail (a page parameter)', () => {
  it('is the given whole seconds, at most EMAIL_RESEND_SECONDS; anything else waits for nothing', () => {
    expect(initialWait('42')).toBe(42)
    expect(initialWait('600')).toBe(EMAIL_RESEND_SECONDS)
    expect([undefined, '', '0', '-5', '1.5', 'soon'].map(initialWait)).toEqual([0, 0, 0, 0, 0, 0])
  })
})
