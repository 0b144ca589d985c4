/**
 * Add-purchase (issue 21; routes/trade/add-purchase.ts on the reference gateway): the goods of a
 * paid ticket order's shows, and goods added to it as a goods order of its own.
 */
import type { AddPurchaseBody, AddPurchaseOffer, CreatedGoodsOrder } from '@showtix/contract'
import { request } from '@/http'

export type { AddPurchaseBody, AddPurchaseOffer, CreatedGoodsOrder }

const path = (orderId: string) => `/buyer/v1/orders/${encodeURIComponent(orderId)}/add_purchase`

export function fetchAddPurchase(orderId: string): Promise<AddPurchaseOffer> {
  return request<AddPurchaseOffer>({ service: 'trade', path: path(orderId), silent: true })
}

/** POST orders/{orderId}/add_purchase: critical (the buyer waits on it); then the cashier. */
export function addPurchase(orderId: string, body: AddPurchaseBody): Promise<CreatedGoodsOrder> {
  return request<CreatedGoodsOrder>({
    method: 'POST',
    service: 'trade',
    path: path(orderId),
    data: body,
    importance: 'critical',
    silent: true,
  })
}
