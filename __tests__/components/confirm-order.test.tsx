import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as addressApi from '@/api/address'
import * as attendeeApi from '@/api/attendee'
import * as couponApi from '@/api/coupons'
import * as orderApi from '@/api/order'
import * as showApi from '@/api/show'
import * as userApi from '@/api/user'
import type { ConfirmParams } from '@/domain/order'
import type { ShopConfig } from '@/domain/shop-config'
import { HttpError } from '@/http'
import { translator } from '@/i18n'
import { ConfirmOrder } from '@/package-order/components/confirm-order'
import { resetServerData } from '@/components/server-data'
import { businessError } from '../fixtures/http'
import { nativeInput, renderWithState } from './render'
import '@/i18n/locales/order'
import '@/i18n/locales/purchase'
import { profile } from '../fixtures/accounts'

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
  fetchPurchaseCaptcha: jest.fn(),
}))
jest.mock('@/api/address', () => ({ ...jest.requireActual('@/api/address'), fetchAddresses: jest.fn() }))
jest.mock('@/api/coupons', () => ({ ...jest.requireActual('@/api/coupons'), fetchSupportAutoUse: jest.fn() }))
jest.mock('@/api/attendee', () => ({ ...jest.requireActual('@/api/attendee'), fetchAttendees: jest.fn() }))
jest.mock('@/api/user', () => ({ ...jest.requireActual('@/api/user'), fetchProfile: jest.fn() }))
jest.mock('@/api/shop', () => ({
  ...jest.requireActual('@/api/shop'),
  fetchCopywriting: jest.fn(async () => ({
    merchantId: '10001',
    client: 'H5',
    config: { 'order.confirm.tips': '请在15分钟内完成支付', 'purchase.realNameTips': '实名制演出，一证一票' },
  })),
}))

const orders = orderApi as jest.Mocked<typeof orderApi>
const shows = showApi as jest.Mocked<typeof showApi>
const addresses = addressApi as jest.Mocked<typeof addressApi>
const attendees = attendeeApi as jest.Mocked<typeof attendeeApi>
const users = userApi as jest.Mocked<typeof userApi>
const couponsApi = couponApi as jest.Mocked<typeof couponApi>
const t = translator('zh-CN')

const PARAMS: ConfirmParams = {
  showId: 'SH1',
  sessionId: 'SH1S1',
  seatPlanId: 'SH1S1P1',
  qty: 2,
  seatIds: [],
  lines: [{ seatPlanId: 'SH1S1P1', qty: 2, seatIds: [] }],
  goods: [],
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
    couponCode: `CODE${id}`,
    status: 'AVAILABLE',
    amount: discountAmount,
    discount: null,
    discountDisplayInfo: { value: '', limitation: '' },
    limitation: 0,
    limitationType: 'AMOUNT',
    applyItemType: 'SHOW',
    useWay: 'ONLINE',
    useCouponRule: 'ALL',
    couponBizTypes: ['SHOW'],
    expirationType: 'FIXED',
    expirationUnit: null,
    length: null,
    startTime: 1_000_000_000_000,
    termDescription: '',
    promotionDescription: '',
    ruleComments: '',
    obtained: true,
    isNewArrival: false,
    defaultSelect: false,
    isChecked: false,
    couponUseLimitVO: {
      showIds: [],
      showSessionIds: [],
      seatPlanIds: [],
      venueIds: [],
      showTypes: [],
      tagIds: [],
      itemIds: [],
      categoryIds: [],
    },
    couponPackageId: null,
    merchantId: '10001',
    currency: 'CNY',
    qty: 1,
    orderId: null,
    obtainTime: 1_000_000_000_000,
    usedTime: null,
    ...extra,
  }
}

function preOrder(coupons: orderApi.OrderCoupon[], expressFee = 0, extra: Partial<orderApi.PreOrder> = {}): orderApi.PreOrder {
  return {
    ticketAmount: 760,
    goodsAmount: 0,
    goods: [],
    expressFee,
    discountAmount: 0,
    promotionAmount: 0,
    memberDiscountAmount: 0,
    couponAmount: 0,
    pointsAmount: 0,
    pointsUsed: 0,
    promotion: null,
    promotions: [],
    memberDiscount: null,
    points: { pointAmount: 0, rate: 10, adaptPointRuleVoList: [{ limitProportion: 20 }] },
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
    privilegeCards: [],
    chosenCardId: null,
    cardAmount: 0,
    ...extra,
  }
}

