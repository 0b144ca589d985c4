/**
 * Deep links (spec s7 "deep-link lookup GET /sdk/deeplink/param (key, system_type=JS, project) ->
 * app_key, android_info, ios_info"; s5 download bar web only; server/src/routes/platform.ts).
 * `key` names the shop (its merchant id), `project` this client (the product code).
 */
import { Type, type Static } from '@sinclair/typebox'

export const DeepLinkQuery = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 32 }),
  /** The caller's kind: JS (a web page). */
  system_type: Type.Literal('JS'),
  project: Type.String({ minLength: 1, maxLength: 32 }),
  lang: Type.Optional(Type.String()),
})
export type DeepLinkQuery = Static<typeof DeepLinkQuery>

const Https = Type.String({ pattern: '^https://', maxLength: 300 })
const Scheme = Type.String({ pattern: '^[a-z][a-z0-9+.-]*$', maxLength: 40 })

export const AndroidInfo = Type.Object({ packageName: Type.String({ maxLength: 100 }), scheme: Scheme, downloadUrl: Https })
export const IosInfo = Type.Object({
  bundleId: Type.String({ maxLength: 100 }),
  scheme: Scheme,
  universalLink: Https,
  downloadUrl: Https,
})

/** The shop's app: how to open it on each system, and where to get it. */
export const DeepLinkParam = Type.Object({
  app_key: Type.String(),
  /** The app's name, in the request's language (what the download bar invites to open). */
  app_name: Type.String(),
  android_info: AndroidInfo,
  ios_info: IosInfo,
})
export type DeepLinkParam = Static<typeof DeepLinkParam>

/** null: the shop has no app for this project (the web shows no download bar). */
export const DeepLinkAnswer = Type.Union([DeepLinkParam, Type.Null()])
export type DeepLinkAnswer = Static<typeof DeepLinkAnswer>
