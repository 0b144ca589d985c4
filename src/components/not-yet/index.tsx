import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { PageShell } from '@/components/page-shell'
import { Button, IconCoupon } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { goBack, goHome, targetUrl } from '@/navigation/navigate'
import { resolvePage } from '@/navigation/resolve'
import { useRouteRule } from '@/navigation/use-route-rule'
import { usePageParams } from '@/navigation/use-page-params'
import { PAGES, type PageName } from '@/routes'
import './not-yet.scss'

/** The shared, translated "not available yet" screen. */
export function NotYet({ name }: { readonly name: PageName }) {
  const t = useT()
  // A tab page has nothing to go back to, and the home list needs no way home.
  const { tab } = PAGES[name]
  return (
    <View className='not-yet' role='status'>
      <View className='not-yet__art' aria-hidden>
        <IconCoupon size={48} />
      </View>
      <Text className='not-yet__title'>{t('notYet.title')}</Text>
      <Text className='not-yet__body'>{t('notYet.body')}</Text>
      <View className='not-yet__actions'>
        {name !== 'homeList' && (
          <Button type='primary' block onClick={() => void goHome()}>
            {t('notYet.home')}
          </Button>
        )}
        {!tab && (
          <Button fill='none' block onClick={() => void goBack()}>
            {t('notYet.back')}
          </Button>
        )}
      </View>
    </View>
  )
}

/**
 * A page that is routed but not built yet: `export default notYetPage('showDetail')`. The
 * page-status report (`npm run pages`) counts every page whose file calls this as "not yet".
 */
export function notYetPage(name: PageName) {
  function NotYetPage() {
    const redirecting = useRouteRule(name)
    return <PageShell name={name}>{redirecting ? null : <NotYet name={name} />}</PageShell>
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
    const params = usePageParams()
    const url = targetUrl(resolvePage(target, params), params)
    useEffect(() => {
      void (PAGES[target].tab ? Taro.switchTab({ url }) : Taro.redirectTo({ url }))
    }, [url])
    return <PageShell name={name}>{null}</PageShell>
  }
  RedirectPage.displayName = `Redirect(${name})`
  return RedirectPage
}
