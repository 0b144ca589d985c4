/**
 * What the show detail and booking pages need beyond the catalogue and trade routes (issue 8,
 * items 1 and 2): sale reminders (shows/{id}/subscribe, spec section 7: SMS on the web, WeChat
 * subscribe messages on the mini-program), shortage registration (缺货登记, spec section 4: a
 * show short of tickets notifies its registrations in order), the tickets the caller already
 * holds against the purchase limit, the purchase captcha of a show's captcha window (a slide or
 * an image; the token it yields is valid only while its expiry is ahead), and the tied sales
 * (tied_sale_search: the goods sold with a show).
 */
import {
  Envelope,
  ShowParams,
  CaptchaToken,
  PurchaseCaptcha,
  Purchased,
  ReminderState,
  ShortageRegistration,
  ShortageRegistrations,
  TiedSale,
  CaptchaAnswerBody,
  CatalogueQuery,
  PlanChoice,
  ReminderQuery,
  ShortageRegistrationsQuery,
  TiedSaleQuery,
} from '@showtix/contract'
import { randomInt, randomUUID } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { CODES, badRequest, ok } from '../http/envelope'
import {
  accountPhone,
  cancelReminder,
  challengeOf,
  registerShortage,
  reminderOf,
  saveCaptchaToken,
  saveSlideChallenge,
  setReminder,
  shortageRegistrations,
  ticketsHeld,
  useChallenge,
} from '../services/catalogue/buyer-shows'
import { listSpus, tiedSpu } from '../services/catalogue/goods'
import { page } from '../services/catalogue/listing'
import {
  captchaWindow,
  effectiveStatus,
  findSession,
  findShow,
  plansOf,
  remainingByPlan,
  sessionStatus,
  type ShowRow,
} from '../services/catalogue/shows'
import { refuse } from '../services/trade/common'
import { authenticateOptional } from '../services/sessions'
import { checkCaptcha, createCaptcha } from '../services/verification'
import { SHOW, ctxOf } from './catalogue/common'

const TRADE = '/cyy_gatewayapi/trade'
const security = [{ accessToken: [] }]

/** Statuses a sale reminder makes sense for: the sale has not opened yet. */
export const REMINDABLE_STATUSES: readonly string[] = ['PRE_SALE', 'PENDING']
/** Spec section 4: shortage registration is for a show short of tickets. */
export const SHORTAGE_STATUSES: readonly string[] = ['LACK_OF_TICKET']
/** A solved purchase captcha is good for 5 minutes. */
export const CAPTCHA_TOKEN_TTL_MS = 5 * 60 * 1000
/** A slide captcha's piece lands within this many percent of the gap. */
export const SLIDE_TOLERANCE = 4
/** Where the gap of a slide captcha may be (percent of the track). */
const SLIDE_MIN = 20
const SLIDE_MAX = 90
/** A slide challenge lasts as long as an image captcha (the captchas table's 5 minutes). */
const CHALLENGE_TTL_MS = 5 * 60 * 1000

/** Refusal codes of these routes (in the style of the trade codes, 220312xx). */
export const SHOW_PAGE_CODES = {
  noSaleToRemind: 22031201,
  noPhoneForSms: 22031202,
  notShort: 22031203,
  captchaClosed: 22031204,
} as const

