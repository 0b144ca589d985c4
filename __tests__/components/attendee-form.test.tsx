import { act, renderHook } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import * as attendeeApi from '@/api/attendee'
import * as user from '@/api/user'
import { HttpError } from '@/http'
import { useAttendeeForm } from '@/package-user/components/attendee-form/use-attendee-form'
import { attendee, country, profile } from '../fixtures/accounts'

jest.mock('@/api/attendee', () => ({
  ...jest.requireActual('@/api/attendee'),
  fetchCertificateTypes: jest.fn(),
  fetchCountries: jest.fn(),
  fetchAttendee: jest.fn(),
  addAttendee: jest.fn(),
  updateAttendee: jest.fn(),
}))
jest.mock('@/api/user', () => ({ ...jest.requireActual('@/api/user'), fetchProfile: jest.fn() }))
const api = attendeeApi as jest.Mocked<typeof attendeeApi>
const userApi = user as jest.Mocked<typeof user>

const TODAY = new Date(2026, 5, 15, 12)
const ADULT_ID = '310101199003071230'
/** Born 16 June 2008: 17 on TODAY. */
const MINOR_ID = '110105200806160011'

const TYPES: attendeeApi.CertificateType[] = [
  { idType: 'ID_CARD', idTypeName: '身份证', countryRegions: ['CN'], formatHint: '' },
  { idType: 'PASSPORT', idTypeName: '护照', countryRegions: 'ANY', formatHint: '' },
  { idType: 'HK_MACAU_PERMIT', idTypeName: '港澳通行证', countryRegions: ['HK', 'MO'], formatHint: '' },
]
const COUNTRIES: attendeeApi.Country[] = [
  country('CN', '86', '中国大陆'),
  country('HK', '852', '中国香港'),
  country('MO', '853', '中国澳门'),
  country('SG', '65', '新加坡'),
]

function refused(field: string | null, reason: string, comments: string): HttpError {
  return new HttpError({
    kind: 'http',
    httpCode: 400,
    message: comments,
    url: '/x',
    envelope: { statusCode: 400, comments, data: { field, reason }, subComments: '', actText: '' },
  })
}

const store = createStore()
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

async function setUp(options: { audienceId?: string; disabledIdTypes?: string; idType?: string } = {}) {
  const onSaved = jest.fn()
  const hook = renderHook(() => useAttendeeForm({ ...options, onSaved, today: () => TODAY }), { wrapper })
  await act(async () => undefined)
  return { ...hook, onSaved }
}

beforeEach(() => {
  jest.resetAllMocks()
  api.fetchCertificateTypes.mockResolvedValue(TYPES)
  api.fetchCountries.mockResolvedValue(COUNTRIES)
  userApi.fetchProfile.mockResolvedValue(profile({ bizUserId: 'u1', cellphone: '13800138000', countryCode: '86' }))
  api.addAttendee.mockImplementation(async () => ({}) as attendeeApi.Attendee)
  api.updateAttendee.mockImplementation(async () => ({}) as attendeeApi.Attendee)
})

