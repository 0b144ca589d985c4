/**
 * The profile and account pages' behaviour without a gateway: the avatar upload keeps the old
 * avatar and says 'Fail to upload' when any step fails; the nickname form shows its message by
 * the field and keeps what was typed; account closing is refused with the reason while an order
 * is unfinished, and ends the session when it goes through.
 */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import * as profileApi from '@/api/profile'
import { platform } from '@/platform'
import { AccountCancel } from '@/package-user/components/account-cancel'
import { useProfile, type Notice } from '@/package-user/components/profile-form/use-profile'
import { resetNavigationState } from '@/navigation/navigate'
import { userIdAtom } from '@/state/session'
import { reLaunch, taroMock } from '../__mocks__/tarojs-taro'
import { cancellationCheck, profile } from '../fixtures/accounts'
import { businessError as business } from '../fixtures/http'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useDidShow: jest.fn() }))
jest.mock('@/api/profile', () => ({
  ...jest.requireActual('@/api/profile'),
  fetchProfileDetail: jest.fn(),
  updateProfile: jest.fn(),
  uploadImage: jest.fn(),
  fetchCancellationCheck: jest.fn(),
  cancelAccount: jest.fn(),
}))
const api = profileApi as jest.Mocked<typeof profileApi>

const PROFILE = profile({
  bizUserId: 'U1',
  nickname: '演出迷',
  avatar: 'http://gw.test/static/avatars/demo.svg',
  gender: 'MALE',
  birthday: null,
  birthdayEditable: true,
  cellphone: '13800138000',
})

let store: ReturnType<typeof createStore>
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

beforeEach(() => {
  taroMock.reset()
  resetNavigationState()
  store = createStore()
  store.set(userIdAtom, 'U1')
  api.fetchProfileDetail.mockResolvedValue(PROFILE)
  api.updateProfile.mockImplementation(async (change) => ({ ...PROFILE, ...change }))
})

describe('avatar upload', () => {
  async function setUp() {
    const notices: Notice[] = []
    const hook = renderHook(() => useProfile((notice) => notices.push(notice)), { wrapper })
    await act(async () => undefined)
    expect(hook.result.current.status).toBe('ready')
    return { ...hook, notices }
  }
  const chosen = { path: 'blob:avatar', size: 68, type: 'image/png' }

  it('uploads the chosen image and sets it as the avatar', async () => {
    jest.spyOn(platform, 'chooseImage').mockResolvedValue([chosen])
    api.uploadImage.mockResolvedValue('http://gw.test/static/uploads/avatar/20250101/abc')
    const { result, notices } = await setUp()
    await act(() => result.current.changeAvatar())
    expect(api.uploadImage).toHaveBeenCalledWith(chosen, 'AVATAR', expect.any(String))
    expect(api.updateProfile).toHaveBeenCalledWith({
      nickname: '演出迷',
      avatar: 'http://gw.test/static/uploads/avatar/20250101/abc',
    })
    expect(result.current.profile?.avatar).toBe('http://gw.test/static/uploads/avatar/20250101/abc')
    expect(notices).toEqual([{ key: 'profile.saved' }])
  })

  it("says 'Fail to upload' and keeps the old avatar when the upload fails", async () => {
    jest.spyOn(platform, 'chooseImage').mockResolvedValue([chosen])
    api.uploadImage.mockRejectedValue(new Error('upload: HTTP 403'))
    const { result, notices } = await setUp()
    await act(() => result.current.changeAvatar())
    expect(api.updateProfile).not.toHaveBeenCalled()
    expect(result.current.profile?.avatar).toBe(PROFILE.avatar)
    expect(result.current.uploading).toBe(false)
    expect(notices).toEqual([{ key: 'profile.uploadFailed' }])
  })

  it("says 'Fail to upload' when the profile refuses the uploaded address", async () => {
    jest.spyOn(platform, 'chooseImage').mockResolvedValue([chosen])
    api.uploadImage.mockResolvedValue('http://gw.test/static/uploads/avatar/x')
    api.updateProfile.mockRejectedValue(business(400, 'The avatar must be an image you uploaded'))
    const { result, notices } = await setUp()
    await act(() => result.current.changeAvatar())
    expect(result.current.profile?.avatar).toBe(PROFILE.avatar)
    expect(notices).toEqual([{ key: 'profile.uploadFailed' }])
  })

  it('does nothing when the user cancels the choice', async () => {
    jest.spyOn(platform, 'chooseImage').mockResolvedValue([])
    const { result, notices } = await setUp()
    await act(() => result.current.changeAvatar())
    expect(api.uploadImage).not.toHaveBeenCalled()
    expect(notices).toEqual([])
  })

  it('saves the gender with the current nickname, and shows the gateway’s refusal of a second birthday', async () => {
    const { result, notices } = await setUp()
    await act(async () => void (await result.current.save({ gender: 'FEMALE' })))
    expect(api.updateProfile).toHaveBeenLastCalledWith({ nickname: '演出迷', gender: 'FEMALE' })
    expect(result.current.profile?.gender).toBe('FEMALE')
    api.updateProfile.mockRejectedValueOnce(business(400, 'The birthday can be changed only once, and it has been'))
    let saved = true
    await act(async () => void (saved = await result.current.save({ birthday: '1990-01-01' })))
    expect(saved).toBe(false)
    expect(notices.at(-1)).toEqual({ text: 'The birthday can be changed only once, and it has been' })
  })
})

