/**
 * Fakes for the request layer's tests: a scripted transport, a recording presenter and a
 * provider with a mutable context. `setup()` wires them into a fresh client.
 */
import { createHttpClient, type HttpClient } from '@/http/client'
import { createHttpConfig, type HttpConfig } from '@/http/config'
import type { HttpLogger } from '@/http/logger'
import type { BusyState, DialogChoice, DialogRequest, LanguageChoice, Message, NavigationTarget, Presenter } from '@/http'
import type { HttpContext, HttpProvider } from '@/http/provider'
import { TransportError, type Transport, type TransportRequest, type TransportResponse } from '@/http/transport'

export const HOST = 'https://gateway.test'

type Reply = TransportResponse | Error | ((request: TransportRequest) => TransportResponse | Error | Promise<TransportResponse>)

/** HTTP 200 with an envelope. */
export function envelope(
  statusCode: number | string,
  data: unknown = null,
  extra: { comments?: string; subComments?: string; actText?: string } = {},
): TransportResponse {
  return {
    statusCode: 200,
    data: {
      statusCode,
      comments: extra.comments ?? '',
      data,
      subComments: extra.subComments ?? '',
      actText: extra.actText ?? '',
    },
    headers: {},
  }
}

export const ok = (data: unknown = null) => envelope(200, data)

/** Another HTTP status, with the gateway's error envelope. */
export function httpStatus(status: number): TransportResponse {
  return { statusCode: status, data: { statusCode: -1, comments: `HTTP ${status}`, data: null }, headers: {} }
}

export const timeout = () => new TransportError('timeout')
export const networkDown = () => new TransportError('network')

/** Answers from a script, one reply per request; `otherwise` when the script is used up. */
export class FakeTransport implements Transport {
  readonly calls: TransportRequest[] = []
  private readonly script: Reply[] = []
  otherwise: Reply = ok()

  reply(...replies: Reply[]): this {
    this.script.push(...replies)
    return this
  }

  /** Every request from now on (after the script) gets this. */
  always(reply: Reply): this {
    this.otherwise = reply
    return this
  }

  async send(request: TransportRequest): Promise<TransportResponse> {
    this.calls.push(request)
    const next = this.script.shift() ?? this.otherwise
    const answer = typeof next === 'function' ? await next(request) : next
    if (answer instanceof Error) throw answer
    return answer
  }

  get urls(): string[] {
    return this.calls.map((call) => call.url)
  }

  /** The query parameters of a request. */
  query(index = this.calls.length - 1): Record<string, string> {
    const url = this.calls[index]?.url ?? ''
    return Object.fromEntries(new URL(url).searchParams)
  }

  headers(index = this.calls.length - 1): Readonly<Record<string, string>> {
    return this.calls[index]?.headers ?? {}
  }
}

/** A reply that arrives after `ms` (fake timers). */
export function after(ms: number, reply: TransportResponse | Error): (request: TransportRequest) => Promise<TransportResponse> {
  return () =>
    new Promise<TransportResponse>((resolve, reject) =>
      setTimeout(() => (reply instanceof Error ? reject(reply) : resolve(reply)), ms),
    )
}

interface OpenDialog {
  readonly request: DialogRequest
  answer(choice: DialogChoice): void
}

interface OpenBusy {
  readonly states: BusyState[]
  closed: boolean
  cancel(): void
}

/** Records what the request layer shows; the test answers the dialogs. */
export class FakePresenter implements Presenter {
  readonly toasts: Array<{ message: Message; durationMs: number }> = []
  readonly dialogs: OpenDialog[] = []
  readonly busies: OpenBusy[] = []
  readonly loading: boolean[] = []
  readonly languagePopups: Array<{ message: Message; answer(choice: LanguageChoice): void }> = []
  readonly navigations: NavigationTarget[] = []
  /** Every call in order, for "alert, then logout". */
  readonly log: string[]

  constructor(log: string[]) {
    this.log = log
  }

  toast(message: Message, durationMs: number): void {
    this.log.push('toast')
    this.toasts.push({ message, durationMs })
  }

  dialog(request: DialogRequest): Promise<DialogChoice> {
    this.log.push(`dialog:${request.mode}`)
    return new Promise((resolve) => this.dialogs.push({ request, answer: resolve }))
  }

  openBusy(state: BusyState, onCancel: () => void) {
    this.log.push('busy')
    const busy: OpenBusy = { states: [state], closed: false, cancel: onCancel }
    this.busies.push(busy)
    return {
      update: (next: BusyState) => void busy.states.push(next),
      close: () => {
        busy.closed = true
      },
    }
  }

  setLoading(visible: boolean): void {
    this.loading.push(visible)
  }

  languagePopup(message: Message): Promise<LanguageChoice> {
    this.log.push('languagePopup')
    return new Promise((resolve) => this.languagePopups.push({ message, answer: resolve }))
  }

  navigate(target: NavigationTarget): void {
    this.log.push(`navigate:${target.to}`)
    this.navigations.push(target)
  }

  /** The last dialog shown. */
  get lastDialog(): OpenDialog | undefined {
    return this.dialogs[this.dialogs.length - 1]
  }
}

export const LOGGED_IN: HttpContext = {
  loggedIn: true,
  terminalSrc: 'H5',
  merchantId: 'M1',
  channelId: 'C1',
  appId: 'APP1',
  version: '1.0.0',
  lang: 'zh-CN',
  accessToken: 'token-1',
  passId: 'pass-1',
  riskToken: 'risk-1',
  shopStatus: 'OPEN',
}

export class FakeProvider implements HttpProvider {
  current: HttpContext
  readonly privilegeTokens = new Map<string, string>()
  readonly refreshToken = jest.fn(async () => true)
  readonly logout: jest.Mock<void, []>

  constructor(context: HttpContext, log: string[]) {
    this.current = context
    this.logout = jest.fn(() => void log.push('logout'))
  }

  context(): HttpContext {
    return this.current
  }

  privilegeToken(privilegeId: string): string | undefined {
    return this.privilegeTokens.get(privilegeId)
  }
}

export interface Harness {
  readonly http: HttpClient
  readonly transport: FakeTransport
  readonly presenter: FakePresenter
  readonly provider: FakeProvider
  readonly warnings: string[]
  readonly log: string[]
  readonly config: HttpConfig
}

/** A fresh client over the fakes; fake timers on. */
export function setup(options: { context?: Partial<HttpContext>; config?: HttpConfig } = {}): Harness {
  jest.useFakeTimers()
  const log: string[] = []
  const warnings: string[] = []
  const logger: HttpLogger = { warn: (message) => void warnings.push(message) }
  const transport = new FakeTransport()
  const presenter = new FakePresenter(log)
  const provider = new FakeProvider({ ...LOGGED_IN, ...options.context }, log)
  const config = options.config ?? createHttpConfig(HOST)
  const http = createHttpClient({ config, transport, provider, presenter, logger })
  return { http, transport, presenter, provider, warnings, log, config }
}

/** Lets pending promises and due timers run (fake timers). */
export const settle = (ms = 0) => jest.advanceTimersByTimeAsync(ms)

/** The outcome of a promise without an unhandled rejection, readable after settle(). */
export function track<T>(promise: Promise<T>): { done: boolean; value?: T; error?: unknown } {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false }
  promise.then(
    (value) => {
      state.done = true
      state.value = value
    },
    (error: unknown) => {
      state.done = true
      state.error = error
    },
  )
  return state
}

afterEach(() => {
  jest.useRealTimers()
})
