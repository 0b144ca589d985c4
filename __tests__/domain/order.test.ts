import {
  browserType,
  confirmParams,
  countdownText,
  defaultDelivery,
  exchangeWords,
  isPayCode,
  MAX_UNITS,
  moneyText,
  newIdempotencyKey,
  orderBody,
  payFailureWords,
  platformProduct,
  newStyleOf,
  returnPage,
  secondsLeft,
  siteUrl,
  submitKey,
  submitProblems,
  contactPrefill,
  contactType,
  type ConfirmParams,
} from '@/domain/order'

const PARAMS: ConfirmParams = {
  showId: 'SH1',
  sessionId: 'SH1S1',
  seatPlanId: 'SH1S1P1',
  qty: 2,
  seatIds: [],
  lines: [{ seatPlanId: 'SH1S1P1', qty: 2, seatIds: [] }],
  goods: [],
}

describe('confirmParams', () => {
  it('reads the booking page’s parameters', () => {
    expect(confirmParams({ showId: 'SH1', sessionId: 'S', seatPlanId: 'P', qty: '3' })).toEqual({
      showId: 'SH1',
      sessionId: 'S',
      seatPlanId: 'P',
      qty: 3,
      seatIds: [],
      lines: [{ seatPlanId: 'P', qty: 3, seatIds: [] }],
      goods: [],
    })
  })

  it('reads the tied-sale goods chosen with the tickets (spuId~skuId~qty), leaving malformed ones out', () => {
    const params = confirmParams({
      showId: 'SH1',
      sessionId: 'S',
      seatPlanId: 'P',
      qty: '1',
      goods: 'G1005~G1005-K2~1,G1001~G1001-K3~2,bad~~x,G1001~G1001-K3~5',
    })
    expect(params?.goods).toEqual([
      { spuId: 'G1005', skuId: 'G1005-K2', qty: 1 },
      { spuId: 'G1001', skuId: 'G1001-K3', qty: 2 },
    ])
    // Goods do not change the tickets.
    expect(params?.qty).toBe(1)
    expect(params?.lines).toEqual([{ seatPlanId: 'P', qty: 1, seatIds: [] }])
  })

  it('reads the seat map’s parameters: one line per seat plan, in the order the plans first come', () => {
    const params = confirmParams({
      showId: 'SH1',
      sessionId: 'S',
      seatIds: '205-3-12,101-1-1,205-3-13',
      seatPlanIds: 'P4,P1,P4',
      qty: '3',
    })
    expect(params?.lines).toEqual([
      { seatPlanId: 'P4', qty: 2, seatIds: ['205-3-12', '205-3-13'] },
      { seatPlanId: 'P1', qty: 1, seatIds: ['101-1-1'] },
    ])
    expect(params?.seatPlanId).toBe('P4')
    expect(params?.qty).toBe(3)
    expect(params?.seatIds).toEqual(['205-3-12', '205-3-13', '101-1-1'])
  })

  it('refuses seats whose seat plans do not pair up with them', () => {
    expect(confirmParams({ showId: 'SH1', sessionId: 'S', seatIds: 'A1,A2', seatPlanIds: 'P1' })).toBeUndefined()
    expect(confirmParams({ showId: 'SH1', sessionId: 'S', seatIds: 'A1,A2' })).toBeUndefined()
  })

  it('takes the number of seats from seatIds (duplicates and blanks dropped), whatever qty says', () => {
    expect(confirmParams({ showId: 'a', sessionId: 'b', seatPlanId: 'c', qty: '5', seatIds: 'A1, A2,,A1' })?.seatIds).toEqual([
      'A1',
      'A2',
    ])
    expect(confirmParams({ showId: 'a', sessionId: 'b', seatPlanId: 'c', qty: '5', seatIds: 'A1,A2' })?.qty).toBe(2)
  })

  it('refuses a missing id or a quantity outside 1..MAX_UNITS', () => {
    expect(confirmParams({ sessionId: 'b', seatPlanId: 'c', qty: '1' })).toBeUndefined()
    expect(confirmParams({ showId: 'a', seatPlanId: 'c', qty: '1' })).toBeUndefined()
    expect(confirmParams({ showId: 'a', sessionId: 'b', qty: '1' })).toBeUndefined()
    expect(confirmParams({ showId: 'a', sessionId: 'b', seatPlanId: 'c', qty: '0' })).toBeUndefined()
    expect(confirmParams({ showId: 'a', sessionId: 'b', seatPlanId: 'c', qty: '1.5' })).toBeUndefined()
    expect(confirmParams({ showId: 'a', sessionId: 'b', seatPlanId: 'c', qty: 'x' })).toBeUndefined()
    expect(confirmParams({ showId: 'a', sessionId: 'b', seatPlanId: 'c', qty: String(MAX_UNITS) })?.qty).toBe(MAX_UNITS)
    expect(confirmParams({ showId: 'a', sessionId: 'b', seatPlanId: 'c', qty: String(MAX_UNITS + 1) })).toBeUndefined()
  })
})

