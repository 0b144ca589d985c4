import { act, fireEvent, renderHook, screen } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import * as api from '@/api/address'
import { HttpError } from '@/http'
import { resetNavigationState } from '@/navigation/navigate'
import { openForResult, RESULT_PAGES } from '@/navigation/results'
import { AddressForm } from '@/package-user/components/address-form'
import { useAddressForm } from '@/package-user/components/address-form/use-address-form'
import { useAddresses } from '@/package-user/components/address-list/use-addresses'
import { navigateBack, taroMock } from '../__mocks__/tarojs-taro'
import { renderWithState } from './render'

// The shared Taro mock has no page lifecycle hooks: the list's "reload when shown again" is a no-op here.
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('../__mocks__/tarojs-taro'),
  useDidShow: jest.fn(),
}))

jest.mock('@/api/address', () => ({
  ...jest.requireActual('@/api/address'),
  fetchAddresses: jest.fn(),
  fetchAddress: jest.fn(),
  addAddress: jest.fn(),
  updateAddress: jest.fn(),
  deleteAddress: jest.fn(),
  setDefaultAddress: jest.fn(),
  fetchProvinces: jest.fn(),
}))
const mocked = api as jest.Mocked<typeof api>

const SHANGHAI = {
  provinceId: '31',
  provinceName: '上海市',
  cityId: 'BL1106',
  cityName: '上海',
  districtId: '310104',
  districtName: '徐汇区',
}

function saved(overrides: Partial<api.Address> = {}): api.Address {
  return {
    addressId: 'ADR1',
    recipient: '张三',
    cellphone: '13912340000',
    cellphoneAreaCode: '86',
    ...SHANGHAI,
    detailAddress: '漕溪北路88号圣爱大厦',
    fullAddress: '上海市徐汇区漕溪北路88号圣爱大厦',
    isDefault: false,
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function httpFailure(): HttpError {
  return new HttpError({ kind: 'http', message: 'HTTP 500', httpCode: 500, url: '/x' })
}

let store: ReturnType<typeof createStore>
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  store = createStore()
  jest.clearAllMocks()
  mocked.fetchProvinces.mockResolvedValue([])
})

describe('address form (spec section 5)', () => {
  it('names each missing field and sends nothing', async () => {
    const onSaved = jest.fn()
    const { result } = renderHook(() => useAddressForm(undefined, onSaved), { wrapper })
    expect(result.current.problems).toEqual({}) // nothing is flagged before the first try
    await act(() => result.current.submit())
    expect(result.current.problems).toEqual({
      recipient: 'required',
      cellphone: 'required',
      area: 'required',
      detail: 'required',
    })
    expect(mocked.addAddress).not.toHaveBeenCalled()
  })

  it('a too-short detail is flagged on its own; the other fields keep their values; fixing it clears the message', async () => {
    const { result } = renderHook(() => useAddressForm(undefined, jest.fn()), { wrapper })
    act(() => {
      result.current.setText('recipient', '张三')
      result.current.setText('cellphone', '13912340000')
      result.current.setArea(SHANGHAI)
      result.current.setText('detail', '漕溪北路八')
    })
    await act(() => result.current.submit())
    expect(result.current.problems).toEqual({ detail: 'tooShort' })
    expect(result.current.draft).toMatchObject({
      recipient: '张三',
      cellphone: '13912340000',
      area: SHANGHAI,
      detail: '漕溪北路八',
    })
    act(() => result.current.setText('detail', '漕溪北路八号'))
    expect(result.current.problems).toEqual({})
  })

  it('a failed save keeps everything typed and says so; a second try sends the same', async () => {
    const onSaved = jest.fn()
    mocked.addAddress.mockRejectedValueOnce(httpFailure()).mockResolvedValueOnce(saved())
    const { result } = renderHook(() => useAddressForm(undefined, onSaved), { wrapper })
    act(() => {
      result.current.setText('recipient', '  张三  ')
      result.current.setText('cellphone', '13912340000')
      result.current.setArea(SHANGHAI)
      result.current.setText('detail', ' 漕溪北路88号   圣爱大厦 ')
      result.current.setDefault(true)
    })
    await act(() => result.current.submit())
    expect(result.current.saveFailed).toBe(true)
    expect(onSaved).not.toHaveBeenCalled()
    expect(result.current.draft.detail).toBe(' 漕溪北路88号   圣爱大厦 ')
    expect(result.current.draft.isDefault).toBe(true)
    await act(() => result.current.submit())
    expect(mocked.addAddress).toHaveBeenCalledTimes(2)
    expect(mocked.addAddress).toHaveBeenLastCalledWith({
      recipient: '张三',
      cellphone: '13912340000',
      cellphoneAreaCode: '86',
      provinceId: '31',
      cityId: 'BL1106',
      districtId: '310104',
      detailAddress: '漕溪北路88号 圣爱大厦',
      isDefault: true,
    })
    expect(onSaved).toHaveBeenCalledWith(saved())
    expect(result.current.saveFailed).toBe(false)
  })

  it('edits: loads the address first, then saves it by id', async () => {
    mocked.fetchAddress.mockResolvedValue(saved({ isDefault: true }))
    mocked.updateAddress.mockResolvedValue(saved({ recipient: '李四' }))
    const { result } = renderHook(() => useAddressForm('ADR1', jest.fn()), { wrapper })
    expect(result.current.status).toBe('loading')
    await act(async () => undefined)
    expect(result.current.status).toBe('ready')
    expect(result.current.draft).toMatchObject({ recipient: '张三', area: SHANGHAI, isDefault: true })
    act(() => result.current.setText('recipient', '李四'))
    await act(() => result.current.submit())
    expect(mocked.updateAddress).toHaveBeenCalledWith('ADR1', expect.objectContaining({ recipient: '李四', isDefault: true }))
  })

  it('an address that cannot be loaded shows the error state, and retry loads it', async () => {
    mocked.fetchAddress.mockRejectedValueOnce(httpFailure()).mockResolvedValueOnce(saved())
    const { result } = renderHook(() => useAddressForm('ADR1', jest.fn()), { wrapper })
    await act(async () => undefined)
    expect(result.current.status).toBe('error')
    await act(() => result.current.reload())
    expect(result.current.status).toBe('ready')
  })

  it('on screen: each message sits in its own field, in the current language', async () => {
    renderWithState(<AddressForm onSaved={jest.fn()} />, { locale: 'en-US' })
    fireEvent.click(screen.getByText('Save'))
    await act(async () => undefined)
    const field = (name: string) => document.querySelector(`.address-form__field--${name}`)
    expect(field('recipient')?.textContent).toContain('Enter the recipient')
    expect(field('cellphone')?.textContent).toContain('Enter the mobile number')
    expect(field('area')?.textContent).toContain('Choose the province, city and district')
    expect(field('detail')?.textContent).toContain('Enter the street address')
    expect(field('recipient')?.textContent).not.toContain('mobile')
  })

  it('on screen: the detail rule is stated in each language', () => {
    renderWithState(<AddressForm onSaved={jest.fn()} />, { locale: 'zh-CN' })
    expect(document.querySelector('.address-form__field--detail')?.textContent).toContain(
      '至少 6 个汉字，或 12 个字母/数字（1 个汉字算 2 个）',
    )
  })
})

