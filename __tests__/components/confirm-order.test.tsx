import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as addressApi from '@/api/address'
import * as attendeeApi from '@/api/attendee'
import * as orderApi from '@/api/order'
import * as showApi from '@/api/show'
import type { ConfirmParams } from '@/domain/order'
import type { ShopConfig } from '@/domain/shop-config'
import { HttpError } from '@/http'
import { translator } from '@/i18n'
import { ConfirmOrder } from '@/package-order/components/confirm-order'
import { renderWithState } from './render'
import '@/i18n/locales/order'
import '@/i18n/locales/purchase'

jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('../__mocks__/tarojs-taro'),
  useDidShow: jest.fn(),
}))
jest.mock('@/api/order', () => ({
  ...jest.requireActual('@/api/order'),
  preOrder: jest.fn(),
  createOrder: jest.fn(),
  fetchPromotions: jest.fn(),
  fetchCashier: jest.fn(),
}))
jest.mock('@/api/show', () => ({
  ...jest.requireActual('@/api/show'),
  fetchShowStatic: jest.fn(),
  fetchSessionsStatic: jest.fn(),
  fetchSeatPlans: jest.fn(),
}))
jest.mock('@/api/address', () => ({ ...jest.requireActual('@/api/address'), fetchAddresses: jest.fn() }))
jest.mock('@/api/attendee', () => ({ ...jest.requireActual('@/api/attendee'), fetchAttendees: jest.fn() }))

const orders = orderApi as jest.Mocked<typeof orderApi>
const shows = showApi as jest.Mocked<typeof showApi>
const addresses = addressApi as jest.Mocked<typeof addressApi>
const attendees = attendeeApi as jest.Mocked<typeof attendeeApi>
const t = translator('zh-CN')

const PARAMS: ConfirmParams = {
  showId: 'SH1',
  sessionId: 'SH1S1',
  seatPlanId: 'SH1S1P1',
  qty: 2,
  seatIds: [],
  lines: [{ seatPlanId: 'SH1S1P1', qty: 2, seatIds: [] }],
}
const SHOP = { merchantId: '10001', cyMerchantPrimeConfigVO: { autoChooseBestCoupon: true } } as ShopConfig

function coupon(id: string, discountAmount: number, extra: Partial<orderApi.OrderCoupon> = {}): orderApi.OrderCoupon {
  return {
    couponId: id,
    couponTemplateId: `T${id}`,
    couponType: 'REDUCTION',
    couponStatus: 1,
    usable: true,
    disabled: false,
    discountAmount,
    expireTime: 2_000_000_000_000,
    title: `coupon ${id}`,
    discountDisplay: '',
    restrictionDescription: '',
    expireTimeStr: '',
    unusableReason: null,
    ...extra,
  }
}

function preOrder(coupons: orderApi.OrderCoupon[], expressFee = 0): orderApi.PreOrder {
  return {
    ticketAmount: 760,
    expressFee,
    discountAmount: 0,
    totalAmount: 760 + expressFee,
    payAmount: 760 + expressFee,
    payAmountCents: 76000 + expressFee * 100,
    currency: 'CNY',
    tickets: 2,
    available: true,
    items: [
      {
        showId: 'SH1',
        sessionId: 'SH1S1',
        seatPlanId: 'SH1S1P1',
        qty: 2,
        tickets: 2,
        unitPrice: 380,
        amount: 760,
        realName: false,
        purchaseLimit: 6,
        available: true,
      },
    ],
    coupons,
    chosenCouponId: null,
  }
}

const created: orderApi.CreatedOrder = {
  orderId: 'O1',
  orderNumber: 'N1',
  transactionId: 'T1',
  bindId: 'B1',
  unPaidTransactionIds: ['T1'],
  orderState: 1,
  needPay: true,
  payAmount: 710,
  payAmountCents: 71000,
  currency: 'CNY',
  reserveTime: 900,
  paidDeadlineTime: 900,
}

beforeEach(() => {
  jest.clearAllMocks()
  shows.fetchShowStatic.mockResolvedValue({
    showId: 'SH1',
    showName: '周末电台',
    posterUrl: '',
    venueName: '回声现场',
    currency: 'CNY',
    deliveryMethods: ['E_TICKET', 'EXPRESS'],
    realName: false,
    purchaseLimit: 6,
    minLimitAge: null,
  } as unknown as showApi.ShowStatic)
  shows.fetchSessionsStatic.mockResolvedValue([])
  shows.fetchSeatPlans.mockResolvedValue([
    { seatPlanId: 'SH1S1P1', seatPlanName: '看台C', seatPlanUnit: 1, ageLimit: null } as unknown as showApi.SeatPlan,
  ])
  addresses.fetchAddresses.mockResolvedValue([])
  attendees.fetchAttendees.mockResolvedValue({ list: [], total: 0, hasMore: false })
  orders.fetchPromotions.mockResolvedValue([])
  orders.fetchCashier.mockReturnValue(new Promise(() => undefined))
  orders.preOrder.mockResolvedValue(preOrder([coupon('C15', 15), coupon('C50', 50), coupon('CX', 80, { usable: false })]))
})

async function renderPage() {
  const view = renderWithState(<ConfirmOrder params={PARAMS} />, { userId: 'U1', shop: SHOP })
  await screen.findByText(t('purchase.fee.tickets'))
  return view
}

