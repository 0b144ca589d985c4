import { useEffect } from 'react'
import { resolveShortCode } from '@/api/short-codes'
import { redirectPage } from '@/components/not-yet'
import { PageShell } from '@/components/page-shell'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { shortCodeOfLaunch, type LaunchShortCode } from '@/domain/short-code'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { findPageByPath, type PageName } from '@/routes'
import '@/i18n/locales/poster'

/** Resolves the id at the gateway and opens its page in this one's place (login first where it needs it). */
function Landing({ code }: { readonly code: LaunchShortCode }) {
  const t = useT()
  const target = useServerData(
    ['short-code', code.id, code.source],
    async () => {
      const answer = await resolveShortCode(code.id, code.source)
      // A page this app does not have (an old code): undefined, shown as "not valid".
      return { name: findPageByPath(answer.page), params: answer.params }
    },
    { reloadOnShow: false },
  )
  const ready = target.status === 'ready' ? target.data : undefined
  useEffect(() => {
    if (ready?.name) void openPage(ready.name, ready.params, { replace: true })
  }, [ready])
  if (ready && !ready.name) return <StatusView kind='notFound' message={t('poster.landing.notFound')} exit='home' />
  if (target.status === 'error')
    return (
      <LoadFailure
        error={target.error}
        notFound={t('poster.landing.notFound')}
        message={t('poster.landing.failed')}
        onRetry={target.retry}
      />
    )
  return <StatusView kind='loading' message={t('poster.landing.opening')} />
}

/**
 * The page a poster's code opens (spec s2's home page for sharing, `/pages/home/home`): with a
 * short id in its parameters (`s=` on the web, a mini-program code's `scene`, a scanned link's
 * `q`: domain/short-code.ts) it opens the page the id stands for; without one it forwards as the
 * redirect page does.
 */
export function shortCodeLandingPage(name: PageName) {
  const Forward = redirectPage(name)
  function ShortCodeLandingPage() {
    const code = shortCodeOfLaunch(usePageParams())
    if (!code) return <Forward />
    return (
      <PageShell name={name}>
        <Landing code={code} />
      </PageShell>
    )
  }
  ShortCodeLandingPage.displayName = `ShortCodeLanding(${name})`
  return ShortCodeLandingPage
}
