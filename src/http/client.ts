import { BUSY_MAX_RETRIES, BUSY_RETRY_INTERVAL_MS, busyState } from './busy'
import { baseUrl, needsLogin, pathOf, type HttpConfig, type ServiceName } from './config'
import { isSuccessCode, readEnvelope, type Envelope } from './envelope'
import { BOOKING_BACK_MODE, NOT_LOGIN_CODE, type CodeAction, type ReactionMode } from './error-codes'
import {
  HttpError,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_MESSAGE,
  NON_ENVELOPE_STATUS,
  NOT_LOGGED_IN_MESSAGE,
  TIMEOUT_MESSAGE,
} from './errors'
import { commonParams, requestHeaders } from './headers'
import { ImportanceQueue, importanceFor, type Importance } from './importance'
import { LoadingTracker } from './loading'
import { consoleLogger, type HttpLogger } from './logger'
import { HTTP_MESSAGES, keyMessage, textOr } from './messages'
import { cleanParams, privilegeIdOf, warnUndefinedPath, withQuery, type Params } from './params'
import type { DialogChoice, DialogMode, DialogRequest, NavigationTarget, Presenter } from './presenter'
import type { HttpProvider } from './provider'
import { TOAST_DURATION_MS, TOO_FREQUENT_PROMPT, WAITING_COUNTDOWN_SECONDS, resolveReaction, type Reaction } from './reactions'
import { retry } from './retry'
import { timeoutFor } from './timeouts'
import { createTraceId } from './trace-id'
import { TransportError, type HttpMethod, type Transport, type TransportRequest, type TransportResponse } from './transport'

/** The only HTTP status whose body is read as an envelope; anything else is an HTTP error (spec section 8). */
export const HTTP_OK = 200

export interface HttpDeps {
  readonly config: HttpConfig
  readonly transport: Transport
  readonly provider: HttpProvider
  readonly presenter: Presenter
  readonly logger?: HttpLogger
}

export interface RequestOptions {
  /** GET unless given. */
  readonly method?: HttpMethod
  /** The service whose prefix goes before `path`; none for a path on the host or an absolute URL. */
  readonly service?: ServiceName
  readonly path: string
  /** GET and DELETE: query parameters; POST and PUT: the JSON body. */
  readonly data?: unknown
  /** Query parameters for any method. */
  readonly params?: Params
  readonly headers?: Readonly<Record<string, string>>
  /** Milliseconds; the path's rule or the default 5000 ms otherwise. */
  readonly timeout?: number
  /** medium unless given or the path has a rule (create order is critical). */
  readonly importance?: Importance
  /** The privilege the request is for, when it is not a `privilegeId` in data or params. */
  readonly privilegeId?: string
  /** No toast, dialog or navigation: failures only reject (session codes still log out). */
  readonly silent?: boolean
  /** This call's reaction modes for some codes (statusCode -> mode), over the error-code table. */
  readonly reactions?: Readonly<Record<string, ReactionMode>>
}

/**
 * What names a GET on the gateway (service, path, parameters), without how the app reacts to it:
 * exported by the api modules beside the call that sends it, so the H5 boot script (src/boot)
 * builds the same request from the same description instead of a retyped path.
 */
export type RequestDescriptor = Required<Pick<RequestOptions, 'service' | 'path' | 'params'>>

export interface HttpClient {
  /** The envelope's data, or a rejection with an HttpError after the failure's reaction. */
  request<T = unknown>(options: RequestOptions): Promise<T>
  /** The whole envelope (statusCode 200 or 510), for callers that need comments or the code. */
  requestEnvelope<T = unknown>(options: RequestOptions): Promise<Envelope<T>>
  /**
   * Starts a GET now, before the code that needs it has loaded, for that code's identical request
   * to take (http/early); nothing is reported: the request that takes it reacts to its outcome.
   */
  prefetch(descriptor: RequestDescriptor): void
}

