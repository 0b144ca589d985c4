import {
  Cart,
  CartAddBody,
  CartCount,
  CartLineParams,
  CartRemoveBody,
  CartUpdateBody,
  CreatedGoodsOrder,
  Envelope,
  GoodsOrderBody,
  GoodsPreOrder,
  TradeShopQuery as ShopQuery,
} from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import { addToCart, cartCount, cartView, removeCartLines, updateCartLine } from '../../services/trade/cart'
import { toCents } from '../../services/trade/common'
import { createGoodsOrder, previewGoodsOrder, type GoodsOrderInput } from '../../services/trade/goods-orders'
import { langOf } from '../../services/trade/text'
import { TRADE, security } from './schemas'

const tags = ['trade: shop']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

function goodsOrderInput(body: typeof GoodsOrderBody.static, terminalSrc: string): GoodsOrderInput {
  const payAmount = body.paymentParam?.payAmount
  return {
    lines: body.lines,
    ...(body.addressId ? { addressId: body.addressId } : {}),
    ...(body.couponId ? { couponId: body.couponId } : {}),
    ...(body.fromCart ? { fromCart: true } : {}),
    ...(payAmount !== undefined ? { clientPayAmount: toCents(payAmount) } : {}),
    terminalSrc,
  }
}

/** The product cart and goods orders (issue 23): services/trade/cart.ts and goods-orders.ts. */
export default async function shopRoutes(app: App): Promise<void> {
  const { storage } = app
  const cart = `${TRADE}/buyer/v1/cart`

  app.get(
    `${cart}/count`,
    {
      schema: {
        tags,
        security,
        summary: "Units in the buyer's cart of this shop (spec s7 'GET cart count')",
        querystring: ShopQuery,
        response: { 200: Envelope(CartCount) },
      },
    },
    async (request) => ok(await cartCount(storage, request.userId, await shopOf(app, request))),
  )

  app.get(
    cart,
    {
      schema: {
        tags,
        security,
        summary: "The buyer's cart: lines by sku with the shelf's price and stock now",
        querystring: ShopQuery,
        response: { 200: Envelope(Cart) },
      },
    },
    async (request) => ok(await cartView(storage, request.userId, await shopOf(app, request), langOf(request))),
  )

  app.post(
    `${cart}/items`,
    {
      schema: {
        tags,
        security,
        summary: 'Add a sku to the cart (within stock and limitPerUser)',
        querystring: ShopQuery,
        body: CartAddBody,
        response: { 200: Envelope(CartCount) },
      },
    },
    async (request) => ok(await addToCart(storage, request.userId, await shopOf(app, request), request.body, Date.now())),
  )

  app.put(
    `${cart}/items/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a cart line: quantity or selected',
        params: CartLineParams,
        querystring: ShopQuery,
        body: CartUpdateBody,
        response: { 200: Envelope(CartCount) },
      },
    },
    async (request) => {
      const shop = await shopOf(app, request)
      await updateCartLine(storage, request.userId, shop, request.params.id, request.body)
      return ok(await cartCount(storage, request.userId, shop))
    },
  )

  app.post(
    `${cart}/items/remove`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove cart lines (POST: the app sends DELETE parameters in the query)',
        querystring: ShopQuery,
        body: CartRemoveBody,
        response: { 200: Envelope(CartCount) },
      },
    },
    async (request) => {
      const shop = await shopOf(app, request)
      await removeCartLines(storage, request.userId, shop, request.body.ids)
      return ok(await cartCount(storage, request.userId, shop))
    },
  )

  app.post(
    `${TRADE}/buyer/v1/goods_orders/pre_order`,
    {
      schema: {
        tags,
        security,
        summary: 'Price a goods order (express fee, ITEM coupons) without holding anything',
        querystring: ShopQuery,
        body: GoodsOrderBody,
        response: { 200: Envelope(GoodsPreOrder) },
      },
    },
    async (request) =>
      ok(
        await previewGoodsOrder(
          storage,
          request.userId,
          await shopOf(app, request),
          goodsOrderInput(request.body, request.ctx.terminalSrc),
          langOf(request),
        ),
      ),
  )

  app.post(
    `${TRADE}/buyer/v1/goods_orders/create`,
    {
      schema: {
        tags,
        security,
        summary: 'Create a goods order: stock held, amounts computed here; pay it through the cashier',
        querystring: ShopQuery,
        body: GoodsOrderBody,
        response: { 200: Envelope(CreatedGoodsOrder) },
      },
    },
    async (request) =>
      ok(
        await createGoodsOrder(
          storage,
          request.userId,
          await shopOf(app, request),
          goodsOrderInput(request.body, request.ctx.terminalSrc),
        ),
      ),
  )
}
