import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { PageShell } from '@/components/page-shell'
import { Button, IconCoupon } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { goBack, goHome } from '@/navigation/navigate'
import { pageUrl, resolvePage } from '@/navigation/resolve'
import { PAGES, type PageName } from '@/routes'
import './not-yet.scss'

/** The shared, translated "not available yet" screen. */
export function NotYet() {
  const t = useT()
  return (
    <View className='not-yet' role='status'>
      <View className='not-yet__art' aria-hidden>
        <IconCoupon size={48} />
      </View>
      <Text className='not-yet__title'>{t('notYet.title')}</Text>
      <Text className='not-yet__body'>{t('notYet.body')}</Text>
      <View className='not-yet__actions'>
        <Button type='primary' block onClick={() => void goHome()}>
          {t('notYet.home')}
        </Button>
        <Button fill='none' block onClick={() => void goBack()}>
          {t('notYet.back')}
        </Button>
      </View>
    </View>
  )
}

/** Forwards to the page the routing rules choose (a show group's id opens group show detail). */
function useRouteRule(name: PageName): boolean {
  const { params } = useRouter()
  const target = resolvePage(name, params)
  useEffect(() => {
    if (target !== name) void Taro.redirectTo({ url: pageUrl(target, params) })
  }, [name, target, params])
  return target !== name
}

/**
 * A page that is routed but not built yet: `export default notYetPage('showDetail')`. The
 * page-status report (`npm run pages`) counts every page whose file calls this as "not yet".
 */
export function notYetPage(name: PageName) {
  function NotYetPage() {
    const redirecting = useRouteRule(name)
    return <PageShell name={name}>{redirecting ? null : <NotYet />}</PageShell>
  }
  NotYetPage.displayName = `NotYet(${name})`
  return NotYetPage
}

/**
 * A page that only forwards to another, with the same parameters: main-package entry points
 * and legacy paths. Its status in the report is its target's.
 */
export function redirectPage(name: PageName) {
  const target = PAGES[name].redirectTo as PageName
  function RedirectPage() {
    const { params } = useRouter()
    useEffect(() => {
      const url = pageUrl(resolvePage(target, params), PAGES[target].tab ? {} : params)
      void (PAGES[target].tab ? Taro.switchTab({ url }) : Taro.redirectTo({ url }))
    }, [params])
    return <PageShell name={name}>{null}</PageShell>
  }
  RedirectPage.displayName = `Redirect(${name})`
  return RedirectPage
}