interface Prepared {
  readonly method: HttpMethod
  readonly url: string
  readonly path: string
  readonly query: Params
  readonly body: unknown
  readonly headers: Readonly<Record<string, string>>
  readonly timeout: number
  readonly importance: Importance
  readonly privilegeId: string | undefined
  readonly silent: boolean
  readonly overrides: Readonly<Record<string, ReactionMode>> | undefined
}

type Outcome = { readonly ok: true; readonly envelope: Envelope } | { readonly ok: false; readonly error: HttpError }

interface RunState {
  /** 15012010 refreshes the token once per request. */
  readonly refreshed: boolean
}

const QUERY_METHODS: readonly HttpMethod[] = ['GET', 'DELETE']

/** Creates the request layer over a transport, a context provider and a presenter. */
export function createHttpClient(deps: HttpDeps): HttpClient {
  const { config, transport, provider, presenter } = deps
  const logger = deps.logger ?? consoleLogger
  const queue = new ImportanceQueue()
  const loading = new LoadingTracker((visible) => presenter.setLoading(visible))
  /** Spec section 4: one error dialog at a time. */
  let dialogOpen = false
  let refreshing: Promise<boolean> | undefined

  function prepare(options: RequestOptions): Prepared {
    const method = options.method ?? 'GET'
    warnUndefinedPath(options.path, logger)
    const url = baseUrl(config, options.service, options.path)
    const path = pathOf(url)
    const data = cleanParams(options.data, logger, `${method} ${path}`)
    const params = cleanParams(options.params ?? {}, logger, `${method} ${path}`)
    const inQuery = QUERY_METHODS.includes(method)
    const dataParams = inQuery && data && typeof data === 'object' && !Array.isArray(data) ? (data as Params) : {}
    return {
      method,
      url,
      path,
      query: { ...params, ...dataParams },
      body: inQuery ? undefined : data,
      headers: options.headers ?? {},
      timeout: timeoutFor(path, options.timeout),
      importance: importanceFor(path, options.importance),
      privilegeId: options.privilegeId ?? privilegeIdOf(data, params),
      silent: options.silent ?? false,
      overrides: options.reactions,
    }
  }

  function classify(response: TransportResponse, url: string): Outcome {
    const envelope = readEnvelope(response.data)
    if (response.statusCode !== HTTP_OK) {
      const message = `request failed: HTTP ${response.statusCode}`
      return {
        ok: false,
        error: new HttpError({
          kind: 'http',
          message,
          httpCode: response.statusCode,
          statusCode: NON_ENVELOPE_STATUS,
          url,
          ...(envelope ? { envelope } : {}),
        }),
      }
    }
    if (!envelope) return { ok: false, error: new HttpError({ kind: 'invalid', message: INVALID_RESPONSE_MESSAGE, url }) }
    if (isSuccessCode(envelope.statusCode)) return { ok: true, envelope }
    const message = envelope.comments || `request failed: statusCode ${String(envelope.statusCode)}`
    return { ok: false, error: new HttpError({ kind: 'business', message, envelope, url }) }
  }

  /** The exchange as sent now: fresh context, common parameters, headers, a new trace id. */
  function transportRequest(prepared: Prepared): TransportRequest {
    const context = provider.context()
    const url = withQuery(prepared.url, { ...commonParams(context), ...prepared.query })
    const privilegeToken = prepared.privilegeId ? provider.privilegeToken?.(prepared.privilegeId) : undefined
    const headers = {
      ...requestHeaders(context, { path: prepared.path, traceId: createTraceId(), privilegeToken }),
      ...prepared.headers,
    }
    return {
      method: prepared.method,
      url,
      ...(prepared.body === undefined ? {} : { data: prepared.body }),
      headers,
      timeout: prepared.timeout,
    }
  }

  /** One exchange (transportRequest). */
  async function attempt(prepared: Prepared): Promise<Outcome> {
    const request = transportRequest(prepared)
    const { url } = request
    const critical = prepared.importance === 'critical'
    if (critical) loading.begin()
    try {
      const response = await transport.send(request)
      return classify(response, url)
    } catch (error) {
      const timeout = error instanceof TransportError && error.kind === 'timeout'
      return {
        ok: false,
        error: new HttpError({
          kind: timeout ? 'timeout' : 'network',
          message: timeout ? TIMEOUT_MESSAGE : NETWORK_MESSAGE,
          url,
        }),
      }
    } finally {
      if (critical) loading.end()
    }
  }

  async function run(prepared: Prepared, state: RunState): Promise<Envelope> {
    const sentToken = provider.context().accessToken
    const outcome = await attempt(prepared)
    if (outcome.ok) return outcome.envelope
    return fail(prepared, outcome.error, state, sentToken)
  }

  function reactionTo(prepared: Prepared, error: HttpError, importance: Importance = prepared.importance): Reaction {
    return resolveReaction(error, { importance, shopStatus: provider.context().shopStatus, overrides: prepared.overrides })
  }

  /** Spec section 8: the failure's reaction; resolves only when a retry succeeds. */
  async function fail(prepared: Prepared, error: HttpError, state: RunState, sentToken?: string): Promise<Envelope> {
    const reaction = reactionTo(prepared, error)
    // A session answer ("not logged in", "token exception"...) to a request that went out with a
    // token a refresh has since replaced speaks of the old token, not of the session: once the
    // refresh is done, the request goes again with the new one instead of logging the user out.
    if (reaction.action === 'logout' && !state.refreshed && sentToken !== undefined) {
      if (refreshing) await refreshing
      if (provider.context().accessToken !== sentToken) return run(prepared, { ...state, refreshed: true })
    }
    if (reaction.action === 'refreshToken') {
      if (!state.refreshed && (await refreshOnce())) return run(prepared, { ...state, refreshed: true })
      provider.logout()
      throw error
    }
    if (prepared.silent) {
      if (reaction.action === 'logout') provider.logout()
      throw error
    }
    if (reaction.mode === 'limiting' && prepared.importance === 'critical') return busy(prepared, error, state)
    if (reaction.mode === 'limiting' || reaction.mode === 'retry') return retryPrompt(prepared, error, reaction, state)
    present(reaction)
    act(reaction.action, error)
    throw error
  }

  /** 15012010: one refresh at a time, shared by every request that hit the expiry. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= provider
      .refreshToken()
      .catch(() => false)
      .then((ok) => {
        refreshing = undefined
        return ok
      })
    return refreshing
  }

  /** A dialog, unless one is already open (then undefined: nothing is shown). */
  function showDialog(request: DialogRequest): Promise<DialogChoice> | undefined {
    if (dialogOpen) return undefined
    dialogOpen = true
    const closed = () => {
      dialogOpen = false
    }
    return presenter.dialog(request).then(
      (choice) => {
        closed()
        return choice
      },
      (reason: unknown) => {
        closed()
        throw reason
      },
    )
  }

  function dialogRequest(mode: DialogMode, reaction: Reaction): DialogRequest {
    return {
      mode,
      ...(reaction.title ? { title: reaction.title } : {}),
      ...(reaction.message ? { message: reaction.message } : {}),
      ...(reaction.actionText ? { actionText: reaction.actionText } : {}),
      ...(mode === 'waiting' ? { countdownSeconds: WAITING_COUNTDOWN_SECONDS } : {}),
    }
  }

  /** Where a dialog's button leads. */
  function followUp(reaction: Reaction, choice: DialogChoice): NavigationTarget | undefined {
    switch (reaction.mode) {
      case 'login':
        return choice === 'confirm' ? { to: 'login' } : undefined
      case 'back':
        return { to: 'back' }
      case 'backRefresh':
        return { to: 'backRefresh' }
      case 'booking':
        return { to: 'booking', backMode: reaction.backMode ?? BOOKING_BACK_MODE }
      default:
        return undefined
    }
  }

  /** Toasts and the dialogs that do not hold the request (it has already failed). */
  function present(reaction: Reaction): void {
    if (reaction.mode === 'none' || reaction.mode === 'retry' || reaction.mode === 'limiting') return
    if (reaction.mode === 'toast') {
      presenter.toast(reaction.message ?? keyMessage(HTTP_MESSAGES.defaultMessage), TOAST_DURATION_MS)
      return
    }
    const choice = showDialog(dialogRequest(reaction.mode, reaction))
    void choice?.then(
      (made) => {
        const target = followUp(reaction, made)
        if (target) presenter.navigate(target)
      },
      () => undefined,
    )
  }

  function act(action: CodeAction | undefined, error: HttpError): void {
    if (action === 'logout') provider.logout()
    if (action === 'shopState') presenter.navigate({ to: 'shopState' })
    if (action === 'languagePopup' && !dialogOpen) {
      dialogOpen = true
      void presenter.languagePopup(textOr(error.comments, HTTP_MESSAGES.languageMismatch)).then(
        (choice) => {
          dialogOpen = false
          if (choice === 'switchLanguage') presenter.navigate({ to: 'language' })
          if (choice === 'relogin') {
            provider.logout()
            presenter.navigate({ to: 'login' })
          }
        },
        () => {
          dialogOpen = false
        },
      )
    }
  }

  /** The retry dialog: retry repeats the request; return goes back and the request fails. */
  async function retryPrompt(prepared: Prepared, error: HttpError, reaction: Reaction, state: RunState): Promise<Envelope> {
    const choice = showDialog(dialogRequest('retry', reaction))
    if (!choice) throw error
    if ((await choice) === 'confirm') return run(prepared, state)
    presenter.navigate({ to: 'back' })
    throw error
  }

  function isLimited(prepared: Prepared, outcome: Outcome): boolean {
    return !outcome.ok && reactionTo(prepared, outcome.error, 'critical').mode === 'limiting'
  }

  /**
   * Spec section 8, busy mode on a critical request: the progress dialog while the request is
   * retried automatically; success closes it; when the retries run out, the retry dialog.
   */
  async function busy(prepared: Prepared, error: HttpError, state: RunState): Promise<Envelope> {
    if (dialogOpen) throw error
    dialogOpen = true
    let cancelled = false
    let cancel = () => {}
    const cancellation = new Promise<'cancelled'>((resolve) => {
      cancel = () => {
        cancelled = true
        resolve('cancelled')
      }
    })
    const dialog = presenter.openBusy(busyState(0), () => cancel())
    let last: Outcome = { ok: false, error }
    const retries = retry(
      async () => {
        last = await attempt(prepared)
        return last
      },
      {
        maxCount: BUSY_MAX_RETRIES,
        intervalMs: BUSY_RETRY_INTERVAL_MS,
        delayFirst: true,
        isSuccess: (outcome) => !isLimited(prepared, outcome),
        shouldStop: () => cancelled,
        onRetry: ({ count }) => dialog.update(busyState(count)),
      },
    )
    const winner = await Promise.race([retries, cancellation])
    dialog.close()
    dialogOpen = false
    const final = last as Outcome
    if (final.ok) return final.envelope
    if (winner === 'cancelled') throw final.error
    if (isLimited(prepared, final)) return retryPrompt(prepared, final.error, TOO_FREQUENT_PROMPT, state)
    return fail(prepared, final.error, state)
  }

  async function requestEnvelope<T>(options: RequestOptions): Promise<Envelope<T>> {
    const prepared = prepare(options)
    if (!provider.context().loggedIn && needsLogin(config, prepared.path)) {
      provider.logout()
      throw new HttpError({ kind: 'notLoggedIn', message: NOT_LOGGED_IN_MESSAGE, statusCode: NOT_LOGIN_CODE, url: prepared.url })
    }
    await queue.wait(prepared.importance)
    return (await run(prepared, { refreshed: false })) as Envelope<T>
  }

  return {
    requestEnvelope,
    async request<T>(options: RequestOptions): Promise<T> {
      return (await requestEnvelope<T>(options)).data
    },
    prefetch(descriptor: RequestDescriptor): void {
      transport.prefetch?.(transportRequest(prepare(descriptor)))
    },
  }
}
