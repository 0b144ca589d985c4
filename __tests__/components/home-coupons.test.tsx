/**
 * The home layout's COUPON block (issue 25; spec s3 layouts, s4 receive mode): it loads lazily
 * (not in the home page's first load), lists the block's templates with the buyer's state of each,
 * sends an anonymous claim to the login page, claims once logged in (the toast, then the
 * "claimed" stamp), stamps what may not be claimed (all gone, used), says when the list failed
 * (with a retry) and shows nothing when there is nothing to claim.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as coupons from '@/api/coupons'
import { feedback } from '@/components/feedback'
import { LayoutView } from '@/components/home-layout'
import { layoutComponents } from '@/domain/home-layout'
import { translator } from '@/i18n'
import { renderWithState } from './render'
import { navigateTo } from '../__mocks__/tarojs-taro'
import '@/i18n/locales/coupons'

jest.mock('@/api/coupons', () => ({ ...jest.requireActual('@/api/coupons'), fetchClaimable: jest.fn(), obtainCoupon: jest.fn() }))
const api = coupons as jest.Mocked<typeof coupons>
const t = translator('en-US')
/** The block's code arrives by a dynamic import: the first look waits for it (a loaded machine transforms it slowly). */
const LOADED = { timeout: 15000 }

const template = (id: string, receiveState: string, couponId: string | null = null) =>
  ({
    couponTemplateId: id,
    couponType: 'REDUCTION',
    title: `Coupon ${id}`,
    amount: 60,
    discount: null,
    currency: 'MOP',
    restrictionDescription: 'Orders from MOP 500',
    termDescription: 'Any show',
    couponBizTypes: ['SHOW'],
    receiveState,
    couponId,
  }) as unknown as coupons.ClaimableCoupon

/** The Macau home layout's COUPON block as the gateway sends it (its templates without the buyer's state). */
const LAYOUT = [{ componentId: 'C5', componentType: 'COUPON', title: 'Coupons to claim', data: [{ couponTemplateId: 'CT2001' }] }]
/** This layout has no show lists. */
const noShow = (_value: unknown): _value is never => false
const home = (userId: string | null = null) =>
  renderWithState(
    <LayoutView layoutId='LY2001' components={layoutComponents(LAYOUT, noShow)} cityId='BL8201' reachBottom={0} />,
    { locale: 'en-US', userId },
  )

beforeEach(() => jest.clearAllMocks())

describe("the home layout's COUPON block", () => {
  it("loads on its own, lists the block's templates, and an anonymous claim opens the login page", async () => {
    api.fetchClaimable.mockResolvedValue([template('CT2001', 'CLAIMABLE')])
    home()
    expect(await screen.findByText('Coupon CT2001', {}, LOADED)).toBeTruthy()
    expect(api.fetchClaimable).toHaveBeenCalledWith({ layoutId: 'LY2001', componentId: 'C5' })
    expect(screen.getByText('Coupons to claim')).toBeTruthy()
    expect(screen.getByText(t('coupons.type.REDUCTION'))).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByText(t('coupons.claim')))
    })
    await waitFor(() => expect(navigateTo).toHaveBeenCalled())
    expect(String(navigateTo.mock.calls[0]?.[0]?.url)).toMatch(/login/)
    expect(api.obtainCoupon).not.toHaveBeenCalled()
  })

  it('claims once logged in: the toast, then the claimed stamp instead of the button', async () => {
    const toast = jest.spyOn(feedback.presenter, 'toast')
    api.fetchClaimable
      .mockResolvedValueOnce([template('CT2001', 'CLAIMABLE')])
      .mockResolvedValue([template('CT2001', 'RECEIVED', 'UC1')])
    api.obtainCoupon.mockResolvedValue({ couponId: 'UC1' } as coupons.Coupon)
    home('U1')
    const button = await screen.findByText(t('coupons.claim'), {}, LOADED)
    await act(async () => {
      fireEvent.click(button)
    })
    expect(api.obtainCoupon).toHaveBeenCalledWith('CT2001')
    expect(toast).toHaveBeenCalledWith({ text: t('coupons.claimed') }, expect.any(Number))
    expect(await screen.findByText(t('coupons.stamp.RECEIVED'))).toBeTruthy()
    expect(screen.queryByText(t('coupons.claim'))).toBeNull()
  })

  it('stamps what may not be claimed: all gone, used; one more may be claimed after the first', async () => {
    api.fetchClaimable.mockResolvedValue([
      template('CT1', 'SOLD_OUT'),
      template('CT2', 'USED', 'UC2'),
      template('CT3', 'CLAIMABLE', 'UC3'),
    ])
    home('U1')
    expect(await screen.findByText(t('coupons.stamp.SOLD_OUT'), {}, LOADED)).toBeTruthy()
    expect(screen.getByText(t('coupons.stamp.USED'))).toBeTruthy()
    expect(screen.getByText(t('coupons.claimAgain'))).toBeTruthy()
    expect(screen.queryByText(t('coupons.claim'))).toBeNull()
  })

  it('says when the list could not load, and tries again', async () => {
    api.fetchClaimable.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([template('CT2001', 'CLAIMABLE')])
    home()
    expect(await screen.findByText(t('coupons.loadFailed'), {}, LOADED)).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByText(t('status.retry')))
    })
    expect(await screen.findByText('Coupon CT2001')).toBeTruthy()
  })

  it('shows nothing when the block has nothing to claim', async () => {
    api.fetchClaimable.mockResolvedValue([])
    const { container } = home()
    await waitFor(() => expect(api.fetchClaimable).toHaveBeenCalled())
    await waitFor(() => expect(container.querySelector('.home-coupons')).toBeNull())
    expect(screen.queryByText('Coupons to claim')).toBeNull()
  })
})
