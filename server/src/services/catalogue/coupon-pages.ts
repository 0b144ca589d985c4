/**
 * The coupon pages' reads (issue 25, docs/decisions/coupons.md): which templates a context offers
 * (a topic's coupon blocks, a show, the shop's coupon centre), the caller's receive state of each
 * (spec section 4: claimable, or stamped received, used, expired, refunding; sold out), and the
 * shows a template applies to (coupon-shows and coupons-showlist).
 */
import type { ReceiveState } from '@showtix/contract'
import { inList, type Queryable } from '../../storage'
import type { CouponTemplateRow } from './coupons'
import { queryShows } from './listing'
import type { ShowRow } from './shows'

/** Templates a buyer never claims: issued by the sweep (D20) or redeemed by code (exchange-coupon). */
const NOT_CLAIMED = new Set(['EXPIRY_COMPENSATION_CASH'])

interface ComponentConfig {
  readonly componentType?: string
  readonly config?: { readonly couponTemplateIds?: readonly string[] }
}

/** The template ids of a topic's coupon blocks (its TOPIC and TOPIC_COUPON layouts), in order. */
async function templateIdsOfTopic(db: Queryable, merchantId: string, topicId: string): Promise<string[]> {
  const rows = await db.all<{ components: string }>(
    'SELECT components FROM page_layouts WHERE merchant_id = ? AND topic_id = ? ORDER BY seq, id',
    [merchantId, topicId],
  )
  const ids: string[] = []
  for (const row of rows) {
    for (const component of JSON.parse(row.components) as ComponentConfig[]) {
      if (component.componentType !== 'COUPON') continue
      for (const id of component.config?.couponTemplateIds ?? []) if (!ids.includes(id)) ids.push(id)
    }
  }
  return ids
}

/** The template ids of one COUPON block of a layout (a home page's), in its order; none when it is not one. */
async function templateIdsOfBlock(db: Queryable, merchantId: string, layoutId: string, componentId: string): Promise<string[]> {
  const components = await db.value<string>('SELECT components FROM page_layouts WHERE id = ? AND merchant_id = ?', [
    layoutId,
    merchantId,
  ])
  const block = components
    ? (JSON.parse(components) as Array<ComponentConfig & { componentId?: string }>).find(
        (component) => component.componentId === componentId && component.componentType === 'COUPON',
      )
    : undefined
  return [...(block?.config?.couponTemplateIds ?? [])]
}

const claimable = (row: CouponTemplateRow): boolean =>
  row.status === 'ACTIVE' && !row.exchange_code && !NOT_CLAIMED.has(row.coupon_type)

interface UseLimit {
  showIds?: string[]
  showSessionIds?: string[]
  seatPlanIds?: string[]
  venueIds?: string[]
  showTypes?: string[]
  tagIds?: string[]
}

const has = (list: readonly string[] | undefined): list is string[] => Boolean(list && list.length > 0)

/** Whether a template of show tickets can apply to (some tickets of) a show. */
export function appliesToShow(template: CouponTemplateRow, show: ShowRow, sessionShowIds: ReadonlySet<string>): boolean {
  if (template.biz_type !== 'SHOW') return false
  const limit = JSON.parse(template.use_limit) as UseLimit
  switch (template.use_rule) {
    case 'ALL_SHOW':
    case 'ALL_PRODUCT':
      return true
    case 'LIMIATION_SHOW_SESSION_SEATPLAN':
      if (has(limit.showIds)) return limit.showIds.includes(show.id)
      return !has(limit.showSessionIds) && !has(limit.seatPlanIds) ? true : sessionShowIds.has(show.id)
    case 'LIMIATION_VENUE_USE':
      return !has(limit.venueIds) || limit.venueIds.includes(show.venue_id)
    case 'LIMIATION_SHOW_TYPE_OR_TAG': {
      if (!has(limit.showTypes) && !has(limit.tagIds)) return true
      const tags = (JSON.parse(show.tags) as Array<{ type?: string }>).map((tag) => tag?.type)
      return (
        (has(limit.showTypes) && limit.showTypes.includes(show.category_code)) ||
        (has(limit.tagIds) && tags.some((tag) => tag !== undefined && limit.tagIds?.includes(tag)))
      )
    }
    default:
      return false
  }
}

/** The shows owning a template's listed sessions or seat plans (ids like SH1001S2 and SH1001S2P2). */
async function showsOfSessions(db: Queryable, template: CouponTemplateRow): Promise<Set<string>> {
  const limit = JSON.parse(template.use_limit) as UseLimit
  const sessions = [...(limit.showSessionIds ?? [])]
  const plans = [...(limit.seatPlanIds ?? [])]
  const ids = new Set<string>()
  if (sessions.length > 0) {
    const rows = await db.all<{ show_id: string }>(
      `SELECT show_id FROM sessions_show WHERE id IN (${inList(sessions.length)})`,
      sessions,
    )
    for (const row of rows) ids.add(row.show_id)
  }
  if (plans.length > 0) {
    const rows = await db.all<{ show_id: string }>(
      `SELECT ss.show_id FROM seat_plans sp JOIN sessions_show ss ON ss.id = sp.session_id WHERE sp.id IN (${inList(plans.length)})`,
      plans,
    )
    for (const row of rows) ids.add(row.show_id)
  }
  return ids
}

