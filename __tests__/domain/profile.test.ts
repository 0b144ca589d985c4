import {
  BIRTHDAY_EARLIEST,
  avatarLetter,
  shownName,
  NICKNAME_MAX_LENGTH,
  characterCount,
  hasErrors,
  isBirthdayFixed,
  isGender,
  isValidBirthday,
  nicknameError,
  normaliseNickname,
  objectUrl,
  passwordChangeErrors,
  uploadUrl,
} from '@/domain/profile'

describe('nickname (spec section 5: required; the gateway keeps at most 20 characters)', () => {
  it('is required: empty or only spaces is refused', () => {
    expect(nicknameError('')).toBe('required')
    expect(nicknameError('   ')).toBe('required')
    expect(nicknameError('\t\n')).toBe('required')
    expect(nicknameError('a')).toBeNull()
  })

  it('takes 20 characters and refuses 21, counting a CJK character or an emoji as one', () => {
    expect(NICKNAME_MAX_LENGTH).toBe(20)
    expect(nicknameError('一'.repeat(20))).toBeNull()
    expect(nicknameError('一'.repeat(21))).toBe('tooLong')
    expect(nicknameError('😀'.repeat(20))).toBeNull()
    expect(nicknameError('😀'.repeat(21))).toBe('tooLong')
    expect(characterCount('😀ab')).toBe(3)
  })

  it('trims and collapses spaces before counting, as the gateway does', () => {
    expect(normaliseNickname('  Show   fan  ')).toBe('Show fan')
    expect(nicknameError(`  ${'a'.repeat(20)}   `)).toBeNull()
    expect(nicknameError(`${'a'.repeat(10)}     ${'b'.repeat(9)}`)).toBeNull()
    expect(nicknameError(`${'a'.repeat(10)}  ${'b'.repeat(10)}`)).toBe('tooLong')
  })
})

describe('birthday (spec section 5: editable once)', () => {
  it('is fixed when the gateway says it can no longer be edited', () => {
    expect(isBirthdayFixed({ birthday: '1990-01-01', birthdayEditable: false })).toBe(true)
    expect(isBirthdayFixed({ birthday: null, birthdayEditable: true })).toBe(false)
    expect(isBirthdayFixed({ birthday: '1990-01-01', birthdayEditable: true })).toBe(false)
  })

  it('without the gateway’s word, a birthday already set is fixed', () => {
    expect(isBirthdayFixed({ birthday: '1990-01-01' })).toBe(true)
    expect(isBirthdayFixed({ birthday: null })).toBe(false)
    expect(isBirthdayFixed({})).toBe(false)
  })

  it('takes real dates between 1900-01-01 and today', () => {
    const today = '2025-06-15'
    expect(isValidBirthday(BIRTHDAY_EARLIEST, today)).toBe(true)
    expect(isValidBirthday('1899-12-31', today)).toBe(false)
    expect(isValidBirthday(today, today)).toBe(true)
    expect(isValidBirthday('2025-06-16', today)).toBe(false)
    expect(isValidBirthday('2000-02-29', today)).toBe(true)
    expect(isValidBirthday('1900-02-29', today)).toBe(false)
    expect(isValidBirthday('1990-02-30', today)).toBe(false)
    expect(isValidBirthday('1990-13-01', today)).toBe(false)
    expect(isValidBirthday('1990-1-1', today)).toBe(false)
    expect(isValidBirthday('', today)).toBe(false)
  })
})

describe('gender', () => {
  it('is one of male, female, not telling', () => {
    expect(['MALE', 'FEMALE', 'UNKNOWN'].every(isGender)).toBe(true)
    expect(isGender('OTHER')).toBe(false)
    expect(isGender(null)).toBe(false)
  })
})