const total = (container: HTMLElement) => container.querySelector('.confirm-order__total-value')?.textContent

describe('confirm order', () => {
  it('picks the best usable coupon by itself and prices the order with it', async () => {
    const { container } = await renderPage()
    const chosen = container.querySelector('.confirm-order__coupon--on')
    expect(chosen?.getAttribute('data-coupon-template')).toBe('TC50')
    expect(total(container)).toBe('¥710.00')
    // An unusable coupon cannot be chosen; tapping the chosen one clears it.
    fireEvent.click(container.querySelector('[data-coupon-template="TCX"]') as Element)
    expect(container.querySelector('.confirm-order__coupon--on')?.getAttribute('data-coupon-template')).toBe('TC50')
    fireEvent.click(container.querySelector('[data-coupon-template="TC50"]') as Element)
    expect(container.querySelector('.confirm-order__coupon--on')).toBeNull()
    expect(total(container)).toBe('¥760.00')
  })

  it('express without an address: the message beside the address, nothing sent', async () => {
    const { container } = await renderPage()
    fireEvent.click(container.querySelector('.confirm-order__chip--EXPRESS') as Element)
    await waitFor(() => expect(orders.preOrder).toHaveBeenCalledWith(expect.objectContaining({ deliveryMethod: 'EXPRESS' })))
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    expect(container.querySelector('.confirm-order__error--address')?.textContent).toBe(t('order.confirm.needAddress'))
    expect(orders.createOrder).not.toHaveBeenCalled()
  })

  it('ignores a second tap while the order is on its way, and opens the cashier once made', async () => {
    let resolve: (order: orderApi.CreatedOrder) => void = () => undefined
    orders.createOrder.mockReturnValue(new Promise((done) => (resolve = done)))
    const { container } = await renderPage()
    const submit = container.querySelector('.confirm-order__submit') as Element
    await act(async () => {
      fireEvent.click(submit)
      fireEvent.click(submit)
    })
    expect(orders.createOrder).toHaveBeenCalledTimes(1)
    const [body] = orders.createOrder.mock.calls[0] as [unknown, string]
    expect(body).toMatchObject({ couponId: 'C50', deliveryMethod: 'E_TICKET', paymentParam: { payAmount: 710 } })
    await act(async () => resolve(created))
    await waitFor(() => expect(orders.fetchCashier).toHaveBeenCalledWith(expect.objectContaining({ transactionIds: ['T1'] })))
  })

  it('asks again with the same idempotency key after a failure of unknown outcome', async () => {
    orders.createOrder.mockRejectedValueOnce(new HttpError({ kind: 'timeout', message: 'request failed: timeout', url: '/x' }))
    orders.createOrder.mockReturnValueOnce(new Promise(() => undefined))
    const { container } = await renderPage()
    const submit = container.querySelector('.confirm-order__submit') as Element
    await act(async () => {
      fireEvent.click(submit)
    })
    await act(async () => {
      fireEvent.click(submit)
    })
    expect(orders.createOrder).toHaveBeenCalledTimes(2)
    expect(orders.createOrder.mock.calls[1]?.[1]).toBe(orders.createOrder.mock.calls[0]?.[1])
  })

  it('22037056: shows the changed discount and prices again', async () => {
    orders.createOrder.mockRejectedValueOnce(
      new HttpError({
        kind: 'business',
        message: 'promotion changed',
        envelope: { statusCode: '22037056', comments: 'promotion changed', data: null, subComments: '', actText: '' },
        url: '/x',
      }),
    )
    const { container } = await renderPage()
    orders.preOrder.mockResolvedValue(preOrder([coupon('C15', 15), coupon('C50', 40)]))
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    await screen.findByText(t('purchase.reprice.promotionDiscountWrong'))
    expect(screen.getByText(t('order.confirm.discountWas', { before: '50.00', after: '40.00' }))).toBeTruthy()
    expect(total(container)).toBe('¥720.00')
  })

  it.each([
    [
      'a seat-map order',
      { ...PARAMS, qty: 1, seatIds: ['205-3-12'], lines: [{ seatPlanId: 'SH1S1P1', qty: 1, seatIds: ['205-3-12'] }] },
      'order.confirm.seatsTaken',
    ],
    ['a stock order', PARAMS, 'order.confirm.noTickets'],
  ])('no tickets left (someone was first) on %s: says so on the page, keeps every choice', async (_, params, wordKey) => {
    orders.createOrder.mockRejectedValueOnce(
      new HttpError({
        kind: 'business',
        message: 'No tickets available',
        envelope: {
          statusCode: orders.NO_TICKETS_CODE,
          comments: 'No tickets available',
          data: null,
          subComments: '',
          actText: '',
        },
        url: '/x',
      }),
    )
    const { container } = renderWithState(<ConfirmOrder params={params as ConfirmParams} />, { userId: 'U1', shop: SHOP })
    await screen.findByText(t('purchase.fee.tickets'))
    const before = total(container)
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    expect((await screen.findByRole('alert')).textContent).toContain(t(wordKey))
    expect(container.querySelectorAll('.confirm-order__repick')).toHaveLength(wordKey === 'order.confirm.seatsTaken' ? 1 : 0)
    expect(total(container)).toBe(before)
    expect(container.querySelector('.cashier')).toBeNull()
  })
})
