/**
 * The price tier chips booking and pre-fill share (src/package-show/components/ticket-choice): a
 * tier's price as the chip says it, the shop's hidden-price setting included (pre-fill used to
 * show the price a shop hides).
 */
import { Text } from '@tarojs/components'
import type { SeatPlan } from '@/api/show'
import type { ShopConfig } from '@/domain/shop-config'
import { PlanSection, usePlanPrice } from '@/package-show/components/ticket-choice'
import { renderWithState } from './render'

function plan(overrides: Partial<SeatPlan> = {}): SeatPlan {
  return {
    seatPlanId: 'P1',
    seatPlanName: '内场',
    originalPriceInfo: { prefix: '¥', yuanNum: '380', centNum: '50', suffix: '' },
    isFree: false,
    pricePending: false,
    ...overrides,
  } as SeatPlan
}

function Prices({ plans }: { plans: readonly SeatPlan[] }) {
  const planPrice = usePlanPrice()
  return (
    <PlanSection
      block='t'
      plans={{ status: 'ready', plans }}
      onRetry={() => undefined}
      renderPlan={(item) => (
        <Text key={item.seatPlanId} className='price'>
          {planPrice(item)}
        </Text>
      )}
    />
  )
}

const shown = (container: HTMLElement) => [...container.querySelectorAll('.price')].map((node) => node.textContent)

describe('a price tier chip', () => {
  const plans = [plan(), plan({ seatPlanId: 'P2', isFree: true }), plan({ seatPlanId: 'P3', pricePending: true })]

  it('says the price, free, or to be decided', () => {
    const { container } = renderWithState(<Prices plans={plans} />, { locale: 'zh-CN' })
    expect(shown(container)).toEqual(['¥380.50', '免费', '价格待定'])
  })

  it("says the shop's text, or nothing, when the shop hides ticket prices", () => {
    const hiding = { merchantId: 'M1', hiddenTicketPrice: true, hiddenTicketPriceText: '凭券兑换' } as ShopConfig
    expect(shown(renderWithState(<Prices plans={[plan()]} />, { locale: 'zh-CN', shop: hiding }).container)).toEqual(['凭券兑换'])
    const silent = { ...hiding, hiddenTicketPriceText: '' } as ShopConfig
    expect(shown(renderWithState(<Prices plans={[plan()]} />, { locale: 'zh-CN', shop: silent }).container)).toEqual([''])
  })
})
