/**
 * Show endpoints around the tickets: the goods sold with the show (tied sales) and the buyer's
 * pre-filled ticket-grab info (spec section 7). Every call is silent.
 */
import { request } from '@/http'
import type { DeliveryMethod, PriceInfo } from './catalogue'

export interface TiedSku {
  readonly skuId: string
  /** The attribute values this sku stands for (spec section 3, Goods idArr). */
  readonly idArr: readonly string[]
  /** The values in words: "Deluxe", "Black / L". */
  readonly label: string
  readonly price: number
  readonly priceInfo: PriceInfo
  readonly soldOut: boolean
}

export interface TiedSpu {
  readonly spuId: string
  readonly name: string
  readonly posterUrl: string
  readonly minPrice: number
  readonly minMarketPrice?: number
  readonly minPriceInfo: PriceInfo
  readonly soldOut: boolean
  /** The show cannot be booked without it. */
  readonly required?: boolean
  readonly limitPerUser?: number
  readonly skus?: readonly TiedSku[]
}

/** GET tied_sale_search (v5): the goods sold with the show. */
export async function fetchTiedSales(showId: string, sessionId?: string): Promise<TiedSpu[]> {
  const data = await request<{ readonly spuList: TiedSpu[] }>({
    service: 'show',
    path: '/pub/v5/tied_sale_search',
    data: { showId, ...(sessionId ? { sessionId } : {}) },
    silent: true,
  })
  return data.spuList
}

export type PreFillStatus = 'none' | 'valid' | 'invalid'

export interface PreFillInfo {
  readonly bizShowSessionId: string
  readonly seatPlanId: string
  readonly qty: number
  readonly deliverMethod: DeliveryMethod
  readonly audienceIds: readonly string[]
  readonly addressId: string | null
  readonly submittedAt: number
  /** With `needDetails`: the choices in words. */
  readonly sessionName?: string | null
  readonly seatPlan?: { readonly seatPlanName: string; readonly originalPriceInfo: PriceInfo } | null
  readonly audiences?: ReadonlyArray<{ readonly audienceId: string; readonly name: string; readonly idNo: string | null }>
  readonly address?: { readonly addressId: string; readonly recipient: string; readonly detailAddress: string } | null
}

export interface PreFill {
  readonly showId: string
  /** The show takes pre-filled information now (a pre-sale with a sale time). */
  readonly supportPreFill: boolean
  readonly status: PreFillStatus
  readonly reason: 'orderPlaced' | null
  readonly info: PreFillInfo | null
}

export interface PreFillInput {
  readonly bizShowSessionId: string
  readonly seatPlanId: string
  readonly qty: number
  readonly deliverMethod: DeliveryMethod
  readonly audienceIds: readonly string[]
  readonly addressId?: string
}

/** GET pre_filed_info/{showId} (spec section 7): the buyer's pre-filled grab info and whether it still holds. */
export function fetchPreFill(
  showId: string,
  query: { readonly bizShowSessionId?: string; readonly source?: string; readonly needDetails?: boolean } = {},
): Promise<PreFill> {
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