describe('attendee form', () => {
  it('offers the certificate types less those the show does not accept', async () => {
    const { result } = await setUp({ disabledIdTypes: 'PASSPORT' })
    expect(result.current.status).toBe('ready')
    expect(result.current.types.map((type) => type.idType)).toEqual(['ID_CARD', 'HK_MACAU_PERMIT'])
    expect(result.current.draft.idType).toBe('ID_CARD')
    expect(result.current.draft.countryRegion).toBe('CN')
    expect(result.current.regions.map((country) => country.code)).toEqual(['CN'])
  })

  it('starts with the type the documents page asked for, when selectable', async () => {
    const { result } = await setUp({ idType: 'HK_MACAU_PERMIT' })
    expect(result.current.draft.idType).toBe('HK_MACAU_PERMIT')
    expect(result.current.regions.map((country) => country.code)).toEqual(['HK', 'MO'])
    act(() => result.current.change('idNo', 'M12345678'))
    expect(result.current.draft.countryRegion).toBe('MO')
    const refusedType = await setUp({ idType: 'PASSPORT', disabledIdTypes: 'PASSPORT' })
    expect(refusedType.result.current.draft.idType).toBe('ID_CARD')
  })

  it("a bad ID number gets 'Incorrect ID number' beside the field, keeps what was typed and sends nothing", async () => {
    const { result } = await setUp()
    act(() => result.current.change('name', '张三'))
    act(() => result.current.change('idNo', '310101199003071231'))
    await act(async () => result.current.submit())
    expect(result.current.errors.idNo).toEqual({ key: 'attendee.form.errors.idNumber' })
    expect(result.current.draft.name).toBe('张三')
    expect(result.current.draft.idNo).toBe('310101199003071231')
    expect(api.addAttendee).not.toHaveBeenCalled()
    // Typing again clears the message.
    act(() => result.current.change('idNo', ADULT_ID))
    expect(result.current.errors.idNo).toBeUndefined()
  })

  it('needs a name; a 17-character number is refused too', async () => {
    const { result } = await setUp()
    act(() => result.current.change('idNo', ADULT_ID.slice(0, 17)))
    await act(async () => result.current.submit())
    expect(result.current.errors).toEqual({
      name: { key: 'attendee.form.errors.nameRequired' },
      idNo: { key: 'attendee.form.errors.idNumber' },
    })
  })

  it('reads birth date and gender from a valid ID number and saves', async () => {
    const { result, onSaved } = await setUp()
    act(() => result.current.change('name', ' 张三 '))
    act(() => result.current.change('idNo', ADULT_ID))
    expect(result.current.derived).toEqual({ birthDate: '1990-03-07', gender: 'MALE', age: 36, minor: false })
    act(() => result.current.change('cellphone', '13912345678'))
    await act(async () => result.current.submit())
    expect(api.addAttendee).toHaveBeenCalledWith({
      name: '张三',
      idType: 'ID_CARD',
      idNo: ADULT_ID,
      countryRegion: 'CN',
      cellphone: '13912345678',
      cellphoneAreaCode: '86',
    })
    expect(onSaved).toHaveBeenCalledTimes(1)
  })

  it('a mainland phone must be 11 digits starting with 1', async () => {
    const { result } = await setUp()
    act(() => result.current.change('name', '张三'))
    act(() => result.current.change('idNo', ADULT_ID))
    act(() => result.current.change('cellphone', '2391234567'))
    await act(async () => result.current.submit())
    expect(result.current.errors.cellphone).toEqual({ key: 'attendee.form.errors.phone' })
    expect(api.addAttendee).not.toHaveBeenCalled()
  })

  it("a minor is given the account's phone: what was typed is not sent", async () => {
    const { result } = await setUp()
    act(() => result.current.change('name', '小明'))
    act(() => result.current.change('cellphone', '13912345678'))
    act(() => result.current.change('idNo', MINOR_ID))
    expect(result.current.derived?.minor).toBe(true)
    expect(result.current.ownPhone).toEqual({ cellphone: '13800138000', areaCode: '86' })
    await act(async () => result.current.submit())
    expect(api.addAttendee).toHaveBeenCalledWith({ name: '小明', idType: 'ID_CARD', idNo: MINOR_ID, countryRegion: 'CN' })
  })

  it("puts the gateway's refusal beside the field it names; nothing typed is lost", async () => {
    api.addAttendee.mockRejectedValueOnce(refused('idNo', 'duplicate', 'This ID number is already in your attendee list'))
    const { result, onSaved } = await setUp()
    act(() => result.current.change('name', '张三'))
    act(() => result.current.change('idNo', ADULT_ID))
    await act(async () => result.current.submit())
    expect(result.current.errors.idNo).toEqual({ key: 'attendee.form.errors.duplicate' })
    expect(result.current.draft).toMatchObject({ name: '张三', idNo: ADULT_ID })
    expect(onSaved).not.toHaveBeenCalled()
    expect(result.current.saving).toBe(false)
  })

  it('a failure without a field (the network) shows under the form, keeping the input', async () => {
    api.addAttendee.mockRejectedValueOnce(new HttpError({ kind: 'timeout', message: 'request failed: timeout', url: '/x' }))
    const { result } = await setUp()
    act(() => result.current.change('name', '张三'))
    act(() => result.current.change('idNo', ADULT_ID))
    await act(async () => result.current.submit())
    expect(result.current.formError).toEqual({ key: 'attendee.form.errors.failed' })
    expect(result.current.draft.name).toBe('张三')
  })

  it('edits an attendee: loads it with its full number and saves it by id', async () => {
    api.fetchAttendee.mockResolvedValue(
      attendee({
        audienceId: 'A1',
        name: '李四',
        idType: 'ID_CARD',
        idTypeName: '身份证',
        idNo: ADULT_ID,
        idNoMasked: '310***********1230',
        countryRegion: 'CN',
        countryRegionName: '中国大陆',
        cellphone: '13912345678',
        cellphoneAreaCode: '86',
        birthday: '1990-03-07',
        gender: 'MALE',
        age: 36,
        isMinor: false,
      }),
    )
    const { result, onSaved } = await setUp({ audienceId: 'A1' })
    expect(result.current.editing).toBe(true)
    expect(result.current.draft).toMatchObject({ name: '李四', idNo: ADULT_ID, cellphone: '13912345678' })
    act(() => result.current.change('name', '李四四'))
    await act(async () => result.current.submit())
    expect(api.updateAttendee).toHaveBeenCalledWith('A1', expect.objectContaining({ name: '李四四', idNo: ADULT_ID }))
    expect(onSaved).toHaveBeenCalled()
  })

  it('an attendee that is not there (another user, deleted) says so; a network failure offers retry', async () => {
    api.fetchAttendee.mockRejectedValueOnce(
      new HttpError({
        kind: 'http',
        httpCode: 404,
        message: 'x',
        url: '/x',
        envelope: { statusCode: 404, comments: 'attendee not found', data: null, subComments: '', actText: '' },
      }),
    )
    const missing = await setUp({ audienceId: 'NOPE' })
    expect(missing.result.current.status).toBe('notFound')
    api.fetchCertificateTypes.mockRejectedValueOnce(new HttpError({ kind: 'network', message: 'x', url: '/x' }))
    const offline = await setUp()
    expect(offline.result.current.status).toBe('error')
    await act(async () => offline.result.current.reload())
    expect(offline.result.current.status).toBe('ready')
  })
})