describe('account closing', () => {
  function renderCancel() {
    return render(
      <Provider store={store}>
        <AccountCancel />
      </Provider>,
    )
  }

  it('is refused with the reason while orders are unfinished, and offers the orders', async () => {
    api.fetchCancellationCheck.mockResolvedValue({ canCancel: false, reason: 'x', unfinishedOrderIds: ['O1', 'O2'] })
    renderCancel()
    await act(async () => undefined)
    expect(screen.getByRole('alert').textContent).toContain('您有 2 笔未完成的订单')
    expect(screen.queryByText('确认注销')).toBeNull()
    expect(screen.getByText('查看我的订单')).toBeTruthy()
  })

  it('needs the agreement, then cancels and ends the session', async () => {
    api.fetchCancellationCheck.mockResolvedValue(cancellationCheck())
    api.cancelAccount.mockResolvedValue(true)
    renderCancel()
    await act(async () => undefined)
    fireEvent.click(screen.getByText('确认注销'))
    await act(async () => undefined)
    expect(api.cancelAccount).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toContain('请先确认已阅读以上内容')
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByText('确认注销'))
    await act(async () => undefined)
    expect(api.cancelAccount).toHaveBeenCalledTimes(1)
    expect(store.get(userIdAtom)).toBeNull()
    expect(reLaunch).toHaveBeenCalled()
  })

  it('shows the refusal when an order became unfinished meanwhile', async () => {
    api.fetchCancellationCheck.mockResolvedValue(cancellationCheck())
    api.cancelAccount.mockRejectedValue(business(22031006, 'cannot', { unfinishedOrderIds: ['O1'] }))
    renderCancel()
    await act(async () => undefined)
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByText('确认注销'))
    await act(async () => undefined)
    expect(screen.getByRole('alert').textContent).toContain('您有 1 笔未完成的订单')
    expect(store.get(userIdAtom)).toBe('U1')
  })

  it('offers a retry when the check fails', async () => {
    api.fetchCancellationCheck.mockRejectedValueOnce(new Error('network'))
    api.fetchCancellationCheck.mockResolvedValueOnce(cancellationCheck())
    renderCancel()
    await act(async () => undefined)
    expect(screen.getByText('账号检查失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await act(async () => undefined)
    expect(screen.getByText('确认注销')).toBeTruthy()
  })
})
