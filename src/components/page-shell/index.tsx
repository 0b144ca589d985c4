import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { shareMessage } from '@/domain/share'
import { ShareSlotContext, type ShareSlot } from '@/navigation/share'
import { firstPageIn } from '@/boot/ready'
import { FeedbackHost } from '@/components/feedback'
import { NavBar } from '@/components/nav-bar'
import { TabBar } from '@/components/tab-bar'
import { DownloadBarSlot } from '@/components/download-bar'
import { ConfigProvider } from '@/components/ui'
import { NUTUI_LOCALES } from '@/components/ui/locale'
import { resolveDark } from '@/domain/launch-query'
import { shopTheme } from '@/domain/shop-config'
import { nutuiTheme, themeVariables } from '@/domain/theme'
import { useT } from '@/i18n/use-t'
import { useLoginGuard } from '@/navigation/use-login-guard'
import { platformType, shareMenuInPage, supportsCustomNavBar } from '@/platform/env'
import { platformNavBar } from '@/routes-config'
import { systemPrefersDark } from '@/platform/appearance'
import { markPageShown } from '@/navigation/navigate'
import { PAGES, titleKey, type PageName } from '@/routes'
import { effectiveThemeModeAtom, localeAtom } from '@/state/preferences'
import { merchantIdAtom } from '@/state/merchant'
import { shopConfigAtom } from '@/state/shop'
import { useTracking } from '@/tracking'
import { useLaunchQuery } from './use-launch-query'
import { useWebShare } from './use-web-share'
import './page-shell.scss'

export interface PageShellProps {
  readonly name: PageName
  readonly children: ReactNode
  /** The title's key when the page says more than its table title (an "add" form titled "edit" in the table). */
  readonly titleKey?: string
}

/**
 * What every page stands in: theme variables and mode class on the page root, NutUI's config,
 * the custom navigation bar with the page's translated title, and the tab bar on tab pages. A
 * page that needs login shows nothing of its own to an anonymous user: the login page replaces it.
 */
export function PageShell({ name, children, titleKey: ownTitleKey }: PageShellProps) {
  const def = PAGES[name]
  const t = useT()
  const params = useLaunchQuery()
  const locale = useAtomValue(localeAtom)
  const mode = useAtomValue(effectiveThemeModeAtom)
  const [systemDark] = useState(systemPrefersDark)
  const dark = resolveDark(mode, systemDark)
  const shop = useAtomValue(shopConfigAtom)
  const brand = useMemo(() => shopTheme(shop, dark), [shop, dark])
  const type = platformType()
  const title = t(ownTitleKey ?? titleKey(name))
  const waitingForLogin = useLoginGuard(name)
  const merchantId = useAtomValue(merchantIdAtom)
  const [shareSlot] = useState<ShareSlot>(() => ({ content: undefined }))
  // Mini-programs: the share menu's content (the page's own, else the home page: issue 22).
  Taro.useShareAppMessage(() => shareMessage(shareSlot.content, { ...shop, merchantId }) ?? ({} as Taro.ShareAppMessageReturn))
  // WeChat's browser: the same content to WeChat's menu through its JS-SDK.
  useWebShare(shareSlot, { ...shop, merchantId })
  useEffect(() => {
    if (shareMenuInPage && shop?.forbidShare) Taro.hideShareMenu({}).catch(() => undefined)
  }, [shop?.forbidShare])
  useTracking(name)

  useEffect(() => {
    Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])
  useEffect(() => markPageShown(), [])
  // H5: the app shell goes once the first page is in and past its skeleton (src/boot/ready.ts).
  useEffect(() => firstPageIn(), [])

  const style = useMemo(() => themeVariables(dark, brand), [dark, brand])
  const showNavBar = !platformNavBar(name) && supportsCustomNavBar(type)
  const classes = [
    'page-root',
    dark ? 'theme-dark' : 'theme-light',
    type === 'PC' ? 'page-root--pc' : '',
    def.tab ? 'page-root--tab' : '',
  ]

  return (
    <View className={classes.filter(Boolean).join(' ')} style={style} data-page={name} data-params={JSON.stringify(params)}>
      {/* Inside the themed root, so the shop's brand colours win over NutUI's dark palette. */}
      <ConfigProvider theme={nutuiTheme(brand, dark)} locale={NUTUI_LOCALES[locale]} direction='ltr'>
        {showNavBar && <NavBar title={title} isTab={def.tab} />}
        <ShareSlotContext.Provider value={shareSlot}>
          <View className='page-root__body'>{waitingForLogin ? null : children}</View>
        </ShareSlotContext.Provider>
        {def.tab && <TabBar current={name} />}
        {def.tab && <DownloadBarSlot />}
        <FeedbackHost />
      </ConfigProvider>
    </View>
  )
}
