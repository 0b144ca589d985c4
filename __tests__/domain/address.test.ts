import {
  RECIPIENT_MAX_LENGTH,
  areaLabel,
  checkAddress,
  defaultFirst,
  hasProblems,
  withDefault,
  type AddressDraft,
} from '@/domain/address'

const draft = (overrides: Partial<AddressDraft> = {}): AddressDraft => ({
  recipient: '张三',
  cellphone: '13912340000',
  area: {
    provinceId: '31',
    provinceName: '上海市',
    cityId: 'BL1106',
    cityName: '上海',
    districtId: '310104',
    districtName: '徐汇区',
  },
  detail: '漕溪北路88号圣爱大厦',
  isDefault: false,
  ...overrides,
})

describe('an address: every field required, each problem on its field', () => {
  it('a complete address has no problems', () => {
    expect(checkAddress(draft())).toEqual({})
    expect(hasProblems(checkAddress(draft()))).toBe(false)
  })

  it('an empty form names all four fields', () => {
    const problems = checkAddress({ recipient: ' ', cellphone: '', area: null, detail: ' ', isDefault: false })
    expect(problems).toEqual({ recipient: 'required', cellphone: 'required', area: 'required', detail: 'required' })
    expect(hasProblems(problems)).toBe(true)
  })

  it('the recipient: 30 characters at most', () => {
    expect(checkAddress(draft({ recipient: '张'.repeat(RECIPIENT_MAX_LENGTH) }))).toEqual({})
    expect(checkAddress(draft({ recipient: '张'.repeat(RECIPIENT_MAX_LENGTH + 1) }))).toEqual({ recipient: 'tooLong' })
  })

  it('the phone: 11 digits starting with 1 (mainland)', () => {
    expect(checkAddress(draft({ cellphone: ' 13912340000 ' }))).toEqual({})
    expect(checkAddress(draft({ cellphone: '1391234000' }))).toEqual({ cellphone: 'invalid' }) // 10
    expect(checkAddress(draft({ cellphone: '139123400001' }))).toEqual({ cellphone: 'invalid' }) // 12
    expect(checkAddress(draft({ cellphone: '23912340000' }))).toEqual({ cellphone: 'invalid' })
  })

  it("the phone of another area by that area's rule: a Macau 8-digit mobile is accepted with +853", () => {
    expect(checkAddress(draft({ cellphone: '66123456', cellphoneAreaCode: '853' }))).toEqual({})
    expect(checkAddress(draft({ cellphone: '66123456' }))).toEqual({ cellphone: 'invalid' })
    expect(checkAddress(draft({ cellphone: '13912340000', cellphoneAreaCode: '853' }))).toEqual({ cellphone: 'invalid' })
    expect(checkAddress(draft({ cellphone: '61234567', cellphoneAreaCode: '852' }))).toEqual({})
  })

  it('the area: a province and a city at least (a city without districts needs none)', () => {
    expect(
      checkAddress(draft({ area: { provinceId: 'TST', provinceName: '测试省', cityId: 'TSTCITY', cityName: '测试市' } })),
    ).toEqual({})
    expect(checkAddress(draft({ area: { provinceId: '31', provinceName: '上海市', cityId: '', cityName: '' } }))).toEqual({
      area: 'required',
    })
  })

  it('the detail problem is reported on the detail field', () => {
    expect(checkAddress(draft({ detail: '漕溪北路八' }))).toEqual({ detail: 'tooShort' })
  })
})

describe('area label and list order', () => {
  it('says a province-level city once', () => {
    expect(areaLabel(draft().area!)).toBe('上海市 徐汇区')
    expect(
      areaLabel({
        provinceId: '44',
        provinceName: '广东省',
        cityId: 'x',
        cityName: '广州',
        districtId: 'y',
        districtName: '天河区',
      }),
    ).toBe('广东省 广州 天河区')
    expect(areaLabel({ provinceId: 'TST', provinceName: 'Test Province', cityId: 'c', cityName: 'Test City' }, ', ')).toBe(
      'Test Province, Test City',
    )
  })

  it('shows the default first and keeps one default', () => {
    const list = [
      { addressId: 'a', isDefault: false },
      { addressId: 'b', isDefault: true },
      { addressId: 'c', isDefault: false },
    ]
    expect(defaultFirst(list).map((item) => item.addressId)).toEqual(['b', 'a', 'c'])
    const moved = withDefault(list, 'c')
    expect(moved.map((item) => [item.addressId, item.isDefault])).toEqual([
      ['c', true],
      ['a', false],
      ['b', false],
    ])
  })
})
