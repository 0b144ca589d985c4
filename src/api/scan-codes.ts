/** Scanned codes and the terminal jump (spec s7 L95; contract/src/pages/scan-codes.ts). */
import type { ScanCodeParam, TerminalJump, TerminalJumpBody } from '@showtix/contract'
import { request } from '@/http'

export type { ScanCodeParam, TerminalJump } from '@showtix/contract'

/** GET scan-code params by CP_ID: the page the code opens and its target. A refusal says why (not silent). */
export function fetchScanCodeParam(cpId: string): Promise<ScanCodeParam> {
  return request<ScanCodeParam>({ service: 'home', path: `/pub/v3/scan_codes/${encodeURIComponent(cpId)}/params` })
}

/** POST terminal/jump: where that page opens on this terminal (a banner's jumpDetails). */
export function fetchTerminalJump(body: TerminalJumpBody): Promise<TerminalJump> {
  return request<TerminalJump>({ method: 'POST', service: 'home', path: '/pub/v3/terminal/jump', data: { ...body } })
}