export default async function showPageRoutes(app: App): Promise<void> {
  const db = app.storage

  // --- Sale reminders -------------------------------------------------------------------------
  const reminderTags = ['show: reminders']

  app.get(
    `${SHOW}/buyer/v3/shows/:showId/subscribe`,
    {
      schema: {
        response: { 200: Envelope(ReminderState) },
        tags: reminderTags,
        security,
        summary:
          'Set a sale reminder (spec section 7): SMS to the account phone (web) or WeChat subscribe messages (mini-program); again: no change',
        params: ShowParams,
        querystring: ReminderQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const q = request.query
      if (q.showSessionId) await findSession(db, show, q.showSessionId)
      if (!REMINDABLE_STATUSES.includes(effectiveStatus(show, ctx.now))) {
        throw refuse(SHOW_PAGE_CODES.noSaleToRemind, 'The sale of this show has opened: there is nothing to remind of')
      }
      const phone = await accountPhone(db, request.userId)
      if (q.subscribeTargetType === 'SMS' && !phone) {
        throw refuse(SHOW_PAGE_CODES.noPhoneForSms, 'Bind a phone number to be reminded by SMS')
      }
      await setReminder(db, {
        userId: request.userId,
        showId: show.id,
        sessionId: q.showSessionId ?? null,
        channel: q.subscribeTargetType,
        remindType: q.remindType ?? 'SALE_REMIND',
        now: ctx.now,
        ...(phone
          ? {
              sms: {
                phone,
                text: `【Showtix】开售提醒已设置：${show.name}。We will text you when the sale of ${show.name_en ?? show.name} opens.`,
              },
            }
          : {}),
      })
      return ok(await reminderOf(db, request.userId, show.id))
    },
  )

  app.get(
    `${SHOW}/buyer/v3/shows/:showId/subscribe/state`,
    {
      schema: {
        response: { 200: Envelope(ReminderState) },
        tags: reminderTags,
        security,
        summary: 'Whether the caller has a sale reminder for this show, and by which channel',
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      return ok(await reminderOf(db, request.userId, show.id))
    },
  )

  app.delete(
    `${SHOW}/buyer/v3/shows/:showId/subscribe`,
    {
      schema: {
        response: { 200: Envelope(ReminderState) },
        tags: reminderTags,
        security,
        summary: 'Cancel the sale reminder (none: no change)',
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      await cancelReminder(db, request.userId, show.id)
      return ok(await reminderOf(db, request.userId, show.id))
    },
  )

  // --- Purchase limit: what the caller already holds ----------------------------------------
  app.get(
    `${TRADE}/buyer/v1/shows/:showId/purchased`,
    {
      schema: {
        response: { 200: Envelope(Purchased) },
        tags: ['trade: orders'],
        security,
        summary: "The show's purchase limit and the tickets the caller already holds in live orders (unpaid, waitlisted, paid)",
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const bought = await ticketsHeld(db, request.userId, show.id)
      return ok({ showId: show.id, purchaseLimit: show.purchase_limit, bought })
    },
  )

  // --- Shortage registration ------------------------------------------------------------------
  const shortageTags = ['trade: shortage registration']
  app.post(
    `${TRADE}/buyer/v1/shortage_registrations`,
    {
      schema: {
        // The registration just made is always found; typed as the handler's find (or undefined).
        response: { 200: Envelope(Type.Unsafe<ShortageRegistration | undefined>(ShortageRegistration)) },
        tags: shortageTags,
        security,
        summary:
          'Register for tickets of a show short of tickets (缺货登记): notified in order when tickets come back; again for the same seat plan: the quantity is updated, the place kept',
        body: PlanChoice,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const body = request.body
      const show = await findShow(db, body.showId, ctx.shop.merchantId)
      const session = await findSession(db, show, body.sessionId)
      const plans = await plansOf(db, session.id)
      const plan = plans.find((item) => item.id === body.seatPlanId)
      if (!plan) throw badRequest(`invalid body "seatPlanId": not a seat plan of session ${session.id}`)
      const left = [...(await remainingByPlan(db, show, plans)).values()].reduce((sum, n) => sum + n, 0)
      const status = sessionStatus(show, effectiveStatus(show, ctx.now), session, left, ctx.now)
      if (!SHORTAGE_STATUSES.includes(effectiveStatus(show, ctx.now)) && !SHORTAGE_STATUSES.includes(status)) {
        throw refuse(SHOW_PAGE_CODES.notShort, 'This show is not short of tickets: buy them directly', { showStatus: status })
      }
      if (body.qty * plan.seat_plan_unit > show.purchase_limit) {
        throw refuse(CODES.purchaseLimit, 'You have reached the purchase limit', { purchaseLimit: show.purchase_limit })
      }
      await registerShortage(db, {
        id: `SR${randomUUID().slice(0, 12)}`,
        userId: request.userId,
        showId: show.id,
        sessionId: session.id,
        seatPlanId: plan.id,
        qty: body.qty,
        now: ctx.now,
      })
      const mine = (await shortageRegistrations(db, request.userId, show.id)).find((entry) => entry.seatPlanId === plan.id)
      return ok(mine)
    },
  )

  app.get(
    `${TRADE}/buyer/v1/shortage_registrations`,
    {
      schema: {
        response: { 200: Envelope(ShortageRegistrations) },
        tags: shortageTags,
        security,
        summary: "The caller's shortage registrations for a show, with their places in line",
        querystring: ShortageRegistrationsQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.query.showId, ctx.shop.merchantId)
      return ok({ list: await shortageRegistrations(db, request.userId, show.id) })
    },
  )

  // --- The purchase captcha -------------------------------------------------------------------
  const captchaTags = ['show: purchase captcha']
  const buyerOf = async (accessToken: string | undefined): Promise<string | null> =>
    (await authenticateOptional(db, accessToken)) ?? null
  const windowOpen = (show: ShowRow, now: number) => Boolean(captchaWindow(show, now)?.open)

  app.post(
    `${SHOW}/pub/v3/show/:showId/captcha`,
    {
      schema: {
        response: { 200: Envelope(PurchaseCaptcha) },
        tags: captchaTags,
        summary:
          "A purchase captcha during the show's captcha window: a slide (the gap's place in percent of the track, answer within 4) or an image",
        params: ShowParams,
        querystring: CatalogueQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      const window = captchaWindow(show, ctx.now)
      if (!window || !windowOpen(show, ctx.now)) {
        throw refuse(SHOW_PAGE_CODES.captchaClosed, 'No captcha is needed for this show now')
      }
      const first = (window.types[0] ?? '').toUpperCase()
      if (first === 'SLIDER' || first === 'SLIDE') {
        const target = randomInt(SLIDE_MIN, SLIDE_MAX + 1)
        const captchaId = randomUUID()
        await saveSlideChallenge(db, captchaId, target, ctx.now + CHALLENGE_TTL_MS)
        return ok({ captchaId, kind: 'slide', target })
      }
      return ok({ kind: 'image', ...(await createCaptcha(db, ctx.now)) })
    },
  )

  app.post(
    `${SHOW}/pub/v3/show/:showId/captcha/verify`,
    {
      schema: {
        response: { 200: Envelope(CaptchaToken) },
        tags: captchaTags,
        summary: 'Check a purchase captcha (one try): a token valid for 5 minutes',
        params: ShowParams,
        querystring: CatalogueQuery,
        body: CaptchaAnswerBody,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const show = await findShow(db, request.params.showId, ctx.shop.merchantId)
      if (!windowOpen(show, ctx.now)) throw refuse(SHOW_PAGE_CODES.captchaClosed, 'No captcha is needed for this show now')
      const { captchaId, answer } = request.body
      const row = await challengeOf(db, captchaId)
      const slide = row !== undefined && /^[0-9]+$/.test(row.answer) && /^[0-9]+(\.[0-9]+)?$/.test(answer.trim())
      if (slide && row) {
        const first = await useChallenge(db, captchaId)
        const near = Math.abs(Number(answer) - Number(row.answer)) <= SLIDE_TOLERANCE
        if (!first || row.expires_at < ctx.now || !near) {
          throw refuse(CODES.captchaWrong, 'Verification failed, please try again')
        }
      } else {
        await checkCaptcha(db, captchaId, answer.trim().toLowerCase(), ctx.now)
      }
      const token = randomUUID()
      const expireTime = ctx.now + CAPTCHA_TOKEN_TTL_MS
      // The token is the buyer's when they are logged in (create order refuses it to anyone else);
      // solved before login, it becomes the first buyer's who uses it.
      await saveCaptchaToken(db, {
        token,
        showId: show.id,
        expiresAt: expireTime,
        userId: await buyerOf(request.ctx.accessToken),
      })
      return ok({ token, expireTime })
    },
  )

  // --- Tied sales ------------------------------------------------------------------------------
  app.get(
    `${SHOW}/pub/v5/tied_sale_search`,
    {
      schema: {
        response: { 200: Envelope(TiedSale) },
        tags: ['catalogue: goods'],
        summary: 'Tied sales: the goods sold with a show (spec section 7, tied_sale_search), each with `required` and its skus',
        querystring: TiedSaleQuery,
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request, request.query)
      const q = request.query
      const show = await findShow(db, q.showId, ctx.shop.merchantId)
      if (q.sessionId) await findSession(db, show, q.sessionId)
      const rows = await listSpus(db, { merchantId: ctx.shop.merchantId, showId: show.id })
      const result = page(rows, q.offset ?? 0, q.length ?? 20)
      const spuList = []
      for (const row of result.list) spuList.push(await tiedSpu(db, row, ctx.shop.currency, ctx.lang))
      return ok({
        showId: show.id,
        spuList,
        total: result.total,
        hasMore: result.hasMore,
      })
    },
  )
}
