/**
 * The response envelope of spec section 7: every answer is
 * `{ statusCode, comments, data, subComments, actText }`. Business failures travel as HTTP 200 with
 * their code and, usually, `data: null`; so an answer's `data` is its schema or null.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** The envelope around `data` (a route's 200 answer: `response: { 200: Envelope(Show) }`). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object(
    {
      statusCode: Type.Union([Type.Integer(), Type.String()]),
      comments: Type.String(),
      data: Type.Union([data, Type.Null()]),
      subComments: Type.String(),
      actText: Type.String(),
    },
    { additionalProperties: false },
  )

export type EnvelopeOf<T extends TSchema> = Static<ReturnType<typeof Envelope<T>>>
