import { BOOKING_BACK_MODE, ERROR_CODES, HttpError, HTTP_MESSAGES, TOAST_DURATION_MS, type ReactionMode } from '@/http'
import { DEFAULT_BUSINESS_MODE, REACTION_MODES } from '@/http/error-codes'
import { WAITING_COUNTDOWN_SECONDS, resolveReaction } from '@/http/reactions'
import { envelope, settle, setup, track } from './fakes'

const CALL = { service: 'trade', path: '/buyer/v1/orders/pre_order', method: 'POST', data: {}, importance: 'high' } as const

const business = (statusCode: number | string, comments = '', subComments = '') =>
  new HttpError({
    kind: 'business',
    message: comments,
    envelope: { statusCode, comments, data: null, subComments, actText: '' },
  })

describe('the error-code table (spec section 8) is data', () => {
  it('lists every code of the spec with its reaction', () => {
    const table = Object.fromEntries(
      Object.entries(ERROR_CODES).map(([code, rule]) => [code, [rule.name, rule.mode, rule.action ?? null]]),
    )
    expect(table).toEqual({
      '12501099': ['memberDiscountWrong', 'alert', null],
      '22037057': ['memberDiscountChange', 'alert', null],
      '22037056': ['promotionDiscountWrong', 'alert', null],
      '15012009': ['loginOtherDevice', 'alert', 'logout'],
      '15012007': ['notLogin', 'none', 'logout'],
      '15012002': ['loginExpire', 'none', 'logout'],
      '15012008': ['tokenException', 'none', 'logout'],
      '10002008': ['loginOut', 'none', 'logout'],
      '15012010': ['tokenExpire', 'none', 'refreshToken'],
      '22046007': ['loginLanguage', 'none', 'languagePopup'],
      '22046008': ['loginLanguage', 'none', 'languagePopup'],
      RE030326003101: ['shopNotOpen', 'none', 'shopState'],
      RE110028217778: ['backToBooking', 'booking', null],
      RE110028217763: ['backToBooking', 'booking', null],
    })
    expect(ERROR_CODES['15012009']?.message).toBe(HTTP_MESSAGES.loginInvalid)
    expect(ERROR_CODES.RE030326003101?.onlyWhenShopNotOpen).toBe(true)
    expect(REACTION_MODES).toEqual([
      'none',
      'toast',
      'alert',
      'login',
      'back',
      'backRefresh',
      'waiting',
      'retry',
      'booking',
      'limiting',
    ])
    expect(BOOKING_BACK_MODE).toBe(11)
  })

  it('gives a code it does not list the default: a toast of its comments', () => {
    expect(DEFAULT_BUSINESS_MODE).toBe('toast')
    expect(resolveReaction(business(22031002, 'No tickets available'), { importance: 'low' })).toEqual({
      mode: 'toast',
      message: { text: 'No tickets available' },
    })
    expect(resolveReaction(business(22031002), { importance: 'low' })).toEqual({
      mode: 'toast',
      message: { key: HTTP_MESSAGES.defaultMessage },
    })
  })

  it('lets one call choose the mode of a code', () => {
    const error = business(22031003, 'The waitlist for the ticket price is full')
    const overrides: Record<string, ReactionMode> = { '22031003': 'backRefresh' }
    expect(resolveReaction(error, { importance: 'low', overrides }).mode).toBe('backRefresh')
    // A code's action stays when only its mode is overridden.
    expect(resolveReaction(business(15012007), { importance: 'low', overrides: { '15012007': 'login' } })).toMatchObject({
      mode: 'login',
      action: 'logout',
    })
  })

  it('dialogs take the comments as title and sub-comments as subtitle', () => {
    expect(
      resolveReaction(business(12501099, 'Member discount changed', 'Please confirm the new price'), { importance: 'high' }),
    ).toEqual({
      mode: 'alert',
      title: { text: 'Member discount changed' },
      message: { text: 'Please confirm the new price' },
    })
    // No comments: the default title 'too many visitors'.
    expect(resolveReaction(business(22037056), { importance: 'high' })).toEqual({
      mode: 'alert',
      title: { key: HTTP_MESSAGES.titleTooManyVisitors },
    })
  })
})

describe('reaction modes on screen', () => {
  it('toast: the comments for 2 s', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(22031001, null, { comments: 'You have reached the purchase limit' }))
    await expect(http.request(CALL)).rejects.toBeInstanceOf(HttpError)
    expect(TOAST_DURATION_MS).toBe(2000)
    expect(presenter.toasts).toEqual([{ message: { text: 'You have reached the purchase limit' }, durationMs: 2000 }])
    expect(presenter.dialogs).toHaveLength(0)
  })

  it('none: nothing shown', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(22031001, null, { comments: 'x' }))
    await expect(http.request({ ...CALL, reactions: { '22031001': 'none' } })).rejects.toBeInstanceOf(HttpError)
    expect(presenter.toasts).toHaveLength(0)
    expect(presenter.dialogs).toHaveLength(0)
  })

  it('silent: a call that shows nothing at all', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(12501099, null, { comments: 'x' }))
    await expect(http.request({ ...CALL, silent: true })).rejects.toBeInstanceOf(HttpError)
    expect(presenter.log).toEqual([])
  })

  it.each(['12501099', '22037057', '22037056'])('alert for %s: comments, subtitle, close; nothing else happens', async (code) => {
    const { http, transport, presenter, provider } = setup()
    transport.reply(envelope(Number(code), null, { comments: 'Price changed', subComments: 'Check it', actText: 'Got it' }))
    await expect(http.request(CALL)).rejects.toMatchObject({ statusCode: Number(code) })
    expect(presenter.lastDialog?.request).toEqual({
      mode: 'alert',
      title: { text: 'Price changed' },
      message: { text: 'Check it' },
      actionText: 'Got it',
    })
    presenter.lastDialog?.answer('confirm')
    await settle()
    expect(presenter.navigations).toEqual([])
    expect(provider.logout).not.toHaveBeenCalled()
  })

  it.each([
    ['login', 'confirm', [{ to: 'login' }]],
    ['login', 'cancel', []],
    ['back', 'confirm', [{ to: 'back' }]],
    ['backRefresh', 'confirm', [{ to: 'backRefresh' }]],
    ['booking', 'confirm', [{ to: 'booking', backMode: 11 }]],
    ['waiting', 'confirm', []],
  ] as const)('%s dialog, %s: navigates %j', async (mode, choice, navigations) => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(22039999, null, { comments: 'Something' }))
    const result = track(http.request({ ...CALL, reactions: { '22039999': mode } }))
    await settle()
    expect(result.error).toBeInstanceOf(HttpError)
    expect(presenter.lastDialog?.request.mode).toBe(mode)
    expect(presenter.navigations).toEqual([])
    presenter.lastDialog?.answer(choice)
    await settle()
    expect(presenter.navigations).toEqual(navigations)
  })

  it('waiting: the dialog closes only after a 5 s countdown', async () => {
    const { http, transport, presenter } = setup()
    transport.reply(envelope(22039999, null, { comments: 'Please wait' }))
    await expect(http.request({ ...CALL, reactions: { '22039999': 'waiting' } })).rejects.toBeInstanceOf(HttpError)
    expect(WAITING_COUNTDOWN_SECONDS).toBe(5)
    expect(presenter.lastDialog?.request).toMatchObject({ mode: 'waiting', countdownSeconds: 5 })
  })
})
