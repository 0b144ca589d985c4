import {
  ADULT_AGE,
  ID_CARD_LENGTH,
  ageOn,
  defaultIdType,
  derivedIdentity,
  idCheckCharacter,
  impliedRegion,
  isMinor,
  isValidDocumentNumber,
  parseIdCard,
  parseIdTypeList,
  selectableIdTypes,
  validateAttendee,
  type AttendeeDraft,
} from '@/domain/identity'

/** A fixed "today" (local time, noon): 15 June 2026. */
const TODAY = new Date(2026, 5, 15, 12)
const ACCOUNT = { cellphone: '13800138000', areaCode: '86' }

describe('mainland ID number (spec section 5: 18 characters, birth date and gender derived)', () => {
  it('reads a valid number: birth date from characters 7-14, odd 17th digit = male', () => {
    expect(parseIdCard('310101199003071230', TODAY)).toEqual({
      ok: true,
      idNo: '310101199003071230',
      birthDate: '1990-03-07',
      gender: 'MALE',
    })
  })

  it('even 17th digit = female', () => {
    expect(parseIdCard('310101199003071249', TODAY)).toMatchObject({ ok: true, gender: 'FEMALE' })
    expect(parseIdCard('440304200002290022', TODAY)).toMatchObject({ ok: true, gender: 'FEMALE', birthDate: '2000-02-29' })
  })

  it('takes an X check character, in either case, and ignores spaces', () => {
    expect(parseIdCard('11010519491231002X', TODAY)).toMatchObject({ ok: true, birthDate: '1949-12-31', gender: 'FEMALE' })
    expect(parseIdCard('11010519491231002x', TODAY)).toMatchObject({ ok: true, idNo: '11010519491231002X' })
    expect(parseIdCard(' 310101 19900307 1230 ', TODAY)).toMatchObject({ ok: true })
  })

  it('is exactly 18 characters: 17 and 19 are refused', () => {
    expect(ID_CARD_LENGTH).toBe(18)
    expect(parseIdCard('31010119900307123', TODAY)).toEqual({ ok: false, problem: 'length' })
    expect(parseIdCard('3101011990030712301', TODAY)).toEqual({ ok: false, problem: 'length' })
    expect(parseIdCard('', TODAY)).toEqual({ ok: false, problem: 'empty' })
  })

  it('refuses a wrong check digit (ISO 7064 MOD 11-2)', () => {
    expect(idCheckCharacter('31010119900307123')).toBe('0')
    expect(idCheckCharacter('11010519491231002')).toBe('X')
    expect(parseIdCard('310101199003071231', TODAY)).toEqual({ ok: false, problem: 'checkDigit' })
    expect(parseIdCard('310101199003071239', TODAY)).toEqual({ ok: false, problem: 'checkDigit' })
    // X where a digit is due, and a digit where X is due.
    expect(parseIdCard('31010119900307123X', TODAY)).toEqual({ ok: false, problem: 'checkDigit' })
    expect(parseIdCard('110105194912310020', TODAY)).toEqual({ ok: false, problem: 'checkDigit' })
  })

  it('refuses letters other than a final X, and an unknown region', () => {
    expect(parseIdCard('3101011990030712A0', TODAY)).toEqual({ ok: false, problem: 'format' })
    expect(parseIdCard('X10101199003071230', TODAY)).toEqual({ ok: false, problem: 'format' })
    expect(parseIdCard('990101199003071237', TODAY)).toEqual({ ok: false, problem: 'region' })
  })

  it('refuses impossible birth dates even with a right check digit', () => {
    // 30 February 1990, 31 December 2099 (future), 31 December 1899 (before 1900).
    expect(parseIdCard('11010519900230001X', TODAY)).toEqual({ ok: false, problem: 'birthDate' })
    expect(parseIdCard('310101209912310012', TODAY)).toEqual({ ok: false, problem: 'birthDate' })
    expect(parseIdCard('310101189912310017', TODAY)).toEqual({ ok: false, problem: 'birthDate' })
    // 1 January 1900 is the first day accepted.
    expect(parseIdCard('310101190001010011', TODAY)).toMatchObject({ ok: true, birthDate: '1900-01-01' })
  })
})

