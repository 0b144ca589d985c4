import { fireEvent, screen } from '@testing-library/react'
import { CouponCard, type CouponCardData } from '@/package-user/components/coupons/coupon-card'
import { renderWithState } from './render'

const coupon = (overrides: Partial<CouponCardData> = {}): CouponCardData => ({
  id: 'C1',
  couponType: 'REDUCTION',
  title: '¥50 off ¥300',
  amount: 50,
  discount: null,
  currency: 'CNY',
  restrictionDescription: 'Orders over ¥300',
  couponBizTypes: ['SHOW'],
  useWay: 'ONLINE',
  termDescription: 'Any show',
  ruleComments: 'One coupon per order.',
  expireTimeStr: '2026-12-27 09:25',
  validDays: null,
  ...overrides,
})

describe('CouponCard: one coupon as the buyer reads it', () => {
  it('shows the amount, the threshold, the type, what it is for and the validity; rules on demand', () => {
    const { container } = renderWithState(<CouponCard coupon={coupon()} action={<button type='button'>Use</button>} />, {
      locale: 'en-US',
    })
    expect(container.querySelector('.coupon-card__value')?.textContent).toBe('¥50')
    expect(container.querySelector('.coupon-card__value--large')).toBeNull()
    expect(container.textContent).toContain('Money off')
    expect(container.textContent).toContain('For show tickets')
    expect(container.textContent).toContain('Valid until 2026-12-27 09:25')
    expect(screen.queryByText('One coupon per order.')).toBeNull()
    fireEvent.click(screen.getByText('Rules'))
    expect(screen.getByText('One coupon per order.')).not.toBeNull()
    expect(screen.getByText('Use')).not.toBeNull()
  })

  it('shows 1000 or more large (s5), a rate as 折 or % off, an exchange coupon as a free ticket', () => {
    const large = renderWithState(<CouponCard coupon={coupon({ amount: 1200 })} />, { locale: 'zh-CN' })
    expect(large.container.querySelector('.coupon-card__value--large')?.textContent).toBe('¥1200')
    large.unmount()
    const rate = renderWithState(<CouponCard coupon={coupon({ couponType: 'DISCOUNT', discount: 0.85 })} />, { locale: 'zh-CN' })
    expect(rate.container.querySelector('.coupon-card__value')?.textContent).toBe('8.5折')
    rate.unmount()
    const rateEn = renderWithState(<CouponCard coupon={coupon({ couponType: 'DISCOUNT', discount: 0.85 })} />, {
      locale: 'en-US',
    })
    expect(rateEn.container.querySelector('.coupon-card__value')?.textContent).toBe('15% off')
    rateEn.unmount()
    const exchange = renderWithState(<CouponCard coupon={coupon({ couponType: 'EXCHANGE', amount: 0 })} />, { locale: 'zh-MO' })
    expect(exchange.container.querySelector('.coupon-card__value')?.textContent).toBe('免費兌票')
    expect(exchange.container.textContent).toContain('兌換券')
  })

  it.each([
    ['USED', 'Used'],
    ['EXPIRED', 'Expired'],
    ['REFUNDING', 'Refunding'],
    ['RECEIVED', 'Claimed'],
    ['SOLD_OUT', 'All gone'],
  ] as const)('stamps %s as "%s", with no action', (stamp, words) => {
    const { container } = renderWithState(
      <CouponCard coupon={coupon()} stamp={stamp} action={<button type='button'>Use</button>} />,
      { locale: 'en-US' },
    )
    expect(container.querySelector('.coupon-card__stamp')?.textContent).toBe(words)
    expect(screen.queryByText('Use')).toBeNull()
  })
})