/** The shows (on sale or soon) a template applies to, in the lists' order. */
export async function showsOfTemplate(db: Queryable, template: CouponTemplateRow, now: number): Promise<ShowRow[]> {
  if (template.biz_type !== 'SHOW') return []
  const shows = await queryShows(db, { merchantId: template.merchant_id }, now)
  const owning = await showsOfSessions(db, template)
  return shows.filter((show) => appliesToShow(template, show, owning))
}

/** The ids of the templates (any, claimable or not) that apply to a show: coupon-recommend-list's "mine for this show". */
export async function templateIdsForShow(db: Queryable, showId: string, now: number): Promise<Set<string>> {
  const merchantId = await db.value<string>('SELECT merchant_id FROM shows WHERE id = ?', [showId])
  if (!merchantId) return new Set()
  const show = (await queryShows(db, { merchantId, ids: [showId] }, now))[0]
  if (!show) return new Set()
  const ids = new Set<string>()
  for (const row of await db.all<CouponTemplateRow>('SELECT * FROM coupon_templates WHERE merchant_id = ?', [merchantId])) {
    if (appliesToShow(row, show, await showsOfSessions(db, row))) ids.add(row.id)
  }
  return ids
}

export interface ClaimContext {
  /** With `componentId`: a layout's COUPON block (the home page's). */
  readonly layoutId?: string
  readonly componentId?: string
  readonly topicId?: string
  readonly showId?: string
  readonly couponTemplateId?: string
}

/**
 * The templates a context offers for claiming: one template; a layout's COUPON block; a topic's coupon blocks; the ones
 * that apply to a show; or, with no context, every claimable template of the shop (the coupon centre).
 */
export async function claimableTemplates(
  db: Queryable,
  merchantId: string,
  context: ClaimContext,
  now: number,
): Promise<CouponTemplateRow[]> {
  const block =
    context.layoutId && context.componentId ? { layoutId: context.layoutId, componentId: context.componentId } : undefined
  if (context.couponTemplateId || context.topicId || block) {
    const ids = context.couponTemplateId
      ? [context.couponTemplateId]
      : block
        ? await templateIdsOfBlock(db, merchantId, block.layoutId, block.componentId)
        : await templateIdsOfTopic(db, merchantId, context.topicId ?? '')
    if (ids.length === 0) return []
    const rows = await db.all<CouponTemplateRow>(
      `SELECT * FROM coupon_templates WHERE merchant_id = ? AND id IN (${inList(ids.length)})`,
      [merchantId, ...ids],
    )
    return ids
      .map((id) => rows.find((row) => row.id === id))
      .filter((row): row is CouponTemplateRow => Boolean(row && claimable(row)))
  }
  const rows = (
    await db.all<CouponTemplateRow>('SELECT * FROM coupon_templates WHERE merchant_id = ? ORDER BY id', [merchantId])
  ).filter(claimable)
  if (!context.showId) return rows
  const show = (await queryShows(db, { merchantId, ids: [context.showId] }, now))[0]
  if (!show) return []
  const out: CouponTemplateRow[] = []
  for (const row of rows) if (appliesToShow(row, show, await showsOfSessions(db, row))) out.push(row)
  return out
}

interface OwnedRow {
  id: string
  template_id: string
  status: string
  expire_time: number
}

export interface ReceiveView {
  readonly receiveState: ReceiveState
  readonly couponId: string | null
}

/** Spec section 4: the stamp of the caller's newest coupon of each template, or claimable / sold out. */
export async function receiveStates(
  db: Queryable,
  userId: string | undefined,
  templates: readonly CouponTemplateRow[],
  now: number,
): Promise<Map<string, ReceiveView>> {
  const out = new Map<string, ReceiveView>()
  if (templates.length === 0) return out
  const ids = templates.map((row) => row.id)
  const issued = await db.all<{ template_id: string; n: number }>(
    `SELECT template_id, COUNT(*) AS n FROM user_coupons WHERE template_id IN (${inList(ids.length)}) GROUP BY template_id`,
    ids,
  )
  const owned = userId
    ? await db.all<OwnedRow>(
        `SELECT id, template_id, status, expire_time FROM user_coupons WHERE user_id = ? AND template_id IN (${inList(ids.length)})
         ORDER BY obtained_at DESC, id DESC`,
        [userId, ...ids],
      )
    : []
  for (const template of templates) {
    const mine = owned.filter((row) => row.template_id === template.id)
    const count = issued.find((row) => row.template_id === template.id)?.n ?? 0
    const newest = mine[0]
    if (mine.length < template.per_user_limit && count < template.total_qty) {
      out.set(template.id, { receiveState: 'CLAIMABLE', couponId: newest?.id ?? null })
    } else if (newest) {
      out.set(template.id, { receiveState: stampOf(newest, now), couponId: newest.id })
    } else {
      out.set(template.id, { receiveState: 'SOLD_OUT', couponId: null })
    }
  }
  return out
}

function stampOf(row: OwnedRow, now: number): ReceiveState {
  if (row.status === 'AVAILABLE') return row.expire_time <= now ? 'EXPIRED' : 'RECEIVED'
  if (row.status === 'USED' || row.status === 'PENDING') return 'USED'
  if (row.status === 'REFUNDING') return 'REFUNDING'
  if (row.status === 'EXPIRED') return 'EXPIRED'
  return 'RECEIVED'
}