describe('age and the minor rule (spec section 5: minors must use the logged-in phone)', () => {
  it('turns 18 on the 18th birthday itself', () => {
    expect(ADULT_AGE).toBe(18)
    expect(ageOn('2008-06-15', TODAY)).toBe(18)
    expect(ageOn('2008-06-16', TODAY)).toBe(17)
    expect(ageOn('2008-06-14', TODAY)).toBe(18)
    expect(isMinor('2008-06-15', TODAY)).toBe(false)
    expect(isMinor('2008-06-16', TODAY)).toBe(true)
    expect(isMinor(null, TODAY)).toBe(false)
  })

  it('a 29 February birthday comes on 1 March in other years', () => {
    expect(ageOn('2008-02-29', new Date(2026, 1, 28, 12))).toBe(17)
    expect(ageOn('2008-02-29', new Date(2026, 2, 1, 12))).toBe(18)
  })

  it('derives birth date, gender, age and minority from the ID number', () => {
    expect(derivedIdentity({ idType: 'ID_CARD', idNo: '110105200806150016' }, TODAY)).toEqual({
      birthDate: '2008-06-15',
      gender: 'MALE',
      age: 18,
      minor: false,
    })
    expect(derivedIdentity({ idType: 'ID_CARD', idNo: '110105200806160011' }, TODAY)).toMatchObject({ age: 17, minor: true })
    expect(derivedIdentity({ idType: 'ID_CARD', idNo: '110105200806160012' }, TODAY)).toBeUndefined()
    expect(derivedIdentity({ idType: 'PASSPORT', idNo: '110105200806160011' }, TODAY)).toBeUndefined()
  })
})

describe('other documents', () => {
  it.each([
    ['PASSPORT', 'E12345678', true],
    ['PASSPORT', 'e1234', true],
    ['PASSPORT', 'E123', false],
    ['PASSPORT', 'E1234-5678', false],
    ['HK_MACAU_PERMIT', 'H12345678', true],
    ['HK_MACAU_PERMIT', 'M1234567890', true],
    ['HK_MACAU_PERMIT', 'X12345678', false],
    ['HK_MACAU_PERMIT', 'H123456789', false],
    ['TAIWAN_PERMIT', '12345678', true],
    ['TAIWAN_PERMIT', '1234567', false],
  ] as const)('%s %s: %s', (idType, idNo, valid) => {
    expect(isValidDocumentNumber(idType, idNo, TODAY)).toBe(valid)
  })

  it('imply their country/region when the document says it', () => {
    expect(impliedRegion('ID_CARD', '')).toBe('CN')
    expect(impliedRegion('TAIWAN_PERMIT', '12345678')).toBe('TW')
    expect(impliedRegion('HK_MACAU_PERMIT', 'h12345678')).toBe('HK')
    expect(impliedRegion('HK_MACAU_PERMIT', 'M12345678')).toBe('MO')
    expect(impliedRegion('HK_MACAU_PERMIT', '')).toBeUndefined()
    expect(impliedRegion('PASSPORT', 'E12345678')).toBeUndefined()
  })
})

describe('certificate types a show does not accept', () => {
  it('reads the page parameter: known types once, unknown dropped', () => {
    expect(parseIdTypeList('PASSPORT, taiwan_permit,LIBRARY,,PASSPORT')).toEqual(['PASSPORT', 'TAIWAN_PERMIT'])
    expect(parseIdTypeList(undefined)).toEqual([])
  })

  it('leaves them out of the choice', () => {
    const all = [{ idType: 'ID_CARD' }, { idType: 'PASSPORT' }, { idType: 'TAIWAN_PERMIT' }]
    expect(selectableIdTypes(all, ['PASSPORT']).map((type) => type.idType)).toEqual(['ID_CARD', 'TAIWAN_PERMIT'])
    expect(selectableIdTypes(all, [])).toHaveLength(3)
  })
})

