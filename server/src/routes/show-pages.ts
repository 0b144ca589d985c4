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
} from '@showtix/contract'
import { randomInt, randomUUID } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { CODES, badRequest, ok } from '../http/envelope'
import { SPU_SELECT, tiedSpu, type SpuRow } from '../services/catalogue/goods'
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
import { LIVE_STATES, refuse } from '../services/trade/common'
import { authenticateOptional } from '../services/sessions'
import { checkCaptcha, createCaptcha } from '../services/verification'
import { Id, Length, Offset, SHOW, common, ctxOf } from './catalogue/common'

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

interface UserRow {
  cellphone: string | null
}

export default async function showPageRoutes(app: App): Promise<void> {
  const { db } = app

  // --- Sale reminders -------------------------------------------------------------------------
  const reminderTags = ['show: reminders']
  const reminderOf = (userId: string, showId: string) => {
    const row = db
      .prepare('SELECT channel, remind_type, session_id FROM show_reminders WHERE user_id = ? AND show_id = ?')
      .get(userId, showId) as { channel: string; remind_type: string; session_id: string | null } | undefined
    return row
      ? { showId, subscribed: true, channel: row.channel, remindType: row.remind_type, showSessionId: row.session_id }
      : { showId, subscribed: false, channel: null, remindType: null, showSessionId: null }
  }

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
        querystring: Type.Object({
          remindType: Type.Optional(Type.Union([Type.Literal('SALE_REMIND'), Type.Literal('PRIORITY_REMIND')])),
          subscribeTargetType: Type.Union([Type.Literal('SMS'), Type.Literal('WEIXIN')], {
            description: 'SMS on the web, WEIXIN for the WeChat subscribe messages the user accepted',
          }),
          showSessionId: Type.Optional(Id('remind of this session')),
          ...common,
        }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.params.showId, ctx.shop.merchantId)
      const q = request.query
      if (q.showSessionId) findSession(db, show, q.showSessionId)
      if (!REMINDABLE_STATUSES.includes(effectiveStatus(show, ctx.now))) {
        throw refuse(SHOW_PAGE_CODES.noSaleToRemind, 'The sale of this show has opened: there is nothing to remind of')
      }
      const user = db.prepare('SELECT cellphone FROM users WHERE id = ?').get(request.userId) as UserRow | undefined
      if (q.subscribeTargetType === 'SMS' && !user?.cellphone) {
        throw refuse(SHOW_PAGE_CODES.noPhoneForSms, 'Bind a phone number to be reminded by SMS')
      }
      db.transaction(() => {
        const existed = db.prepare('SELECT 1 FROM show_reminders WHERE user_id = ? AND show_id = ?').get(request.userId, show.id)
        db.prepare(
          `INSERT INTO show_reminders (user_id, show_id, session_id, channel, remind_type, created_at) VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (user_id, show_id) DO UPDATE SET channel = excluded.channel, session_id = excluded.session_id,
               remind_type = excluded.remind_type`,
        ).run(request.userId, show.id, q.showSessionId ?? null, q.subscribeTargetType, q.remindType ?? 'SALE_REMIND', ctx.now)
        if (!existed && q.subscribeTargetType === 'SMS' && user?.cellphone) {
          db.prepare('INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
            'SMS',
            user.cellphone,
            'reminder',
            `【Showtix】开售提醒已设置：${show.name}。We will text you when the sale of ${show.name_en ?? show.name} opens.`,
            null,
            ctx.now,
          )
        }
      })()
      return ok(reminderOf(request.userId, show.id))
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
        querystring: Type.Object({ ...common }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.params.showId, ctx.shop.merchantId)
      return ok(reminderOf(request.userId, show.id))
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
        querystring: Type.Object({ ...common }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.params.showId, ctx.shop.merchantId)
      db.prepare('DELETE FROM show_reminders WHERE user_id = ? AND show_id = ?').run(request.userId, show.id)
      return ok(reminderOf(request.userId, show.id))
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
        querystring: Type.Object({ ...common }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.params.showId, ctx.shop.merchantId)
      const bought = db
        .prepare(
          `SELECT COALESCE(SUM(oi.tickets), 0) FROM orders o JOIN order_items oi ON oi.order_id = o.id
            WHERE o.user_id = ? AND oi.show_id = ? AND o.state IN (${LIVE_STATES.join(', ')})`,
        )
        .pluck()
        .get(request.userId, show.id) as number
      return ok({ showId: show.id, purchaseLimit: show.purchase_limit, bought })
    },
  )

  // --- Shortage registration ------------------------------------------------------------------
  const shortageTags = ['trade: shortage registration']
  const registrationsOf = (userId: string, showId: string) =>
    (
      db
        .prepare(
          `SELECT r.id, r.session_id, r.seat_plan_id, r.qty, r.created_at,
             (SELECT COUNT(*) FROM shortage_registrations p WHERE p.seat_plan_id = r.seat_plan_id
                AND (p.created_at < r.created_at OR (p.created_at = r.created_at AND p.id <= r.id))) AS position
           FROM shortage_registrations r WHERE r.user_id = ? AND r.show_id = ? ORDER BY r.created_at, r.id`,
        )
        .all(userId, showId) as Array<{
        id: string
        session_id: string
        seat_plan_id: string
        qty: number
        created_at: number
        position: number
      }>
    ).map((row) => ({
      registrationId: row.id,
      showId,
      sessionId: row.session_id,
      seatPlanId: row.seat_plan_id,
      qty: row.qty,
      createdAt: row.created_at,
      position: row.position,
    }))

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
        body: Type.Object({
          showId: Id('show id'),
          sessionId: Id('bizShowSessionId'),
          seatPlanId: Id('seat plan id'),
          qty: Type.Integer({ minimum: 1, maximum: 20, description: 'units wanted' }),
        }),
        querystring: Type.Object({ ...common }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const body = request.body
      const show = findShow(db, body.showId, ctx.shop.merchantId)
      const session = findSession(db, show, body.sessionId)
      const plans = plansOf(db, session.id)
      const plan = plans.find((item) => item.id === body.seatPlanId)
      if (!plan) throw badRequest(`invalid body "seatPlanId": not a seat plan of session ${session.id}`)
      const left = [...remainingByPlan(db, show, plans).values()].reduce((sum, n) => sum + n, 0)
      const status = sessionStatus(show, effectiveStatus(show, ctx.now), session, left, ctx.now)
      if (!SHORTAGE_STATUSES.includes(effectiveStatus(show, ctx.now)) && !SHORTAGE_STATUSES.includes(status)) {
        throw refuse(SHOW_PAGE_CODES.notShort, 'This show is not short of tickets: buy them directly', { showStatus: status })
      }
      if (body.qty * plan.seat_plan_unit > show.purchase_limit) {
        throw refuse(CODES.purchaseLimit, 'You have reached the purchase limit', { purchaseLimit: show.purchase_limit })
      }
      db.prepare(
        `INSERT INTO shortage_registrations (id, user_id, show_id, session_id, seat_plan_id, qty, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, seat_plan_id) DO UPDATE SET qty = excluded.qty`,
      ).run(`SR${randomUUID().slice(0, 12)}`, request.userId, show.id, session.id, plan.id, body.qty, ctx.now)
      const mine = registrationsOf(request.userId, show.id).find((entry) => entry.seatPlanId === plan.id)
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
        querystring: Type.Object({ showId: Id('show id'), ...common }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.query.showId, ctx.shop.merchantId)
      return ok({ list: registrationsOf(request.userId, show.id) })
    },
  )

  // --- The purchase captcha -------------------------------------------------------------------
  const captchaTags = ['show: purchase captcha']
  const buyerOf = async (accessToken: string | undefined): Promise<string | null> =>
    (await authenticateOptional(app.storage, accessToken)) ?? null
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
        querystring: Type.Object({ ...common }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.params.showId, ctx.shop.merchantId)
      const window = captchaWindow(show, ctx.now)
      if (!window || !windowOpen(show, ctx.now)) {
        throw refuse(SHOW_PAGE_CODES.captchaClosed, 'No captcha is needed for this show now')
      }
      const first = (window.types[0] ?? '').toUpperCase()
      if (first === 'SLIDER' || first === 'SLIDE') {
        const target = randomInt(SLIDE_MIN, SLIDE_MAX + 1)
        const captchaId = randomUUID()
        db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(
          captchaId,
          String(target),
          ctx.now + CHALLENGE_TTL_MS,
        )
        return ok({ captchaId, kind: 'slide', target })
      }
      return ok({ kind: 'image', ...(await createCaptcha(app.storage, ctx.now)) })
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
        querystring: Type.Object({ ...common }),
        body: Type.Object({
          captchaId: Type.String({ minLength: 1, maxLength: 64 }),
          answer: Type.String({ minLength: 1, maxLength: 16, description: 'the slide position (percent) or the image text' }),
        }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const show = findShow(db, request.params.showId, ctx.shop.merchantId)
      if (!windowOpen(show, ctx.now)) throw refuse(SHOW_PAGE_CODES.captchaClosed, 'No captcha is needed for this show now')
      const { captchaId, answer } = request.body
      const row = db.prepare('SELECT answer, expires_at, used FROM captchas WHERE id = ?').get(captchaId) as
        { answer: string; expires_at: number; used: number } | undefined
      const slide = row !== undefined && /^[0-9]+$/.test(row.answer) && /^[0-9]+(\.[0-9]+)?$/.test(answer.trim())
      if (slide && row) {
        db.prepare('UPDATE captchas SET used = 1 WHERE id = ?').run(captchaId)
        const near = Math.abs(Number(answer) - Number(row.answer)) <= SLIDE_TOLERANCE
        if (row.used || row.expires_at < ctx.now || !near) {
          throw refuse(CODES.captchaWrong, 'Verification failed, please try again')
        }
      } else {
        await checkCaptcha(app.storage, captchaId, answer.trim().toLowerCase(), ctx.now)
      }
      const token = randomUUID()
      const expireTime = ctx.now + CAPTCHA_TOKEN_TTL_MS
      // The token is the buyer's when they are logged in (create order refuses it to anyone else);
      // solved before login, it becomes the first buyer's who uses it.
      db.prepare('INSERT INTO show_captcha_tokens (token, show_id, expires_at, user_id) VALUES (?, ?, ?, ?)').run(
        token,
        show.id,
        expireTime,
        await buyerOf(request.ctx.accessToken),
      )
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
        querystring: Type.Object({
          showId: Id('show id'),
          sessionId: Type.Optional(Id('bizShowSessionId')),
          offset: Type.Optional(Offset),
          length: Type.Optional(Length(20)),
          ...common,
        }),
      },
    },
    async (request) => {
      const ctx = ctxOf(app, request, request.query)
      const q = request.query
      const show = findShow(db, q.showId, ctx.shop.merchantId)
      if (q.sessionId) findSession(db, show, q.sessionId)
      const rows = db
        .prepare(`${SPU_SELECT} WHERE g.merchant_id = ? AND g.show_id = ? AND g.status <> 'OFF_SHELF' ORDER BY g.seq`)
        .all(ctx.shop.merchantId, show.id) as SpuRow[]
      const result = page(rows, q.offset ?? 0, q.length ?? 20)
      return ok({
        showId: show.id,
        spuList: result.list.map((row) => tiedSpu(db, row, ctx.shop.currency, ctx.lang)),
        total: result.total,
        hasMore: result.hasMore,
      })
    },
  )
}
