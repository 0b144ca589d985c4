/**
 * my-rights (D22): the level's rights, only the usable privilege cards with what is left of each
 * (a discount card has no count), and the number of usable coupons; pulling down loads it all again
 * and stops the spinner; a failed load says so with retry.
 */
import { act, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import * as coupons from '@/api/coupons'
import * as cards from '@/api/privilege-cards'
import * as user from '@/api/user'
import { resetServerData } from '@/components/server-data'
import { MyRights } from '@/package-user/components/my-rights'
import { renderWithState } from './render'

let pulled: (() => void) | undefined
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('../__mocks__/tarojs-taro')
  return {
    ...actual,
    __esModule: true,
    default: { ...actual.default, stopPullDownRefresh: jest.fn(() => Promise.resolve()) },
    usePullDownRefresh: (handler: () => void) => {
      pulled = handler
    },
  }
})
jest.mock('@/api/user', () => ({ ...jest.requireActual('@/api/user'), fetchPrimePrivilege: jest.fn() }))
jest.mock('@/api/privilege-cards', () => ({ ...jest.requireActual('@/api/privilege-cards'), fetchMyCards: jest.fn() }))
jest.mock('@/api/coupons', () => ({ ...jest.requireActual('@/api/coupons'), fetchMyCoupons: jest.fn() }))
const userApi = user as jest.Mocked<typeof user>
const cardApi = cards as jest.Mocked<typeof cards>
const couponApi = coupons as jest.Mocked<typeof coupons>

const card = (id: string, times: number, redeemed: number, enabled: boolean) => ({
  cardId: id,
  cardName: `卡${id}`,
  cardUrl: '',
  cardPrice: 199,
  currency: 'CNY',
  isAnnualCard: false,
  validDays: 180,
  convertibleTimes: times,
  discountRate: times ? null : 0.8,
  promotionDesc: '',
  rules: '',
  showIds: [],
  userCardInstanceId: `U${id}`,
  orderId: 'O1',
  cardStatus: enabled ? null : ('USED' as const),
  enabled,
  isHistory: !enabled,
  expirationTime: Date.UTC(2027, 0, 1),
  purchaseTime: 0,
  redeemedTimes: redeemed,
})

beforeEach(() => {
  jest.clearAllMocks()
  resetServerData()
  userApi.fetchPrimePrivilege.mockResolvedValue({
    primeLevel: 2,
    primeLevelName: '银卡会员',
    growthValue: 760,
    nextLevelGrowthValue: 2000,
    icon: null,
    color: null,
    primeRights: [
      {
        primeRightId: 'R1',
        primeRightType: 'DISCOUNT',
        primeRightTypeName: '购票折扣',
        description: '',
        badgeDesc: '',
        icon: null,
        isHighlight: false,
        isDisplayToUser: true,
      },
      {
        primeRightId: 'R2',
        primeRightType: 'VIP_LOUNGE',
        primeRightTypeName: '贵宾室',
        description: '',
        badgeDesc: '',
        icon: null,
        isHighlight: false,
        isDisplayToUser: false,
      },
    ],
    birthdayGifts: [],
    showDiscountPrivileges: [],
    birthday: null,
  })
  couponApi.fetchMyCoupons.mockResolvedValue({ list: [], total: 3, hasMore: true })
})

it('shows the rights shown to the user, the usable cards with what is left, and the usable coupons', async () => {
  cardApi.fetchMyCards.mockResolvedValue({ list: [card('A', 3, 1, true), card('B', 0, 0, true), card('C', 3, 3, false)] })
  const { container } = renderWithState(<MyRights />)
  await waitFor(() => expect(container.querySelector('.my-rights__coupons')?.textContent).toBe('3张 ›'))
  expect([...container.querySelectorAll('.member-center__right-name')].map((el) => el.textContent)).toEqual(['购票折扣'])
  expect([...container.querySelectorAll('.my-rights__row[data-card] .my-rights__value')].map((el) => el.textContent)).toEqual([
    '剩余2次',
    '不限次数',
  ])
  expect(couponApi.fetchMyCoupons).toHaveBeenCalledWith({ status: 'AVAILABLE', offset: 0, length: 1 })

  // Pull to refresh: a card used meanwhile shows its new count.
  cardApi.fetchMyCards.mockResolvedValue({ list: [card('A', 3, 2, true)] })
  act(() => pulled?.())
  await waitFor(() =>
    expect([...container.querySelectorAll('.my-rights__row[data-card] .my-rights__value')].map((el) => el.textContent)).toEqual([
      '剩余1次',
    ]),
  )
  await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalledTimes(1))
})

it('says so when there are no cards, and offers a retry when the load fails', async () => {
  cardApi.fetchMyCards.mockResolvedValue({ list: [] })
  const empty = renderWithState(<MyRights />)
  await waitFor(() => expect(empty.container.textContent).toContain('暂无可用的权益卡'))
  empty.unmount()
  resetServerData()
  cardApi.fetchMyCards.mockRejectedValue(new Error('offline'))
  const failed = renderWithState(<MyRights />)
  await waitFor(() => expect(failed.container.querySelector('.status-view--error .status-view__retry')).not.toBeNull())
})
