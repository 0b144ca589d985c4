/**
 * Designated-user prices (issue 24, decision D39; spec s6 "some prices purchasable only by designated
 * users", "a privilege token is sent when privilegeId is in the request"): a privilege invites
 * buyers to a show's designated seat plans at their designated price. The buyer exchanges its code
 * (privilegeCode) for a token; the privilege page reads the privilege's sessions with it, and create
 * order (and its preview) sells a designated seat plan only to the holder of a valid token, at the
 * designated price, up to the privilege's per-buyer limit. A designated seat plan is not in the
 * public sessions (catalogue/shows.ts plansOf).
 */
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../../storage'
import { pickJson, type Lang } from '../catalogue/i18n'
import { sessionName } from '../catalogue/format'
import { notFound } from '../../http/envelope'
import { ORDER_STATE, refuse, yuan } from './common'
import type { Line } from './orders'
import { byLang, t } from './text'

/** Refusals of this file (beside the trade codes of common.ts). */
export const DESIGNATED_CODES = {
  /** A designated seat plan asked for without a valid token of its privilege. */
  designatedOnly: 22031170,
  /** The code names no privilege of this shop. */
  privilegeCodeUnknown: 22031171,
  /** The privilege has not started or has ended. */
  privilegeClosed: 22031172,
  /** The token is missing, expired, or not this privilege's. */
  privilegeTokenInvalid: 22031173,
  /** More tickets than the privilege allows a buyer. */
  privilegeLimit: 22031174,
} as const

/** Orders whose tickets count against a privilege's per-buyer limit: unpaid (held) and paid. */
const LIVE_STATES = [ORDER_STATE.unpaid, ORDER_STATE.delivering, ORDER_STATE.express, ORDER_STATE.succeeded]

/** How long an exchanged token stays valid (the app keeps it per privilegeId for the session). */
export const PRIVILEGE_TOKEN_TTL_MS = 2 * 60 * 60 * 1000

interface PrivilegeRow {
  id: string
  merchant_id: string
  show_id: string
  code: string
  name: string
  start_at: number
  end_at: number
  per_user_limit: number
}

const CLOSED = t('该优先购不在有效期内', '該優先購不在有效期內', 'This priority purchase is not open now')
const TOKEN_INVALID = t(
  '优先购凭证已失效，请重新输入优先购码',
  '優先購憑證已失效，請重新輸入優先購碼',
  'Your invitation has expired: enter the priority code again',
)

function checkOpen(privilege: PrivilegeRow, now: number): void {
  if (privilege.start_at > now || privilege.end_at <= now) {
    throw refuse(DESIGNATED_CODES.privilegeClosed, CLOSED, { startAt: privilege.start_at, endAt: privilege.end_at })
  }
}

/** POST privileges/exchange: the code for a token of this buyer (the privilege page keeps it per privilegeId). */
export async function exchangePrivilegeCode(db: Queryable, userId: string, merchantId: string, code: string, now: number) {
  const privilege = await db.one<PrivilegeRow>('SELECT * FROM designated_privileges WHERE code = ?', [code.trim().toUpperCase()])
  if (!privilege || privilege.merchant_id !== merchantId) {
    throw refuse(
      DESIGNATED_CODES.privilegeCodeUnknown,
      t(
        '优先购码无效，请核对后重新输入',
        '優先購碼無效，請核對後重新輸入',
        'This priority code is not valid: check it and try again',
      ),
    )
  }
  checkOpen(privilege, now)
  const token = randomBytes(24).toString('base64url')
  const expiresAt = Math.min(now + PRIVILEGE_TOKEN_TTL_MS, privilege.end_at)
  await db.run('INSERT INTO privilege_tokens (token, privilege_id, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
    token,
    privilege.id,
    userId,
    expiresAt,
    now,
  ])
  return { privilegeId: privilege.id, showId: privilege.show_id, token, expiresAt }
}

/** The privilege a token opens now, or undefined (`userId` when the caller is known). */
async function privilegeOfToken(
  db: Queryable,
  token: string | undefined,
  privilegeId: string,
  userId: string | undefined,
  now: number,
): Promise<PrivilegeRow | undefined> {
  if (!token) return undefined
  const row = await db.one<{ privilege_id: string; user_id: string; expires_at: number }>(
    'SELECT privilege_id, user_id, expires_at FROM privilege_tokens WHERE token = ?',
    [token],
  )
  if (!row || row.privilege_id !== privilegeId || row.expires_at <= now) return undefined
  if (userId !== undefined && row.user_id !== userId) return undefined
  return db.one<PrivilegeRow>('SELECT * FROM designated_privileges WHERE id = ?', [privilegeId])
}

interface PlanJoin {
  session_id: string
  session_name: string
  start_time: number
  end_time: number
  seat_plan_id: string
  plan_name: string
  plan_name_en: string | null
  plan_name_tw: string | null
  original_price: number
  stock: number
  price: number
}

/**
 * GET sessions_static_data/{privilegeId} with the privilege-token header (D39): the privilege, its
 * show and the sessions with the designated seat plans and prices.
 */