describe('defaultDelivery', () => {
  it('is the e-ticket when offered (or nothing is said), else the first method', () => {
    expect(defaultDelivery(['EXPRESS', 'E_TICKET'])).toBe('E_TICKET')
    expect(defaultDelivery([])).toBe('E_TICKET')
    expect(defaultDelivery(['EXPRESS', 'VENUE'])).toBe('EXPRESS')
  })
})

describe('orderBody', () => {
  it('gives every ticket of a multi-ticket unit its own holder, not only the first (real-name: one ID per ticket)', () => {
    // A 2-person package (seat plan unit 2) bought once is two tickets: both holders go with it.
    const one = orderBody({
      params: { ...PARAMS, qty: 1, lines: [{ seatPlanId: 'SH1S1P1', qty: 1, seatIds: [] }] },
      delivery: 'E_TICKET',
      audienceIds: ['U1', 'U2'],
      seatPlanUnits: { SH1S1P1: 2 },
    })
    expect(one.items).toEqual([
      { spu: { showId: 'SH1' }, sessionId: 'SH1S1', seatPlanId: 'SH1S1P1', qty: 1, audienceIds: ['U1', 'U2'] },
    ])
    // Two lines: each takes its own tickets' holders, in order.
    const two = orderBody({
      params: {
        ...PARAMS,
        qty: 3,
        lines: [
          { seatPlanId: 'P2', qty: 1, seatIds: [] },
          { seatPlanId: 'P1', qty: 2, seatIds: [] },
        ],
      },
      delivery: 'E_TICKET',
      audienceIds: ['U1', 'U2', 'U3', 'U4'],
      seatPlanUnits: { P2: 2, P1: 1 },
    })
    expect(two.items.map((item) => ('audienceIds' in item ? item.audienceIds : undefined))).toEqual([
      ['U1', 'U2'],
      ['U3', 'U4'],
    ])
  })

  it('sends the goods after the tickets as spu.spuId, skuId and qty', () => {
    const params = confirmParams({ showId: 'SH1', sessionId: 'S', seatPlanId: 'P', qty: '2', goods: 'G1~G1-K1~1,G2~G2-K4~3' })
    const body = orderBody({ params: params as ConfirmParams, delivery: 'E_TICKET', audienceIds: [] })
    expect(body.items).toEqual([
      { spu: { showId: 'SH1' }, sessionId: 'S', seatPlanId: 'P', qty: 2 },
      { spu: { spuId: 'G1' }, skuId: 'G1-K1', qty: 1 },
      { spu: { spuId: 'G2' }, skuId: 'G2-K4', qty: 3 },
    ])
    // Without goods, only the tickets.
    expect(orderBody({ params: PARAMS, delivery: 'E_TICKET', audienceIds: [] }).items).toHaveLength(1)
  })

  it('carries spu.showId, the units, seats and attendees, and the address only for express', () => {
    expect(
      orderBody({
        params: { ...PARAMS, seatIds: ['A1', 'A2'], lines: [{ seatPlanId: 'SH1S1P1', qty: 2, seatIds: ['A1', 'A2'] }] },
        delivery: 'E_TICKET',
        addressId: 'AD1',
        audienceIds: ['U1', 'U2'],
        couponId: 'C1',
        payCents: 76050,
      }),
    ).toEqual({
      items: [
        {
          spu: { showId: 'SH1' },
          sessionId: 'SH1S1',
          seatPlanId: 'SH1S1P1',
          qty: 2,
          seatIds: ['A1', 'A2'],
          audienceIds: ['U1', 'U2'],
        },
      ],
      deliveryMethod: 'E_TICKET',
      couponId: 'C1',
      paymentParam: { payAmount: 760.5 },
    })
    expect(orderBody({ params: PARAMS, delivery: 'EXPRESS', addressId: 'AD1', audienceIds: [] }).addressId).toBe('AD1')
  })

  it('makes one item per seat plan of the seat map, the attendees shared out in the order chosen', () => {
    const params = confirmParams({ showId: 'SH1', sessionId: 'S', seatIds: 'A1,B1,A2', seatPlanIds: 'P4,P1,P4' })
    const body = orderBody({ params: params as ConfirmParams, delivery: 'E_TICKET', audienceIds: ['U1', 'U2', 'U3'] })
    expect(
      body.items.map((item) => ('seatPlanId' in item ? [item.seatPlanId, item.qty, item.seatIds, item.audienceIds] : [])),
    ).toEqual([
      ['P4', 2, ['A1', 'A2'], ['U1', 'U2']],
      ['P1', 1, ['B1'], ['U3']],
    ])
  })

  it('sends a trimmed contact only when one was typed', () => {
    expect(
      orderBody({ params: PARAMS, delivery: 'E_TICKET', audienceIds: [], contactName: '  ', contactPhone: '' }).contact,
    ).toBeUndefined()
    expect(
      orderBody({ params: PARAMS, delivery: 'E_TICKET', audienceIds: [], contactName: ' 李四 ', contactPhone: '13800138000' })
        .contact,
    ).toEqual({
      name: '李四',
      cellphone: '13800138000',
      cellphoneAreaCode: '86',
      type: 'PHONE',
    })
  })

  it("sends the phone's area, or the e-mail for an e-mail contact", () => {
    const choice = { params: PARAMS, delivery: 'E_TICKET' as const, audienceIds: [] }
    expect(orderBody({ ...choice, contactPhone: '66123456', contactAreaCode: '853' }).contact).toEqual({
      cellphone: '66123456',
      cellphoneAreaCode: '853',
      type: 'PHONE',
    })
    expect(
      orderBody({ ...choice, contactType: 'EMAIL', contactEmail: ' ana@example.mo ', contactPhone: '66123456' }).contact,
    ).toEqual({ email: 'ana@example.mo', type: 'EMAIL' })
  })
})

