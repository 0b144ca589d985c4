import { Envelope, ScanCodeParam, ScanCodeParamsPath, TerminalJump, TerminalJumpBody } from '@showtix/contract'
import type { App } from '../app'
import { ok } from '../http/envelope'
import { scanCodeParam, terminalJump } from '../services/scan-codes'
import { HOME, ctxOf } from './catalogue/common'

const tags = ['home: scanned codes']

/**
 * Scanned codes and the terminal jump (spec s7 L95; D5, D37): what a CP_ID opens, and where that
 * page is on the caller's terminal. Public: a code at the venue or car park is scanned before login
 * (the page it opens asks for one when it needs it).
 */
export default async function scanCodeRoutes(app: App): Promise<void> {
  const db = app.storage

  app.get(
    `${HOME}/pub/v3/scan_codes/:cpId/params`,
    {
      schema: {
        tags,
        summary: "A scanned code's params by its CP_ID: the page it opens and its target",
        params: ScanCodeParamsPath,
        response: { 200: Envelope(ScanCodeParam) },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request)
      return ok(await scanCodeParam(db, ctx.shop.merchantId, request.params.cpId))
    },
  )

  app.post(
    `${HOME}/pub/v3/terminal/jump`,
    {
      schema: {
        tags,
        summary: "Where a page with its target opens on the caller's terminal (a jumpDetails)",
        body: TerminalJumpBody,
        response: { 200: Envelope(TerminalJump) },
      },
    },
    async (request) => {
      const ctx = await ctxOf(app, request)
      return ok(await terminalJump(db, ctx.shop.merchantId, request.body))
    },
  )
}
