/**
 * Show lists: the filters of show_list/search (city, category, keyword, dates, venue, tour,
 * group, tags), the sort orders, and show groups collapsed into one card (ids containing SG open
 * the group page, spec section 2).
 */
import type { SortType } from '@showtix/contract'
import { inList, type Queryable } from '../../storage'
import { DAY_MS, showDate } from './format'
import { byColumn, type Lang } from './i18n'
import {
  SHOW_SELECT,
  distanceKm,
  effectiveStatus,
  showListItem,
  statusRank,
  type ShowListItem,
  type ShowRow,
  type ShowStatus,
} from './shows'

export interface ListFilter {
  readonly merchantId: string
  readonly cityId?: string
  readonly category?: string
  readonly keyword?: string
  /** Epoch ms: shows with a session starting in [from, to). */
  readonly from?: number
  readonly to?: number
  readonly venueId?: string
  readonly tourId?: string
  readonly groupId?: string
  readonly ids?: readonly string[]
  readonly tagType?: string
  /** Effective statuses to keep; default: everything but DISABLED and COMPLETED. */
  readonly statuses?: readonly ShowStatus[]
  /** D33: leave out sensitive shows (recommendations). */
  readonly notSensitive?: boolean
}

export { SORT_TYPES, type SortType } from '@showtix/contract'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export async function queryShows(db: Queryable, filter: ListFilter, now: number): Promise<ShowRow[]> {
  const where: string[] = ['s.merchant_id = ?', "s.status <> 'DISABLED'"]
  const params: Array<string | number> = [filter.merchantId]
  if (filter.cityId) {
    where.push('s.city_id = ?')
    params.push(filter.cityId)
  }
  if (filter.category && filter.category !== 'ALL') {
    where.push('s.category_code = ?')
    params.push(filter.category)
  }
  if (filter.venueId) {
    where.push('s.venue_id = ?')
    params.push(filter.venueId)
  }
  if (filter.tourId) {
    where.push('s.tour_id = ?')
    params.push(filter.tourId)
  }
  if (filter.groupId) {
    where.push('s.group_id = ?')
    params.push(filter.groupId)
  }
  if (filter.notSensitive) where.push('s.is_sensitive = 0')
  if (filter.ids) {
    if (filter.ids.length === 0) return []
    where.push(`s.id IN (${inList(filter.ids.length)})`)
    params.push(...filter.ids)
  }
  if (filter.keyword) {
    // LOWER on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const like = `%${escapeLike(filter.keyword.toLowerCase())}%`
    const columns = ['s.name', 's.name_en', 's.name_tw', 'v.name', 'v.name_en', 'v.name_tw', 'c.name', 'c.name_en', 'c.name_tw']
    columns.push('cat.name', 'cat.name_en', 'cat.name_tw', 't.name', 't.name_en')
    where.push(`(${columns.map((column) => `LOWER(${column}) LIKE ? ESCAPE '\\'`).join(' OR ')})`)
    for (let i = 0; i < columns.length; i += 1) params.push(like)
  }
  if (filter.from !== undefined || filter.to !== undefined) {
    where.push('EXISTS (SELECT 1 FROM sessions_show ss WHERE ss.show_id = s.id AND ss.start_time >= ? AND ss.start_time < ?)')
    params.push(filter.from ?? 0, filter.to ?? Number.MAX_SAFE_INTEGER)
  }
  const rows = await db.all<ShowRow>(`${SHOW_SELECT} WHERE ${where.join(' AND ')} ORDER BY s.seq, s.id`, params)
  const keep = filter.statuses ?? null
  const tagType = filter.tagType
  return rows.filter((row) => {
    // The tag filter in code: the tags are JSON, which the two engines query differently.
    if (tagType && !(JSON.parse(row.tags) as Array<{ type?: string }>).some((tag) => tag?.type === tagType)) return false
    const status = effectiveStatus(row, now)
    return keep ? keep.includes(status) : status !== 'DISABLED' && status !== 'COMPLETED'
  })
}

