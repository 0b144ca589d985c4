/**
 * The shop's goods, cart and goods orders (issue 23; spec section 7: GET spus, spus/{id}, the
 * cart count; routes/catalogue/goods.ts and routes/trade/shop.ts on the reference gateway). The
 * answers' types are the contract's, imported as types only. Reads are silent (the pages show
 * their own error); the cart's and the order's writes leave the refusals to the page too.
 */
import type {
  Cart,
  CartCount,
  CartLine,
  CreatedGoodsOrder,
  GoodsCoupon,
  GoodsOrderBody,
  GoodsPreOrder,
  SpuDetail,
  SpuItem,
  SpuList,
} from '@showtix/contract'
import { request } from '@/http'

export type {
  Cart,
  CartCount,
  CartLine,
  CreatedGoodsOrder,
  GoodsCoupon,
  GoodsOrderBody,
  GoodsPreOrder,
  SpuDetail,
  SpuItem,
  SpuList,
}

/** Spec section 9: lists are paged 20 at a time. */
export const GOODS_PAGE_LENGTH = 20

export type SpuType = 'GOODS' | 'MERCH' | 'VOUCHER'

const CART = '/buyer/v1/cart'
const GOODS_ORDERS = '/buyer/v1/goods_orders'

/** GET spus: the shop's goods, by type or words, 20 at a time. */
export function fetchGoods(query: {
  readonly spuType?: SpuType
  readonly keyword?: string
  readonly offset: number
}): Promise<SpuList> {
  return request<SpuList>({
    service: 'show',
    path: '/pub/v3/spus',
    data: { ...query, length: GOODS_PAGE_LENGTH },
    silent: true,
  })
}

/** GET spus/{id}: pictures, attributes and skus with their stock. */
export function fetchGoodsDetail(spuId: string): Promise<SpuDetail> {
  return request<SpuDetail>({ service: 'show', path: `/pub/v3/spus/${encodeURIComponent(spuId)}`, silent: true })
}

/** GET cart count (spec section 7). */
export function fetchCartCount(): Promise<CartCount> {
  return request<CartCount>({ service: 'trade', path: `${CART}/count`, silent: true })
}

/** GET cart: lines by sku with the shelf's price and stock now. */
export function fetchCart(): Promise<Cart> {
  return request<Cart>({ service: 'trade', path: CART, silent: true })
}

/** POST cart/items: adds a sku; answers the new count. */
export function addToCart(line: { readonly spuId: string; readonly skuId: string; readonly qty: number }): Promise<CartCount> {
  return request<CartCount>({ method: 'POST', service: 'trade', path: `${CART}/items`, data: line, silent: true })
}

/** PUT cart/items/{id}: a quantity or the selection. */
export function changeCartLine(id: number, change: { readonly qty?: number; readonly selected?: boolean }): Promise<CartCount> {
  return request<CartCount>({ method: 'PUT', service: 'trade', path: `${CART}/items/${id}`, data: change, silent: true })
}

/** POST cart/items/remove. */
export function removeCartLines(ids: readonly number[]): Promise<CartCount> {
  return request<CartCount>({ method: 'POST', service: 'trade', path: `${CART}/items/remove`, data: { ids }, silent: true })
}

/** POST goods_orders/pre_order: the lines, the express fee, the ITEM coupons and the amount to pay. */
export function previewGoodsOrder(body: GoodsOrderBody): Promise<GoodsPreOrder> {
  return request<GoodsPreOrder>({ method: 'POST', service: 'trade', path: `${GOODS_ORDERS}/pre_order`, data: body, silent: true })
}

/** POST goods_orders/create: critical (the buyer waits on it); then the cashier. */
export function createGoodsOrder(body: GoodsOrderBody): Promise<CreatedGoodsOrder> {
  return request<CreatedGoodsOrder>({
    method: 'POST',
    service: 'trade',
    path: `${GOODS_ORDERS}/create`,
    data: body,
    importance: 'critical',
    silent: true,
  })
}
