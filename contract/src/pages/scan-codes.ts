/**
 * Scanned codes and the terminal jump (issue 20/27; spec s7 L95 "scan-code params by CP_ID ->
 * data.param", "POST terminal/jump {miniAppType, pageName, target}"; D5, D37): a code printed at a
 * venue, a car park or a box office carries a CP_ID; its params say which page it opens and with
 * what (`pageName`, `target`: a query string), and terminal/jump says where that page is on the
 * caller's terminal (a `jumpDetails` like a banner's: an app path, another mini-program or a web
 * page). `routes/scan-codes.ts`; codes 22064021-22064023 (contract/src/codes.ts).
 */
import { Type, type Static } from '@sinclair/typebox'
import { SCAN_CODE_ID_PATTERN } from '../rules/scan-code'

/** The pages a scanned code opens: the on-site tickets at a venue, a car park's payment, a show's purchase. */
export const SCAN_PAGE_NAMES = ['SITE_TICKET', 'PARKING_PAYMENT', 'SITE_PURCHASE'] as const
export type ScanPageName = (typeof SCAN_PAGE_NAMES)[number]
export const ScanPageName = Type.Union(SCAN_PAGE_NAMES.map((name) => Type.Literal(name)))

/** The terminals terminal/jump answers for (the shop config's miniAppType names). */
export const MINI_APP_TYPES = ['WEIXIN', 'ALIPAY', 'TT', 'XHS', 'H5'] as const
export const MiniAppType = Type.Union(MINI_APP_TYPES.map((name) => Type.Literal(name)))

export const ScanCodeParamsPath = Type.Object({ cpId: Type.String({ pattern: SCAN_CODE_ID_PATTERN }) })

/** A page's parameters as a query string (`venueId=VN1107&showId=SH1020`). */
const Target = Type.String({ pattern: '^[A-Za-z0-9_=&%.-]{1,300}$' })

export const ScanCodeParam = Type.Object({
  cpId: Type.String(),
  param: Type.Object({ pageName: ScanPageName, target: Target }),
})
export type ScanCodeParam = Static<typeof ScanCodeParam>

export const TerminalJumpBody = Type.Object({ miniAppType: MiniAppType, pageName: ScanPageName, target: Target })
export type TerminalJumpBody = Static<typeof TerminalJumpBody>

export const TerminalJump = Type.Object({
  /** Where to go, as a banner's jumpDetails (spec s3): PAGE with an app path, MINI_PROGRAM with appId, H5 with an address. */
  jumpDetails: Type.Object({
    type: Type.Union([Type.Literal('PAGE'), Type.Literal('MINI_PROGRAM'), Type.Literal('H5')]),
    path: Type.String(),
    appId: Type.Optional(Type.String()),
  }),
})
export type TerminalJump = Static<typeof TerminalJump>