export function sortShows(rows: ShowRow[], sortType: SortType, now: number, origin?: { lat: number; lng: number }): ShowRow[] {
  const rank = (row: ShowRow) => statusRank(effectiveStatus(row, now))
  const byRecommend = (a: ShowRow, b: ShowRow) => rank(a) - rank(b) || a.seq - b.seq || a.id.localeCompare(b.id)
  const sorted = [...rows]
  switch (sortType) {
    case 'ATTENTION':
      return sorted.sort((a, b) => b.favourite_count - a.favourite_count || byRecommend(a, b))
    case 'NEW':
      return sorted.sort((a, b) => (b.sale_time ?? Infinity) - (a.sale_time ?? Infinity) || byRecommend(a, b))
    case 'TIME':
      return sorted.sort((a, b) => a.first_show_time - b.first_show_time || byRecommend(a, b))
    case 'PRICE':
      return sorted.sort((a, b) => priceKey(a) - priceKey(b) || byRecommend(a, b))
    case 'DISTANCE':
      if (!origin) return sorted.sort(byRecommend)
      return sorted.sort(
        (a, b) =>
          distanceKm(origin.lat, origin.lng, a.venue_lat, a.venue_lng) -
            distanceKm(origin.lat, origin.lng, b.venue_lat, b.venue_lng) || byRecommend(a, b),
      )
    default:
      return sorted.sort(byRecommend)
  }
}

const priceKey = (row: ShowRow) => (row.price_pending ? Number.MAX_SAFE_INTEGER : (row.min_price ?? 0))

export interface GroupRow {
  id: string
  name: string
  name_en: string
  name_tw: string
  theater_or_location_name: string
  address: string
  poster_url: string
  city_id: string | null
  venue_id: string | null
}

export type ListCard = ShowListItem | ReturnType<typeof groupCard>

function groupCard(group: GroupRow, members: ShowListItem[], lang: Lang) {
  const best = [...members].sort((a, b) => statusRank(a.showStatus) - statusRank(b.showStatus))[0] as ShowListItem
  const priced = members.filter((member) => !member.pricePending)
  const cheapest = [...priced].sort((a, b) => a.minOriginalPrice - b.minOriginalPrice)[0] ?? best
  const first = Math.min(...members.map((member) => member.firstShowTime))
  const last = Math.max(...members.map((member) => member.lastShowTime))
  return {
    ...best,
    searchType: 'SHOW_GROUP',
    showId: group.id,
    stdShowId: group.id,
    showGroupId: group.id,
    showName: byColumn(lang, group.name, group.name_tw, group.name_en),
    posterUrl: group.poster_url,
    firstShowTime: first,
    lastShowTime: last,
    showDate: showDate(first, last),
    minOriginalPrice: cheapest.minOriginalPrice,
    minOriginalPriceInfo: {
      ...cheapest.minOriginalPriceInfo,
      suffix: members.length > 1 ? cheapest.minOriginalPriceInfo.suffix || '' : '',
    },
    tour: null,
    showCount: members.length,
    showIds: members.map((member) => member.showId),
  }
}

/**
 * Cards for a list: shows, with the members of a show group replaced by one group card at the
 * place of its first member.
 */
export async function listCards(
  db: Queryable,
  rows: readonly ShowRow[],
  lang: Lang,
  now: number,
  origin?: { lat: number; lng: number },
): Promise<ListCard[]> {
  const items = rows.map((row) => showListItem(row, lang, now, origin))
  const groupIds = [...new Set(rows.map((row) => row.group_id).filter((id): id is string => Boolean(id)))]
  if (groupIds.length === 0) return items
  const groups = new Map(
    (await db.all<GroupRow>(`SELECT * FROM show_groups WHERE id IN (${inList(groupIds.length)})`, groupIds)).map((group) => [
      group.id,
      group,
    ]),
  )
  const out: ListCard[] = []
  const placed = new Set<string>()
  for (const item of items) {
    const groupId = item.showGroupId
    const group = groupId ? groups.get(groupId) : undefined
    if (!groupId || !group) {
      out.push(item)
      continue
    }
    if (placed.has(groupId)) continue
    placed.add(groupId)
    const card = groupCard(
      group,
      items.filter((member) => member.showGroupId === groupId),
      lang,
    )
    out.push(card)
  }
  return out
}

export function page<T>(items: readonly T[], offset: number, length: number): { list: T[]; total: number; hasMore: boolean } {
  const list = items.slice(offset, offset + length)
  return { list, total: items.length, hasMore: offset + list.length < items.length }
}

/** [from, to) for 'YYYY-MM-DD' bounds, both inclusive days. */
export function dayRange(from: number | undefined, to: number | undefined): { from?: number; to?: number } {
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to: to + DAY_MS } : {}) }
}
