/** The risk-control (fingerprint) token of spec section 4 (routes/risk.ts). */
import { Type, type Static } from '@sinclair/typebox'

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }))
const Size = Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 }))

export const FingerprintBody = Type.Object({
  platform: Type.String({ minLength: 1, maxLength: 32 }),
  terminalSrc: Type.Union(['H5', 'WEB', 'WEIXIN_H5', 'IOS', 'ANDROID'].map((value) => Type.Literal(value))),
  brand: Text(64),
  model: Text(128),
  system: Text(128),
  screenWidth: Size,
  screenHeight: Size,
  pixelRatio: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
  language: Text(32),
})

export const IssuedRiskToken = Type.Object({
  riskToken: Type.String(),
  /** Epoch milliseconds, by the gateway's clock. */
  expireTime: Type.Integer(),
  validSeconds: Type.Integer(),
})
export type IssuedRiskToken = Static<typeof IssuedRiskToken>