describe('address list', () => {
  const list = [saved({ addressId: 'A', isDefault: false }), saved({ addressId: 'B', isDefault: true })]

  it('shows the default first, and moves the mark on set default (one default)', async () => {
    mocked.fetchAddresses.mockResolvedValue(list)
    mocked.setDefaultAddress.mockResolvedValue(saved({ addressId: 'A', isDefault: true }))
    const notify = jest.fn()
    const { result } = renderHook(() => useAddresses(notify), { wrapper })
    await act(async () => undefined)
    expect(result.current.addresses.map((item) => [item.addressId, item.isDefault])).toEqual([
      ['B', true],
      ['A', false],
    ])
    await act(() => result.current.makeDefault('A'))
    expect(result.current.addresses.map((item) => [item.addressId, item.isDefault])).toEqual([
      ['A', true],
      ['B', false],
    ])
    expect(notify).toHaveBeenCalledWith('defaultSet')
  })

  it('a failed load shows the error state; retry loads', async () => {
    mocked.fetchAddresses.mockRejectedValueOnce(httpFailure()).mockResolvedValueOnce([])
    const { result } = renderHook(() => useAddresses(jest.fn()), { wrapper })
    await act(async () => undefined)
    expect(result.current.status).toBe('error')
    await act(async () => result.current.retry())
    expect(result.current.status).toBe('ready')
    expect(result.current.addresses).toEqual([])
  })

  it('a failed delete keeps the address and says so', async () => {
    mocked.fetchAddresses.mockResolvedValue(list)
    mocked.deleteAddress.mockRejectedValue(httpFailure())
    const notify = jest.fn()
    const { result } = renderHook(() => useAddresses(notify), { wrapper })
    await act(async () => undefined)
    await act(() => result.current.remove('A'))
    expect(notify).toHaveBeenCalledWith('deleteFailed')
    expect(result.current.addresses).toHaveLength(2)
  })

  it('select mode: the chosen address goes to the page that asked, and the list goes back', async () => {
    mocked.fetchAddresses.mockResolvedValue(list)
    taroMock.setStack(2)
    const chosen = openForResult(RESULT_PAGES.address, { [api.SELECT_PARAM]: '1' })
    const { result } = renderHook(() => useAddresses(jest.fn()), { wrapper })
    await act(async () => undefined)
    await act(() => result.current.choose(list[0]!))
    await expect(chosen).resolves.toEqual(list[0])
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })
})
