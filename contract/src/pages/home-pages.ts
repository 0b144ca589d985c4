/** The annual review (`routes/home-pages.ts`). */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, common } from '../catalogue/common'

/** GET annual_review: the shop's year, and the buyer's own when logged in. */
export const AnnualReview = Type.Object({
  year: Type.Number(),
  title: Type.String(),
  subtitle: Type.String(),
  posterUrl: Nullable(Type.String()),
  figures: Type.Array(Type.Object({ label: Type.String(), key: Type.String(), value: Type.Number() })),
  highlights: Type.Array(
    Type.Object({
      showId: Type.String(),
      showName: Type.String(),
      posterUrl: Type.String(),
      cityName: Type.String(),
      note: Type.String(),
    }),
  ),
  mine: Nullable(
    Type.Object({
      orders: Type.Number(),
      shows: Type.Number(),
      cities: Type.Number(),
      spentInfo: Type.Object({ prefix: Type.String(), yuanNum: Type.String(), centNum: Type.String() }),
      firstShowName: Nullable(Type.String()),
    }),
  ),
})
export type AnnualReview = Static<typeof AnnualReview>

// ---------------------------------------------------------------------------------------------
// Requests.

/** The years a review can be asked for. */
export const REVIEW_YEARS = { min: 2000, max: 2100 } as const

/** GET annual_review: the query. */
export const AnnualReviewQuery = Type.Object({
  year: Type.Optional(
    Type.Integer({ minimum: REVIEW_YEARS.min, maximum: REVIEW_YEARS.max, description: 'default: the current year' }),
  ),
  ...common,
})
export type AnnualReviewQuery = Static<typeof AnnualReviewQuery>
