/**
 * The member centre (issue 24; D15; spec section 9): the upgrade popup shows once and calls its
 * no-longer-remind once on mount, even mounted twice (React strict mode); the birthday waits when
 * an upgrade shows; more than 8 rights scroll, 8 do not.
 */
import { StrictMode } from 'react'
import { fireEvent, waitFor } from '@testing-library/react'
import * as member from '@/api/member'
import * as user from '@/api/user'
import { MemberCenter } from '@/package-user/components/member-center'
import { renderWithState } from './render'

jest.mock('@/api/member', () => ({
  ...jest.requireActual('@/api/member'),
  fetchCurrentLevel: jest.fn(),
  fetchDisplaySetting: jest.fn(),
  fetchExpiringPoints: jest.fn(),
  fetchPopSetting: jest.fn(),
  noLongerRemind: jest.fn(),
}))
jest.mock('@/api/user', () => ({ ...jest.requireActual('@/api/user'), fetchPrimePrivilege: jest.fn() }))
const api = member as jest.Mocked<typeof member>
const userApi = user as jest.Mocked<typeof user>

const right = (n: number) => ({
  primeRightId: `R${n}`,
  primeRightType: 'DISCOUNT',
  primeRightTypeName: `Right ${n}`,
  description: '',
  badgeDesc: '',
  icon: null,
  isHighlight: false,
  isDisplayToUser: true,
})

function answer(rights: number) {
  userApi.fetchPrimePrivilege.mockResolvedValue({
    primeLevel: 2,
    primeLevelName: '银卡会员',
    growthValue: 760,
    nextLevelGrowthValue: 2000,
    icon: null,
    color: null,
    primeRights: Array.from({ length: rights }, (_, i) => right(i + 1)),
    birthdayGifts: [{ giftDesc: 'gift' }],
    showDiscountPrivileges: [],
    birthday: null,
  })
  api.fetchCurrentLevel.mockResolvedValue({
    primeLevel: 2,
    primeLevelName: '银卡会员',
    growthValue: 760,
    currentLevelGrowthValue: 500,
    nextLevel: 3,
    nextLevelName: '金卡会员',
    nextLevelGrowthValue: 2000,
    pointsMultiple: 1.2,
    points: 910,
  })
  api.fetchDisplaySetting.mockResolvedValue({
    showLevel: true,
    showGrowthValue: true,
    showPoints: true,
    isShowPrimeCard: true,
    isShowPrivilegeCompare: true,
    promoPrimeShared: true,
  })
  api.fetchExpiringPoints.mockResolvedValue({ pointAmount: 910, expiringPoints: 0, expireTime: null })
  api.noLongerRemind.mockResolvedValue(true)
}

describe('MemberCenter', () => {
  beforeEach(() => jest.clearAllMocks())

  it('shows the upgrade once, calls no-longer-remind once though mounted twice, and leaves the birthday for later', async () => {
    answer(4)
    api.fetchPopSetting.mockResolvedValue({
      levelUpgrade: { fromLevel: 1, toLevel: 2, levelName: '银卡会员', upgradedAt: 1 },
      birthday: { year: 2026, giftCount: 1 },
    })
    const { container } = renderWithState(
      <StrictMode>
        <MemberCenter />
      </StrictMode>,
    )
    await waitFor(() => expect(document.querySelector('.member-popup__title')?.textContent).toBe('恭喜升级！'))
    expect(container.querySelector('.member-center__growth')?.textContent).toBe('成长值 760')
    expect(container.querySelector('.member-center__next')?.textContent).toBe('再获得 1240 成长值升级为金卡会员')
    expect(api.noLongerRemind.mock.calls).toEqual([['levelUpgrade']])
    expect(api.fetchPopSetting).toHaveBeenCalledTimes(1)
    fireEvent.click(document.querySelector('.member-popup__close') as Element)
    await waitFor(() => expect(document.querySelector('.member-popup__title')).toBeNull())
    expect(api.noLongerRemind).toHaveBeenCalledTimes(1)
  })

  it('lays 8 rights in rows of 4 and scrolls 9 sideways', async () => {
    answer(8)
    api.fetchPopSetting.mockResolvedValue({ levelUpgrade: null, birthday: null })
    const eight = renderWithState(<MemberCenter />)
    await waitFor(() => expect(eight.container.querySelectorAll('.member-center__right')).toHaveLength(8))
    expect(eight.container.querySelector('.member-center__rights--scroll')).toBeNull()
    expect(api.noLongerRemind).not.toHaveBeenCalled()
    eight.unmount()

    answer(9)
    const nine = renderWithState(<MemberCenter />)
    await waitFor(() => expect(nine.container.querySelectorAll('.member-center__right')).toHaveLength(9))
    expect(nine.container.querySelector('.member-center__rights--scroll')).not.toBeNull()
  })

  it('offers student verification only where the shop has SUPPORT_STUDENT_CERT (D21), on the web', async () => {
    answer(4)
    api.fetchPopSetting.mockResolvedValue({ levelUpgrade: null, birthday: null })
    const on = renderWithState(<MemberCenter />, {
      shop: { merchantId: '10001', binaryValue: ['SUPPORT_STUDENT_CERT'] } as never,
    })
    await waitFor(() => expect(on.container.querySelectorAll('.member-center__right')).toHaveLength(4))
    expect(on.container.querySelector('.member-center__link--student')?.textContent).toBe('学生认证')
    on.unmount()

    const off = renderWithState(<MemberCenter />, { shop: { merchantId: '10001', binaryValue: [] } as never })
    await waitFor(() => expect(off.container.querySelectorAll('.member-center__right')).toHaveLength(4))
    expect(off.container.querySelector('.member-center__link--student')).toBeNull()
  })
})
