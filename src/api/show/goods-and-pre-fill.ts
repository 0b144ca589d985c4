/**
 * Show endpoints around the tickets: the goods sold with the show (tied sales) and the buyer's
 * pre-filled ticket-grab info (spec section 7). Every call is silent.
 */
import { request } from '@/http'
import type {
  PRE_FILL_STATUSES,
  PreFill as PreFillAnswer,
  PreFillBody,
  PreFillInfo as PreFillInfoAnswer,
  PreFillQuery,
  TiedSale,
  TiedSpu,
} from '@showtix/contract'
import type { RequestOf } from '../request-of'
import type { DeliveryMethod } from './catalogue'

/** A sku of goods sold with the show: idArr, the attribute values it stands for; label, them in words. */
export type { TiedSku, TiedSpu } from '@showtix/contract'

/** GET tied_sale_search (v5): the goods sold with the show. */
export async function fetchTiedSales(showId: string, sessionId?: string): Promise<TiedSpu[]> {
  const data = await request<TiedSale>({
    service: 'show',
    path: '/pub/v5/tied_sale_search',
    data: { showId, ...(sessionId ? { sessionId } : {}) },
    silent: true,
  })
  return data.spuList
}

export type PreFillStatus = (typeof PRE_FILL_STATUSES)[number]

/** The choices saved; with `needDetails`, also in words (sessionName, seatPlan, audiences, address). */
export type PreFillInfo = Omit<PreFillInfoAnswer, 'deliverMethod'> & { readonly deliverMethod: DeliveryMethod }

/** supportPreFill: the show takes pre-filled information now (a pre-sale with a sale time). */
export type PreFill = Omit<PreFillAnswer, 'status' | 'reason' | 'info'> & {
  readonly status: PreFillStatus
  readonly reason: 'orderPlaced' | null
  readonly info: PreFillInfo | null
}

/** POST pre_filed_info's body (the attendees as the page holds them: a read-only list). */
export type PreFillInput = Readonly<Omit<PreFillBody, 'audienceIds'>> & { readonly audienceIds: readonly string[] }

/** GET pre_filed_info/{showId} (spec section 7): the buyer's pre-filled grab info and whether it still holds. */
export function fetchPreFill(showId: string, query: RequestOf<PreFillQuery> = {}): Promise<PreFill> {
  return request<PreFill>({
    service: 'show',
    path: `/buyer/v3/pre_filed_info/${encodeURIComponent(showId)}`,
    data: { ...query },
    silent: true,
  })
}

/** POST pre_filed_info/{showId}: save; the last submission replaces the earlier one. */
export function savePreFill(showId: string, input: PreFillInput): Promise<PreFill> {
  return request<PreFill>({
    method: 'POST',
    service: 'show',
    path: `/buyer/v3/pre_filed_info/${encodeURIComponent(showId)}`,
    data: { ...input },
    silent: true,
  })
}