describe('the attendee form', () => {
  const draft = (overrides: Partial<AttendeeDraft> = {}): AttendeeDraft => ({
    name: '张三',
    idType: 'ID_CARD',
    idNo: '310101199003071230',
    countryRegion: 'CN',
    cellphone: '',
    cellphoneAreaCode: '86',
    ...overrides,
  })

  it('accepts a valid adult without a phone, or with a mainland phone', () => {
    expect(validateAttendee(draft(), ACCOUNT, TODAY)).toEqual({})
    expect(validateAttendee(draft({ cellphone: '13912345678' }), ACCOUNT, TODAY)).toEqual({})
  })

  it('needs a name, at most 50 characters', () => {
    expect(validateAttendee(draft({ name: '  ' }), ACCOUNT, TODAY)).toEqual({ name: 'required' })
    expect(validateAttendee(draft({ name: '名'.repeat(50) }), ACCOUNT, TODAY)).toEqual({})
    expect(validateAttendee(draft({ name: '名'.repeat(51) }), ACCOUNT, TODAY)).toEqual({ name: 'tooLong' })
  })

  it("says 'Incorrect ID number' (idNumber) for 17 characters or a bad check digit, required when empty", () => {
    expect(validateAttendee(draft({ idNo: '31010119900307123' }), ACCOUNT, TODAY)).toEqual({ idNo: 'idNumber' })
    expect(validateAttendee(draft({ idNo: '310101199003071231' }), ACCOUNT, TODAY)).toEqual({ idNo: 'idNumber' })
    expect(validateAttendee(draft({ idNo: ' ' }), ACCOUNT, TODAY)).toEqual({ idNo: 'required' })
  })

  it('checks the number by its type', () => {
    expect(validateAttendee(draft({ idType: 'PASSPORT', idNo: 'E12345678', countryRegion: 'SG' }), ACCOUNT, TODAY)).toEqual({})
    expect(validateAttendee(draft({ idType: 'HK_MACAU_PERMIT', idNo: '310101199003071230' }), ACCOUNT, TODAY)).toEqual({
      idNo: 'idNumber',
    })
  })

  it('a passport needs its country/region', () => {
    expect(validateAttendee(draft({ idType: 'PASSPORT', idNo: 'E12345678', countryRegion: '' }), ACCOUNT, TODAY)).toEqual({
      countryRegion: 'regionRequired',
    })
  })

  it('a mainland phone is 11 digits starting with 1; other areas their own digits', () => {
    expect(validateAttendee(draft({ cellphone: '1391234567' }), ACCOUNT, TODAY)).toEqual({ cellphone: 'phone' })
    expect(validateAttendee(draft({ cellphone: '23912345678' }), ACCOUNT, TODAY)).toEqual({ cellphone: 'phone' })
    expect(validateAttendee(draft({ cellphone: '66123456', cellphoneAreaCode: '853' }), ACCOUNT, TODAY)).toEqual({})
  })

  it("a minor uses the logged-in account's phone: another one is refused, the account's or none accepted", () => {
    const minor = draft({ idNo: '110105200806160011' })
    expect(validateAttendee({ ...minor, cellphone: '13912345678' }, ACCOUNT, TODAY)).toEqual({ cellphone: 'minorPhone' })
    expect(validateAttendee({ ...minor, cellphone: '13800138000', cellphoneAreaCode: '852' }, ACCOUNT, TODAY)).toEqual({
      cellphone: 'minorPhone',
    })
    expect(validateAttendee({ ...minor, cellphone: '13800138000' }, ACCOUNT, TODAY)).toEqual({})
    expect(validateAttendee(minor, ACCOUNT, TODAY)).toEqual({})
    // 18 today is an adult: their own phone is fine.
    expect(validateAttendee(draft({ idNo: '110105200806150016', cellphone: '13912345678' }), ACCOUNT, TODAY)).toEqual({})
  })

  it('a minor of an account without a phone gets none', () => {
    const minor = draft({ idNo: '110105200806160011' })
    expect(validateAttendee({ ...minor, cellphone: '13912345678' }, null, TODAY)).toEqual({ cellphone: 'minorNoPhone' })
    expect(validateAttendee(minor, null, TODAY)).toEqual({})
  })
})

describe('the Macau resident ID card (issue 15)', () => {
  const today = new Date(2026, 5, 15)
  it('is 8 digits starting with 1, 5 or 7, typed with or without its bracket; it says Macau', () => {
    for (const idNo of ['12345678', '1234567(8)', '5/234567/8', '71234567'])
      expect(isValidDocumentNumber('MACAU_ID_CARD', idNo, today)).toBe(true)
    for (const idNo of ['21234567', '1234567', '123456789', 'M1234567'])
      expect(isValidDocumentNumber('MACAU_ID_CARD', idNo, today)).toBe(false)
    expect(impliedRegion('MACAU_ID_CARD', '12345678')).toBe('MO')
  })

  it("is the Macau shop's first document; the mainland shop's is the mainland ID card", () => {
    const offered = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT', 'MACAU_ID_CARD'] as const
    expect(defaultIdType('853', offered)).toBe('MACAU_ID_CARD')
    expect(defaultIdType('+853', offered)).toBe('MACAU_ID_CARD')
    expect(defaultIdType('86', offered)).toBe('ID_CARD')
    expect(defaultIdType('852', offered)).toBe('ID_CARD')
    // A show that does not take it: the first it does.
    expect(defaultIdType('853', ['PASSPORT', 'HK_MACAU_PERMIT'])).toBe('PASSPORT')
  })
})