describe('password change (spec section 5: 8-20 characters, at least 3 of 4 kinds)', () => {
  const valid = { oldPassword: 'Old!2345', newPassword: 'New!2345', confirmPassword: 'New!2345' }

  it('can be sent when every field is right', () => {
    expect(passwordChangeErrors(valid)).toEqual({})
    expect(hasErrors(passwordChangeErrors(valid))).toBe(false)
  })

  it('needs the current password', () => {
    expect(passwordChangeErrors({ ...valid, oldPassword: '' })).toEqual({ oldPassword: 'required' })
  })

  it('refuses 7 characters and takes 8; takes 20 and refuses 21', () => {
    const change = (newPassword: string) => passwordChangeErrors({ ...valid, newPassword, confirmPassword: newPassword })
    expect(change('Ab1!xyz')).toEqual({ newPassword: 'invalid' })
    expect(change('Ab1!xyzw')).toEqual({})
    expect(change(`Ab1!${'x'.repeat(16)}`)).toEqual({})
    expect(change(`Ab1!${'x'.repeat(17)}`)).toEqual({ newPassword: 'invalid' })
  })

  it('refuses 2 kinds and takes 3', () => {
    const change = (newPassword: string) => passwordChangeErrors({ ...valid, newPassword, confirmPassword: newPassword })
    expect(change('abcdefgh12')).toEqual({ newPassword: 'invalid' })
    expect(change('ABCDEFGHab')).toEqual({ newPassword: 'invalid' })
    expect(change('abcdefgh1!')).toEqual({})
    expect(change('Abcdefgh12')).toEqual({})
  })

  it('refuses the current password as the new one', () => {
    expect(passwordChangeErrors({ oldPassword: 'Same!2345', newPassword: 'Same!2345', confirmPassword: 'Same!2345' })).toEqual({
      newPassword: 'sameAsOld',
    })
  })

  it('needs the confirmation to repeat the new password exactly', () => {
    expect(passwordChangeErrors({ ...valid, confirmPassword: 'New!2346' })).toEqual({ confirmPassword: 'mismatch' })
    expect(passwordChangeErrors({ ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'mismatch' })
  })

  it('reports every wrong field at once', () => {
    expect(passwordChangeErrors({ oldPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      oldPassword: 'required',
      newPassword: 'invalid',
      confirmPassword: 'mismatch',
    })
  })
})

describe('upload address (spec section 7: the file goes to the returned host)', () => {
  it('keeps a bucket’s absolute host and puts a root path on the gateway’s host', () => {
    expect(uploadUrl('https://bucket.oss-cn-shanghai.aliyuncs.com', 'https://gw.example.com')).toBe(
      'https://bucket.oss-cn-shanghai.aliyuncs.com',
    )
    expect(uploadUrl('/static/uploads', 'https://gw.example.com/')).toBe('https://gw.example.com/static/uploads')
    expect(uploadUrl('/static/uploads', '')).toBe('/static/uploads')
    expect(uploadUrl('static/uploads', 'http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/static/uploads')
  })

  it('names the object by host and key when the store answers no address', () => {
    expect(objectUrl('https://bucket.example.com/', '/avatar/1/x')).toBe('https://bucket.example.com/avatar/1/x')
  })
})

describe('shownName / avatarLetter', () => {
  it("shows the chosen nickname; without one, a default word with the phone's last 4 digits, else the plain default", () => {
    expect(shownName({ nickname: ' Ana ', cellphone: '13800001111' })).toEqual({ nickname: 'Ana' })
    expect(shownName({ nickname: '', cellphone: '13800001111' })).toEqual({ key: 'mine.defaultNickname', digits: '1111' })
    expect(shownName({ nickname: null, cellphone: '66123456' })).toEqual({ key: 'mine.defaultNickname', digits: '3456' })
    expect(shownName({ nickname: '', cellphone: null })).toEqual({ key: 'mine.defaultName' })
    expect(shownName({})).toEqual({ key: 'mine.defaultName' })
  })

  it('takes the first character of the name shown, an emoji or a CJK character whole, Latin in capitals', () => {
    expect(avatarLetter('User 1111')).toBe('U')
    expect(avatarLetter('ana')).toBe('A')
    expect(avatarLetter('用戶1111')).toBe('用')
    expect(avatarLetter('😀 fan')).toBe('😀')
    expect(avatarLetter('')).toBe('')
  })
})