describe('the contact (spec sections 3 and 5)', () => {
  it('is prefilled from the account: its phone with its area, its e-mail', () => {
    expect(contactPrefill({ cellphone: '66123456', countryCode: '853', email: null }, '86')).toEqual({
      phone: '66123456',
      areaCode: '853',
      email: '',
    })
    expect(contactPrefill({ cellphone: '13800138000', countryCode: null }, '853')).toEqual({
      phone: '13800138000',
      areaCode: '86',
      email: '',
    })
    expect(contactPrefill({ cellphone: null, email: 'ana@example.mo' }, '853')).toEqual({
      phone: '',
      areaCode: '853',
      email: 'ana@example.mo',
    })
    expect(contactPrefill(null, '86')).toEqual({ phone: '', areaCode: '86', email: '' })
  })

  it('is by e-mail in a shop that takes e-mail orders, by phone otherwise', () => {
    expect(contactType(true)).toBe('EMAIL')
    expect(contactType(false)).toBe('PHONE')
    expect(contactType(undefined)).toBe('PHONE')
  })

  it('is required on the confirm page: an empty phone or e-mail is refused with what is needed', () => {
    expect(submitProblems({ delivery: 'E_TICKET', contactType: 'PHONE', contactPhone: ' ' })).toEqual([
      { field: 'contact', wordKey: 'order.confirm.needPhone' },
    ])
    expect(submitProblems({ delivery: 'E_TICKET', contactType: 'EMAIL', contactEmail: '' })).toEqual([
      { field: 'contact', wordKey: 'order.confirm.needEmail' },
    ])
    expect(submitProblems({ delivery: 'E_TICKET', contactType: 'EMAIL', contactEmail: 'ana@' })).toEqual([
      { field: 'contact', wordKey: 'order.confirm.badEmail' },
    ])
    expect(submitProblems({ delivery: 'E_TICKET', contactType: 'EMAIL', contactEmail: 'ana@example.mo' })).toEqual([])
  })

  it("checks the phone by its area's rule: a Macau 8-digit mobile with +853", () => {
    expect(
      submitProblems({ delivery: 'E_TICKET', contactType: 'PHONE', contactPhone: '66123456', contactAreaCode: '853' }),
    ).toEqual([])
    expect(submitProblems({ delivery: 'E_TICKET', contactType: 'PHONE', contactPhone: '66123456' })).toEqual([
      { field: 'contact', wordKey: 'order.confirm.badPhone', params: { areaCode: '86' } },
    ])
  })
})