/** ¥50 off from ¥500 (applies to the ¥760 order); the Silver level's 98% on what it leaves (¥14.20). */
const PROMOTION: orderApi.OrderPromotion = {
  promotionId: 'PM1',
  title: '满500减50',
  method: 'FULL',
  promotionMethod: 'FULL',
  threshold: 50000,
  value: 5000,
  grantorMerchantId: '10001',
  activityType: 'PROMOTION',
  startTime: 1_000_000_000_000,
  endTime: 2_000_000_000_000,
  usable: true,
  discountAmount: 50,
  discountAmountCents: 5000,
}
const MEMBER: orderApi.OrderMemberDiscount = {
  privilegeId: 'MD2',
  belongTo: '银卡会员',
  targetName: '指定演出会员折扣',
  discountRate: 0.98,
  discountAmount: 14.2,
  discountAmountCents: 1420,
}
const POINTS = { pointAmount: 3500, rate: 10, adaptPointRuleVoList: [{ limitProportion: 20 }] }

/** A refusal the gateway words 'changed' (the tests read its code). */
const refusal = (statusCode: string) => businessError(statusCode, 'changed')

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
  totalAmount: 760,
  ticketAmount: 760,
  goodsAmount: 0,
  expressFee: 0,
  discountAmount: 50,
  currency: 'CNY',
  clientPayAmount: 710,
  payAmountChanged: false,
  reserveTime: 900,
  paidDeadline: 1_900_000_000_000,
  paidDeadlineTime: 900,
  holdMinutes: 15,
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
  // The logged-in account: its phone is the contact the page starts with.
  users.fetchProfile.mockResolvedValue(profile({ bizUserId: 'U1', cellphone: '13800138000', countryCode: '86' }))
  attendees.fetchAttendees.mockResolvedValue({ list: [], total: 0, offset: 0, length: 50, hasMore: false })
  orders.fetchCashier.mockReturnValue(new Promise(() => undefined))
  couponsApi.fetchSupportAutoUse.mockResolvedValue({ supportAutoUse: true })
  orders.preOrder.mockResolvedValue(preOrder([coupon('C15', 15), coupon('C50', 50), coupon('CX', 80, { usable: false })]))
})

async function renderPage() {
  const view = renderWithState(<ConfirmOrder params={PARAMS} />, { userId: 'U1', shop: SHOP })
  await screen.findByText(t('purchase.fee.tickets'))
  await waitFor(() => expect(users.fetchProfile).toHaveBeenCalled())
  await act(async () => undefined)
  return view
}

const total = (container: HTMLElement) => container.querySelector('.confirm-order__total-value')?.textContent

