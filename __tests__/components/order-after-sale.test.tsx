import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as orderApi from '@/api/order'
import type { ExpressNotice, OrderDetail, OrderExpress } from '@/api/order'
import type { ShopConfig } from '@/domain/shop-config'
import { ExpressProgress } from '@/package-order/components/express'
import { GoodsReturnCard, RebookClosed } from '@/package-order/components/order-detail/after-sale'
import { renderWithState } from './render'

jest.mock('@/api/order', () => ({
  ...jest.requireActual('@/api/order'),
  fetchOrderExpress: jest.fn(),
  applyGoodsReturn: jest.fn(),
}))

const api = orderApi as jest.Mocked<typeof orderApi>
const SHOP = { merchantId: '10001' } as ShopConfig

const express = (notice: ExpressNotice | null, more: Partial<OrderExpress> = {}): OrderExpress => ({
  orderId: 'O1',
  orderNumber: '2026112700001',
  orderState: 6,
  orderStatusTitle: 'Awaiting delivery',
  company: null,
  notice,
  expressNo: null,
  tel: null,
  address: null,
  events: [{ kind: 'PAID', time: Date.now(), title: 'Paid; waiting to be shipped' }],
  ...more,
})

const goodsOrder = (more: Partial<OrderDetail>) =>
  ({ orderId: 'O2', currency: 'CNY', orderState: 6, supportRebook: false, childOrderId: null, ...more }) as OrderDetail

describe('the express page says what the events do not (spec s8)', () => {
  it.each([
    ['UNDELIVERABLE', 'This address is unable to arrange delivery', true],
    ['CANNOT_SHIP', 'The order cannot be shipped. Please try again later or contact customer service', true],
    ['UNKNOWN_CARRIER', 'We do not recognise this courier', true],
    ['NO_TRACKING', 'the courier has no tracking updates yet', false],
    ['WAITING', 'Not shipped yet', false],
  ] as const)('%s: its words, and customer service only where the buyer must act', async (notice, words, service) => {
    api.fetchOrderExpress.mockResolvedValue(express(notice))
    const { container } = renderWithState(<ExpressProgress orderId='O1' />, { shop: SHOP, locale: 'en-US' })
    expect((await screen.findByText(new RegExp(words))).className).toContain(`express__notice--${notice}`)
    expect(container.querySelector('.express__service') !== null).toBe(service)
  })

  it('in Traditional Chinese for Macau: the spec words for an address that cannot be delivered to', async () => {
    api.fetchOrderExpress.mockResolvedValue(express('UNDELIVERABLE'))
    renderWithState(<ExpressProgress orderId='O1' />, { shop: SHOP, locale: 'zh-MO' })
    expect(await screen.findByText(/該地址無法安排配送/)).toBeTruthy()
  })

  it('a failed query says so, with retry', async () => {
    api.fetchOrderExpress.mockRejectedValue(new Error('offline'))
    renderWithState(<ExpressProgress orderId='O1' />, { shop: SHOP, locale: 'en-US' })
    expect(await screen.findByText(/Could not get the delivery progress/)).toBeTruthy()
  })
})

describe("a goods order's return (D36)", () => {
  beforeEach(() => api.applyGoodsReturn.mockReset())

  it("offers the gateway's amount before shipping, asks first, then reads the order again", async () => {
    api.applyGoodsReturn.mockResolvedValue({} as orderApi.GoodsReturn)
    const changed = jest.fn()
    const { container } = renderWithState(
      <GoodsReturnCard order={goodsOrder({ canReturn: true, returnAmount: 74, returnDeadline: null })} onChanged={changed} />,
      { shop: SHOP, locale: 'en-US' },
    )
    expect(container.textContent).toContain('Not shipped yet: return them now and ¥74.00 goes back')
    fireEvent.click(container.querySelector('.order-detail__return-start') as Element)
    fireEvent.click(
      await screen.findByText('Return', { selector: '.order-detail__return-confirm, .order-detail__return-confirm *' }),
    )
    await waitFor(() => expect(changed).toHaveBeenCalled())
    expect(api.applyGoodsReturn).toHaveBeenCalledWith('O2')
  })

  it('shows a return asked for, and offers nothing more', () => {
    const { container } = renderWithState(
      <GoodsReturnCard
        order={goodsOrder({
          orderState: 11,
          canReturn: false,
          goodsReturn: {
            returnId: 'GR1',
            returnNumber: 'T1',
            orderId: 'O2',
            state: 'RETURNING',
            stateTitle: '退货中',
            refundAmount: 74,
            expressRefund: 15,
            currency: 'CNY',
            appliedTime: Date.now(),
            settledTime: null,
          },
        })}
        onChanged={() => {}}
      />,
      { shop: SHOP, locale: 'zh-CN' },
    )
    expect(container.querySelector('.order-detail__return--RETURNING .order-detail__return-state')?.textContent).toBe('退货中')
    expect(container.textContent).toContain('¥74.00 正在原路退回')
    expect(container.querySelector('.order-detail__return-start')).toBeNull()
  })

  it("a rebook refused says the gateway's reason; none when it can be rebooked", () => {
    const reason = 'Tickets cannot be rebooked within 24 hours of the show'
    const refused = renderWithState(<RebookClosed order={goodsOrder({ rebookRefusal: reason })} />, {
      shop: SHOP,
      locale: 'en-US',
    })
    expect(refused.container.querySelector('.order-detail__rebook-why')?.textContent).toBe(reason)
    const open = renderWithState(<RebookClosed order={goodsOrder({ rebookRefusal: null, supportRebook: true })} />, {
      shop: SHOP,
      locale: 'en-US',
    })
    expect(open.container.querySelector('.order-detail__rebook-why')).toBeNull()
  })
})