describe('submitProblems', () => {
  it('asks for an address on express only', () => {
    expect(submitProblems({ delivery: 'EXPRESS', addressId: null })).toEqual([
      { field: 'address', wordKey: 'order.confirm.needAddress' },
    ])
    expect(submitProblems({ delivery: 'EXPRESS', addressId: 'AD1' })).toEqual([])
    expect(submitProblems({ delivery: 'E_TICKET', addressId: null })).toEqual([])
  })

  it('refuses a contact phone that is not 11 digits starting with 1 (an empty one is fine)', () => {
    expect(submitProblems({ delivery: 'E_TICKET', contactPhone: '' })).toEqual([])
    expect(submitProblems({ delivery: 'E_TICKET', contactPhone: '13800138000' })).toEqual([])
    for (const phone of ['1380013800', '138001380001', '23800138000', '1380013800a']) {
      expect(submitProblems({ delivery: 'E_TICKET', contactPhone: phone })).toEqual([
        { field: 'contact', wordKey: 'order.confirm.badPhone', params: { areaCode: '86' } },
      ])
    }
  })
})

describe('submitKey', () => {
  const body = orderBody({ params: PARAMS, delivery: 'E_TICKET', audienceIds: [] })
  let n = 0
  const fresh = () => `k${++n}`

  it('keeps the key for the same order asked again and takes a new one for a changed order', () => {
    const first = submitKey(undefined, body, fresh)
    expect(submitKey(first, orderBody({ params: PARAMS, delivery: 'E_TICKET', audienceIds: [] }), fresh)).toBe(first)
    const changed = submitKey(first, orderBody({ params: PARAMS, delivery: 'E_TICKET', audienceIds: [], couponId: 'C1' }), fresh)
    expect(changed.key).not.toBe(first.key)
  })

  it('makes keys that differ by time and by chance', () => {
    expect(newIdempotencyKey(1000, () => 0.5)).not.toBe(newIdempotencyKey(1001, () => 0.5))
    expect(newIdempotencyKey(1000, () => 0.1)).not.toBe(newIdempotencyKey(1000, () => 0.2))
    expect(newIdempotencyKey(1000, () => 0)).toMatch(/^[0-9a-z]+-[0-9a-z]{8}$/)
  })
})

describe('countdown', () => {
  it('counts down from what the gateway said, never below 0', () => {
    expect(secondsLeft(900, 0, 0)).toBe(900)
    expect(secondsLeft(900, 0, 1)).toBe(900)
    expect(secondsLeft(900, 0, 1000)).toBe(899)
    expect(secondsLeft(900, 0, 900_000)).toBe(0)
    expect(secondsLeft(900, 0, 1_000_000)).toBe(0)
  })

  it('shows mm:ss, and hours when there are any', () => {
    expect(countdownText(0)).toBe('00:00')
    expect(countdownText(59)).toBe('00:59')
    expect(countdownText(899)).toBe('14:59')
    expect(countdownText(3600)).toBe('1:00:00')
    expect(countdownText(3723)).toBe('1:02:03')
    expect(countdownText(-5)).toBe('00:00')
  })
})