describe('confirm order', () => {
  it('sends the goods chosen with the tickets, lists them and adds them to the total undiscounted', async () => {
    const vinyl: orderApi.OrderGoods = {
      spu: { spuId: 'G1005' },
      spuId: 'G1005',
      skuId: 'G1005-K2',
      name: '原声黑胶',
      posterUrl: '/static/goods.svg',
      skuLabel: '豪华版',
      qty: 2,
      unitPrice: 299,
      amount: 598,
    }
    orders.preOrder.mockResolvedValue(preOrder([coupon('C50', 50)], 0, { goodsAmount: 598, goods: [vinyl] }))
    const params: ConfirmParams = { ...PARAMS, goods: [{ spuId: 'G1005', skuId: 'G1005-K2', qty: 2 }] }
    const { container } = renderWithState(<ConfirmOrder params={params} />, { userId: 'U1', shop: SHOP })
    await screen.findByText(t('purchase.fee.goods'))
    expect(orders.preOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        items: expect.arrayContaining([{ spu: { spuId: 'G1005' }, skuId: 'G1005-K2', qty: 2 }]) as unknown,
      }),
    )
    const line = container.querySelector('.order-goods__line[data-sku="G1005-K2"]')
    expect(line?.textContent).toContain('原声黑胶')
    expect(line?.textContent).toContain('豪华版')
    expect(line?.querySelector('.order-goods__qty')?.textContent).toBe('×2')
    expect(line?.querySelector('.order-goods__amount')?.textContent).toBe('¥598.00')
    expect(container.querySelector('.confirm-order__fee--goods .confirm-order__fee-value')?.textContent).toBe('¥598.00')
    // 760 - 50 coupon on the tickets + 598 goods.
    expect(total(container)).toBe('¥1308.00')
  })

  it("shows the shop's order tips, and its real-name rule only on a real-name show (copywriting)", async () => {
    const { container } = await renderPage()
    await screen.findByText('请在15分钟内完成支付')
    expect(screen.queryByText('实名制演出，一证一票')).toBeNull()
    expect(container.querySelectorAll('.confirm-order__tip')).toHaveLength(1)
  })

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

  it('support_auto_use: the gateway’s pick when allowed; none when the gateway says no (whatever the cached shop config says)', async () => {
    orders.preOrder.mockResolvedValue(preOrder([coupon('C15', 15), coupon('C50', 50)], 0, { chosenCouponId: 'C15' }))
    const picked = await renderPage()
    expect(picked.container.querySelector('.confirm-order__coupon--on')?.getAttribute('data-coupon-template')).toBe('TC15')
    picked.unmount()
    resetServerData()
    couponsApi.fetchSupportAutoUse.mockResolvedValue({ supportAutoUse: false })
    const { container } = await renderPage()
    await waitFor(() => expect(container.querySelector('.confirm-order__coupon--on')).toBeNull())
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

  it("sends the account's phone with its area as the contact (prefilled)", async () => {
    orders.createOrder.mockReturnValue(new Promise(() => undefined))
    const { container } = await renderPage()
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    expect(orders.createOrder).toHaveBeenCalledTimes(1)
    const [body] = orders.createOrder.mock.calls[0] as [{ contact?: unknown }, string]
    expect(body.contact).toEqual({ cellphone: '13800138000', cellphoneAreaCode: '86', type: 'PHONE' })
  })

  it('supportEmailOrder (D21): the contact is the account’s e-mail (prefilled) instead of the phone, and a bad one is refused', async () => {
    users.fetchProfile.mockResolvedValue(
      profile({ bizUserId: 'U1', cellphone: '66123456', countryCode: '853', email: 'ana@example.mo' }),
    )
    orders.createOrder.mockReturnValue(new Promise(() => undefined))
    const view = renderWithState(<ConfirmOrder params={PARAMS} />, { userId: 'U1', shop: { ...SHOP, supportEmailOrder: true } })
    await screen.findByText(t('purchase.fee.tickets'))
    const { container } = view
    const email = await nativeInput(container, '.confirm-order__input--email input')
    await waitFor(() => expect(email.value).toBe('ana@example.mo'))
    expect(container.querySelector('.confirm-order__input--email')).not.toBeNull()
    expect(container.querySelector('.confirm-order__input--phone')).toBeNull()
    expect(screen.getByText(t('order.confirm.contactEmail'))).toBeTruthy()

    fireEvent.input(email, { target: { value: 'ana@' } })
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    expect(container.querySelector('.confirm-order__error--contact')?.textContent).toBeTruthy()
    expect(orders.createOrder).not.toHaveBeenCalled()

    fireEvent.input(email, { target: { value: 'ana@example.mo' } })
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    const [body] = orders.createOrder.mock.calls[0] as [{ contact?: unknown }, string]
    expect(body.contact).toEqual({ email: 'ana@example.mo', type: 'EMAIL' })
  })

  it('an account without a phone: the empty contact is refused beside it, nothing sent', async () => {
    users.fetchProfile.mockResolvedValue(profile({ bizUserId: 'U1', cellphone: null, email: 'a@example.com' }))
    const { container } = await renderPage()
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    expect(container.querySelector('.confirm-order__error--contact')?.textContent).toBe(t('order.confirm.needPhone'))
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

  it('22037056: says the promotion changed from what to what, shows the new total, and does not submit again by itself', async () => {
    orders.preOrder.mockResolvedValue(preOrder([coupon('C15', 15)], 0, { promotion: PROMOTION, promotions: [PROMOTION] }))
    orders.createOrder.mockRejectedValueOnce(refusal('22037056'))
    const { container } = await renderPage()
    // 760 - 50 - 15 = 695
    expect(total(container)).toBe('¥695.00')
    const moved = { ...PROMOTION, discountAmount: 60 }
    orders.preOrder.mockResolvedValue(preOrder([coupon('C15', 15)], 0, { promotion: moved, promotions: [moved] }))
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    await screen.findByText(t('purchase.reprice.promotionDiscountWrong'))
    expect(screen.getByText(t('order.confirm.promotionChanged', { before: '¥50.00', after: '¥60.00' }))).toBeTruthy()
    expect(screen.getByText(t('order.confirm.totalChanged', { before: '¥695.00', after: '¥685.00' }))).toBeTruthy()
    expect(total(container)).toBe('¥685.00')
    expect(orders.createOrder).toHaveBeenCalledTimes(1)
    expect(orders.createOrder.mock.calls[0]?.[0]).toMatchObject({ promotionId: 'PM1', promotionAmount: 50 })
  })

  it('promotion, member discount, coupon and points (on by itself when the shop says autoChoosePoint) in the breakdown and the body', async () => {
    orders.preOrder.mockResolvedValue(
      preOrder([coupon('C15', 15)], 0, { promotion: PROMOTION, promotions: [PROMOTION], memberDiscount: MEMBER, points: POINTS }),
    )
    orders.createOrder.mockReturnValue(new Promise(() => undefined))
    const shop = {
      merchantId: '10001',
      cyMerchantPrimeConfigVO: { autoChooseBestCoupon: true, autoChoosePoint: true },
    } as ShopConfig
    const { container } = renderWithState(<ConfirmOrder params={PARAMS} />, { userId: 'U1', shop })
    await screen.findByText(t('purchase.fee.points'))
    const fee = (key: string) => container.querySelector(`.confirm-order__fee--${key} .confirm-order__fee-value`)?.textContent
    expect(fee('promotion')).toBe('-¥50.00')
    expect(fee('memberDiscount')).toBe('-¥14.20')
    expect(fee('coupon')).toBe('-¥15.00')
    // 760 - 50 - 14.20 - 15 = 680.80; 20% of it = 136.16 (1362 points).
    expect(fee('points')).toBe('-¥136.16')
    expect(total(container)).toBe('¥544.64')
    expect(screen.getByText('银卡会员')).toBeTruthy()
    const toggle = container.querySelector('.confirm-order__switch') as Element
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    expect(orders.createOrder.mock.calls[0]?.[0]).toMatchObject({
      promotionId: 'PM1',
      promotionAmount: 50,
      privilegeId: 'MD2',
      memberDiscountAmount: 14.2,
      couponId: 'C15',
      usePoints: true,
      paymentParam: { payAmount: 544.64 },
    })
  })

  it('D38: offers a privilege card held for the show; choosing it prices the order again with it and sends it', async () => {
    const card: orderApi.OrderPrivilegeCard = {
      userCardInstanceId: 'UC1',
      cardId: 'PC1001',
      cardName: '戏剧畅看卡',
      cardUrl: '/static/posters/PC1001.svg',
      usable: true,
      reason: null,
      discountAmount: 760,
      discountAmountCents: 76_000,
      redeemTickets: 2,
      remainingTimes: 3,
      convertibleTimes: 3,
      discountRate: null,
      expirationTime: 1_900_000_000_000,
    }
    const outside = { ...card, userCardInstanceId: 'UC2', cardName: '音乐会年卡', usable: false, reason: 'NOT_IN_RANGE' as const }
    orders.preOrder.mockImplementation((body) =>
      Promise.resolve(
        body.userCardId === 'UC1'
          ? preOrder([], 0, { privilegeCards: [card, outside], chosenCardId: 'UC1', cardAmount: 760 })
          : preOrder([coupon('C50', 50)], 0, { privilegeCards: [card, outside] }),
      ),
    )
    orders.createOrder.mockReturnValue(new Promise(() => undefined))
    const { container } = await renderPage()
    // Only the card usable here is offered; not chosen by itself.
    const offered = container.querySelectorAll('.confirm-order__privilege-card')
    expect(offered).toHaveLength(1)
    expect(offered[0]?.textContent).toContain('戏剧畅看卡')
    expect(offered[0]?.textContent).toContain(t('purchase.card.left', { count: 3 }))
    expect(total(container)).toBe('¥710.00')
    await act(async () => {
      fireEvent.click(offered[0] as Element)
    })
    await waitFor(() => expect(total(container)).toBe('¥0.00'))
    expect(orders.preOrder).toHaveBeenLastCalledWith(expect.objectContaining({ userCardId: 'UC1' }))
    const fee = container.querySelector('.confirm-order__fee--card .confirm-order__fee-value')?.textContent
    expect(fee).toBe('-¥760.00')
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    expect(orders.createOrder.mock.calls[0]?.[0]).toMatchObject({ userCardId: 'UC1', paymentParam: { payAmount: 0 } })
    expect(orders.createOrder.mock.calls[0]?.[0]).not.toHaveProperty('couponId')
  })

  it('the points switch: off by default without autoChoosePoint, on when tapped; hidden when no points pay anything', async () => {
    orders.preOrder.mockResolvedValue(preOrder([], 0, { points: POINTS }))
    const { container } = await renderPage()
    const toggle = container.querySelector('.confirm-order__switch') as Element
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(total(container)).toBe('¥760.00')
    await act(async () => {
      fireEvent.click(toggle)
    })
    // 20% of 760 = 152 (1520 points).
    expect(total(container)).toBe('¥608.00')
    expect(screen.getByText(t('order.confirm.pointsOffer', { balance: 3500, points: 1520, amount: '¥152.00' }))).toBeTruthy()
  })

  it('in the show’s captcha window without a token: the captcha first, nothing sent', async () => {
    shows.fetchShowStatic.mockResolvedValue({
      showId: 'SH1',
      showName: '周末电台',
      posterUrl: '',
      venueName: '回声现场',
      currency: 'CNY',
      deliveryMethods: ['E_TICKET'],
      realName: false,
      purchaseLimit: 6,
      minLimitAge: null,
      captchaSwitch: { startTime: 0, endTime: 4_000_000_000_000, types: ['SLIDER'] },
    } as unknown as showApi.ShowStatic)
    shows.fetchPurchaseCaptcha.mockReturnValue(new Promise(() => undefined))
    const { container } = await renderPage()
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    expect(container.querySelector('.captcha-popup')).toBeTruthy()
    expect(orders.createOrder).not.toHaveBeenCalled()
    expect(shows.fetchPurchaseCaptcha).toHaveBeenCalledWith('SH1')
  })

  it('no points to use: no points row', async () => {
    const { container } = await renderPage()
    expect(container.querySelector('.confirm-order__points')).toBeNull()
  })

  it('22037057: says the member discount changed and prices again', async () => {
    orders.preOrder.mockResolvedValue(preOrder([], 0, { memberDiscount: MEMBER }))
    orders.createOrder.mockRejectedValueOnce(refusal('22037057'))
    const { container } = await renderPage()
    orders.preOrder.mockResolvedValue(preOrder([], 0, { memberDiscount: { ...MEMBER, discountRate: 0.9, discountAmount: 76 } }))
    await act(async () => {
      fireEvent.click(container.querySelector('.confirm-order__submit') as Element)
    })
    await screen.findByText(t('purchase.reprice.memberDiscountChange'))
    expect(screen.getByText(t('order.confirm.memberDiscountChanged', { before: '¥14.20', after: '¥76.00' }))).toBeTruthy()
    expect(total(container)).toBe('¥684.00')
  })

  it.each([
    [
      'a seat-map order',
      { ...PARAMS, qty: 1, seatIds: ['205-3-12'], lines: [{ seatPlanId: 'SH1S1P1', qty: 1, seatIds: ['205-3-12'] }] },
      'order.confirm.seatsTaken',
    ],
    ['a stock order', PARAMS, 'order.confirm.unavailable'],
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
