import type { VersionMatch } from '@/api/shop'
import { versionAction, type VersionAction } from '@/domain/version'
import { PRODUCT_CODE, RELEASE_VERSION } from '@/environment'
import { HTTP_MESSAGES, type Message, type Presenter } from '@/http'
import { i18n } from '@/i18n'
import { isPlatformError, type Platform } from '@/platform'

export interface VersionCheckDeps {
  readonly match: (query: {
    productCode: string
    clientCode: string
    versionNo: string
    merchantId?: string
  }) => Promise<VersionMatch>
  readonly presenter: Pick<Presenter, 'dialog'>
  readonly platform: Pick<Platform, 'platformType' | 'applyUpdate'>
  readonly merchantId: string
  /** Environment `disabledUpdate` (spec section 3): no check at all. */
  readonly disabled?: boolean
}

/**
 * Spec section 7, version/match at launch: FORCE puts up an update prompt that only updating
 * closes (a failed update says so and asks again); WEAK suggests one the user may put off.
 * Resolves to what the gateway asked for; a failed check changes nothing.
 */
export async function checkVersion(deps: VersionCheckDeps): Promise<VersionAction> {
  if (deps.disabled) return 'none'
  let answer: VersionMatch
  try {
    answer = await deps.match({
      productCode: PRODUCT_CODE,
      clientCode: deps.platform.platformType,
      versionNo: RELEASE_VERSION,
      merchantId: deps.merchantId,
    })
  } catch {
    return 'none'
  }
  const action = versionAction(answer.updateType)
  if (action === 'none') return action
  const title: Message = { key: HTTP_MESSAGES.titleUpdate }
  let message: Message = answer.releaseNote ? { text: answer.releaseNote } : { key: HTTP_MESSAGES.updateBody }
  for (;;) {
    const choice = await deps.presenter.dialog({ mode: action === 'block' ? 'forceUpdate' : 'update', title, message })
    if (choice !== 'confirm' && action === 'suggest') return action
    try {
      await deps.platform.applyUpdate()
      return action
    } catch (error) {
      if (action === 'suggest') return action
      // The platform's own words ('new version available, delete mini-program and reopen'), in
      // the language the runtime keeps i18n in.
      message = isPlatformError(error) ? { text: error.text(i18n.t.bind(i18n)) } : message
    }
  }
}