export async function privilegeSessions(
  db: Queryable,
  merchantId: string,
  showId: string,
  privilegeId: string,
  token: string | undefined,
  lang: Lang,
  now: number,
) {
  const privilege = await privilegeOfToken(db, token, privilegeId, undefined, now)
  if (!privilege) throw refuse(DESIGNATED_CODES.privilegeTokenInvalid, TOKEN_INVALID)
  if (privilege.merchant_id !== merchantId || privilege.show_id !== showId) throw notFound('privilege')
  checkOpen(privilege, now)
  const show = await db.one<{
    name: string
    name_en: string | null
    name_tw: string | null
    poster_url: string
    currency: string
  }>(
    `SELECT s.name, s.name_en, s.name_tw, s.poster_url, COALESCE(sh.currency, 'CNY') AS currency
       FROM shows s LEFT JOIN shops sh ON sh.merchant_id = s.merchant_id WHERE s.id = ?`,
    [showId],
  )
  if (!show) throw notFound('show')
  const plans = await db.all<PlanJoin>(
    `SELECT ss.id AS session_id, ss.name AS session_name, ss.start_time, ss.end_time, sp.id AS seat_plan_id,
            sp.name AS plan_name, sp.name_en AS plan_name_en, sp.name_tw AS plan_name_tw, sp.original_price, sp.stock, d.price
       FROM designated_prices d JOIN seat_plans sp ON sp.id = d.seat_plan_id JOIN sessions_show ss ON ss.id = sp.session_id
      WHERE d.privilege_id = ? ORDER BY ss.start_time, sp.seq, sp.id`,
    [privilegeId],
  )
  const sessions: Array<{
    sessionId: string
    sessionName: string
    startTime: number
    seatPlans: Array<{ seatPlanId: string; seatPlanName: string; originalPrice: number; price: number; stock: number }>
  }> = []
  for (const plan of plans) {
    let session = sessions.find((item) => item.sessionId === plan.session_id)
    if (!session) {
      session = {
        sessionId: plan.session_id,
        sessionName: lang === 'zh-CN' ? plan.session_name : sessionName(plan.start_time, plan.end_time, lang),
        startTime: plan.start_time,
        seatPlans: [],
      }
      sessions.push(session)
    }
    session.seatPlans.push({
      seatPlanId: plan.seat_plan_id,
      seatPlanName: byLang(lang, plan.plan_name, plan.plan_name_tw, plan.plan_name_en),
      originalPrice: yuan(plan.original_price),
      price: yuan(plan.price),
      stock: plan.stock,
    })
  }
  return {
    privilegeId,
    privilegeName: pickJson(privilege.name, lang),
    showId,
    showName: byLang(lang, show.name, show.name_tw, show.name_en),
    posterUrl: show.poster_url,
    currency: show.currency,
    perUserLimit: privilege.per_user_limit,
    endAt: privilege.end_at,
    sessions,
  }
}

/**
 * Create order and its preview (D39): a designated seat plan is sold only with a valid token of its
 * privilege for this buyer, at the designated price, within the privilege's per-buyer limit (tickets
 * of the buyer's live orders of that privilege's seat plans count). Other lines pass unchanged.
 */
export async function applyDesignatedPrices(
  db: Queryable,
  userId: string,
  lines: readonly Line[],
  token: string | undefined,
  now: number,
): Promise<Line[]> {
  const out: Line[] = []
  for (const line of lines) {
    // Read with the line (loadLine): most plans have no designated price, and cost no statement here.
    if (!line.designated) {
      out.push(line)
      continue
    }
    const designated = await db.one<{ privilege_id: string; price: number }>(
      'SELECT privilege_id, price FROM designated_prices WHERE seat_plan_id = ?',
      [line.plan.id],
    )
    if (!designated) {
      out.push(line)
      continue
    }
    const privilege = await privilegeOfToken(db, token, designated.privilege_id, userId, now)
    if (!privilege) {
      throw refuse(
        DESIGNATED_CODES.designatedOnly,
        t(
          '该票档仅限受邀用户购买，请通过优先购码进入',
          '該票檔僅限受邀用戶購買，請通過優先購碼進入',
          'This price is for invited buyers only: enter your priority code to buy it',
        ),
        { seatPlanId: line.plan.id },
      )
    }
    checkOpen(privilege, now)
    const bought =
      (await db.value<number>(
        `SELECT COALESCE(SUM(i.qty), 0) FROM order_items i JOIN orders o ON o.id = i.order_id
          JOIN designated_prices d ON d.seat_plan_id = i.seat_plan_id
          WHERE o.user_id = ? AND d.privilege_id = ? AND o.state IN (?, ?, ?, ?)`,
        [userId, privilege.id, ...LIVE_STATES],
      )) ?? 0
    if (Number(bought) + line.qty > privilege.per_user_limit) {
      throw refuse(
        DESIGNATED_CODES.privilegeLimit,
        t(
          `每位受邀用户限购${privilege.per_user_limit}张`,
          `每位受邀用戶限購${privilege.per_user_limit}張`,
          `Each invited buyer may buy ${privilege.per_user_limit} tickets at most`,
        ),
        { limit: privilege.per_user_limit, bought: Number(bought) },
      )
    }
    out.push({ ...line, plan: { ...line.plan, price: designated.price }, amount: designated.price * line.qty })
  }
  return out
}