describe('payment products and return pages', () => {
  it('knows each platform’s own product; the web has none', () => {
    expect(platformProduct('MP_WEIXIN')).toBe('WEIXIN_MINI')
    expect(platformProduct('MP_ALI')).toBe('ALIPAY_MINI')
    expect(platformProduct('MP_TT')).toBe('TT_PAY')
    expect(platformProduct('MP_XHS')).toBe('XHS_PAY')
    expect(platformProduct('WXH5')).toBe('WEIXIN_JSAPI')
    expect(platformProduct('CMB')).toBe('CMB_PAY')
    expect(platformProduct('H5')).toBeUndefined()
    expect(browserType('WXH5')).toBe('WEIXIN')
    expect(browserType('H5')).toBe('OTHER')
  })

  it('returns to /pay-success with the order type lowercased (ticket by default) and the channel', () => {
    expect(returnPage({ orderId: 'O1' })).toEqual({ name: 'paySuccess', params: { orderId: 'O1', orderType: 'ticket' } })
    // Spec s2: parking returns to pay-success with fromPage (the classic page, whatever the style).
    expect(returnPage({ orderId: 'O2', orderType: 'PARKING', newStyle: true })).toEqual({
      name: 'paySuccess',
      params: { orderId: 'O2', orderType: 'parking', fromPage: 'parkingDetail' },
    })
    expect(returnPage({ orderId: 'O1', orderType: 'GOODS', channelId: 'CH' })).toEqual({
      name: 'paySuccess',
      params: { orderId: 'O1', orderType: 'goods', channelId: 'CH' },
    })
    expect(returnPage({ orderId: 'O1', newStyle: true }).name).toBe('paySuccessNew')
    // Spec s2, D16: a paid membership returns to /member-pay-success (orderId, channelId), whatever the style.
    expect(returnPage({ orderId: 'O3', orderType: 'MEMBER', channelId: 'CH', newStyle: true })).toEqual({
      name: 'memberPaySuccess',
      params: { orderId: 'O3', channelId: 'CH' },
    })
    // The new-style flag travels on the provider's return URL as newStyle=1.
    expect(newStyleOf({ newStyle: '1' })).toBe(true)
    expect(newStyleOf({ newStyle: '0' })).toBe(false)
    expect(newStyleOf({})).toBe(false)
    expect(returnPage({ orderId: 'O1', ticketId: 'T1', channelId: 'CH' })).toEqual({
      name: 'ticketDetail',
      params: { id: 'T1', channelId: 'CH', source: '1', target: '1', pageSource: 'purchase' },
    })
  })

  it('builds absolute return addresses on the site', () => {
    expect(siteUrl('http://x.test/', '/pay-loading', { orderId: 'O 1' })).toBe('http://x.test/pay-loading?orderId=O%201')
    expect(siteUrl('http://x.test', '/order/detail/O1')).toBe('http://x.test/order/detail/O1')
  })
})

describe('payment words', () => {
  it('says nothing for a cancel and Payment failed otherwise', () => {
    expect(payFailureWords({ cancelled: true })).toBeUndefined()
    expect(payFailureWords({ cancelled: false })).toBe('order.pay.failed')
    expect(payFailureWords(undefined)).toBe('order.pay.failed')
  })

  it('shows the exchanged amount with 2 decimals, and nothing without an exchange', () => {
    expect(exchangeWords(null)).toBeUndefined()
    expect(exchangeWords({ exchangeAmount: 97.345, exchangeCurrency: 'CNY', rate: 0.9 })).toEqual({
      wordKey: 'order.pay.exchange',
      params: { amount: '97.35', currency: 'CNY', rate: 0.9 },
    })
  })

  it('takes 6 digits as a verification code, nothing else', () => {
    expect(isPayCode('123456')).toBe(true)
    expect(isPayCode('12345')).toBe(false)
    expect(isPayCode('1234567')).toBe(false)
    expect(isPayCode('12345a')).toBe(false)
  })

  it('writes money with the currency’s sign, RMB when none is known', () => {
    expect(moneyText(76000, 'CNY')).toBe('¥760.00')
    expect(moneyText(12050, 'MOP')).toBe('MOP$120.50')
    expect(moneyText(100, 'USD')).toBe('USD 1.00')
    expect(moneyText(5, null)).toBe('RMB 0.05')
  })
})
