/** The show's buyer pages: reminders, tickets held, shortage registrations, the purchase captcha, goods sold with it (`routes/show-pages.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { CatalogueId, Length, Nullable, Offset, PriceInfo, SpuItem, common } from '../catalogue/common'

/** GET/DELETE shows/{id}/subscribe (and /state): the sale reminder. */
export const ReminderState = Type.Object({
  showId: Type.String(),
  subscribed: Type.Boolean(),
  channel: Nullable(Type.String()),
  remindType: Nullable(Type.String()),
  showSessionId: Nullable(Type.String()),
})
export type ReminderState = Static<typeof ReminderState>

/** GET shows/{id}/purchased: tickets the buyer holds for the show, against its limit. */
export const Purchased = Type.Object({ showId: Type.String(), purchaseLimit: Type.Number(), bought: Type.Number() })
export type Purchased = Static<typeof Purchased>

export const ShortageRegistration = Type.Object({
  registrationId: Type.String(),
  showId: Type.String(),
  sessionId: Type.String(),
  seatPlanId: Type.String(),
  qty: Type.Number(),
  createdAt: Type.Number(),
  /** Place in the queue (1: first). */
  position: Type.Number(),
})
export type ShortageRegistration = Static<typeof ShortageRegistration>
export const ShortageRegistrations = Type.Object({ list: Type.Array(ShortageRegistration) })
export type ShortageRegistrations = Static<typeof ShortageRegistrations>

/** POST show/{id}/captcha: a slider (target) or an image captcha (image). */
export const PurchaseCaptcha = Type.Object({
  captchaId: Type.String(),
  kind: Type.String(),
  target: Type.Optional(Type.Number()),
  image: Type.Optional(Type.String()),
})
export type PurchaseCaptcha = Static<typeof PurchaseCaptcha>

/** POST show/{id}/captcha/verify. */
export const CaptchaToken = Type.Object({ token: Type.String(), expireTime: Type.Number() })
export type CaptchaToken = Static<typeof CaptchaToken>

export const TiedSku = Type.Object({
  skuId: Type.String(),
  idArr: Type.Array(Type.String()),
  label: Type.String(),
  price: Type.Number(),
  priceInfo: PriceInfo,
  soldOut: Type.Boolean(),
})
export type TiedSku = Static<typeof TiedSku>
export const TiedSpu = Type.Composite([
  Type.Object({ required: Type.Boolean(), limitPerUser: Type.Number(), skus: Type.Array(TiedSku) }),
  SpuItem,
])
export type TiedSpu = Static<typeof TiedSpu>

/** GET v5 tied_sale_search: the goods sold with a show. */
export const TiedSale = Type.Object({
  showId: Type.String(),
  spuList: Type.Array(TiedSpu),
  total: Type.Number(),
  hasMore: Type.Boolean(),
})
export type TiedSale = Static<typeof TiedSale>

// ---------------------------------------------------------------------------------------------
// Requests.

/** GET shows/{id}/subscribe: the sale reminder asked for. */
export const ReminderQuery = Type.Object({
  remindType: Type.Optional(Type.Union([Type.Literal('SALE_REMIND'), Type.Literal('PRIORITY_REMIND')])),
  subscribeTargetType: Type.Union([Type.Literal('SMS'), Type.Literal('WEIXIN')], {
    description: 'SMS on the web, WEIXIN for the WeChat subscribe messages the user accepted',
  }),
  showSessionId: Type.Optional(CatalogueId('remind of this session')),
  ...common,
})
export type ReminderQuery = Static<typeof ReminderQuery>

/**
 * POST shortage_registrations: one chosen price tier (the waitlist takes the same choice as an
 * order item).
 */
export const PlanChoice = Type.Object({
  showId: CatalogueId('show id'),
  sessionId: CatalogueId('bizShowSessionId'),
  seatPlanId: CatalogueId('seat plan id'),
  qty: Type.Integer({ minimum: 1, maximum: 20, description: 'units wanted' }),
})
export type PlanChoice = Static<typeof PlanChoice>

/** GET shortage_registrations: the query. */
export const ShortageRegistrationsQuery = Type.Object({ showId: CatalogueId('show id'), ...common })
export type ShortageRegistrationsQuery = Static<typeof ShortageRegistrationsQuery>

/** POST shows/{id}/purchase_captcha/check: the answer to a purchase captcha. */
export const CaptchaAnswerBody = Type.Object({
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  answer: Type.String({ minLength: 1, maxLength: 16, description: 'the slide position (percent) or the image text' }),
})
export type CaptchaAnswerBody = Static<typeof CaptchaAnswerBody>

/** GET tied_sale_search: the query. */
export const TiedSaleQuery = Type.Object({
  showId: CatalogueId('show id'),
  sessionId: Type.Optional(CatalogueId('bizShowSessionId')),
  offset: Type.Optional(Offset),
  length: Type.Optional(Length(20)),
  ...common,
})
export type TiedSaleQuery = Static<typeof TiedSaleQuery>
