/** The shop's policy documents per language (routes/info.ts; spec section 2, agreement). */
import { Type, type Static } from '@sinclair/typebox'
import { PolicyType } from './enums'

export const PolicyParams = Type.Object({ policyType: PolicyType })

const briefFields = {
  policyType: PolicyType,
  title: Type.String(),
  version: Type.String(),
  /** SHOP: the shop's own document; DEFAULT: the gateway's default text. */
  source: Type.Union([Type.Literal('SHOP'), Type.Literal('DEFAULT')]),
  merchantId: Type.String(),
}
export const PolicyBrief = Type.Object(briefFields)
export type PolicyBrief = Static<typeof PolicyBrief>

export const PolicyDocument = Type.Object({
  ...briefFields,
  /** HTML from the merchant: clients render it through a sanitiser. */
  content: Type.String(),
})
export type PolicyDocument = Static<typeof PolicyDocument>
