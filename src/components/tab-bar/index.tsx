import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { Badge, IconCart, IconCategory, IconCoupon, IconGift, IconHome, IconLocation, IconUser } from '@/components/ui'
import { cartBadge, largeMiddleIndex, type Tab, type TabBarStyle } from '@/domain/tab-bar'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { trackClick } from '@/tracking'
import { openMiniProgram } from '@/platform/open'
import { showsTabBar } from '@/platform/env'
import { PAGE_NAMES, type PageName } from '@/routes'
import { cartCountAtom, isLoggedInAtom } from '@/state/session'
import { cartEnabledAtom, shopTabsAtom } from '@/state/shop'
import './tab-bar.scss'

const ICONS: Record<string, typeof IconHome> = {
  home: IconHome,
  category: IconCategory,
  shop: IconCart,
  ticket: IconCoupon,
  my: IconUser,
  parking: IconLocation,
  custom: IconGift,
}

export interface TabBarProps {
  /** The tab page being shown. */
  readonly current: PageName
  /** The tabs and style; by default the shop's (the five default tabs until its configuration arrives). */
  readonly tabs?: readonly Tab[]
  readonly barStyle?: TabBarStyle
  /** Shop configuration: the product cart is enabled. */
  readonly cartEnabled?: boolean
}

function isPageName(name: string): name is PageName {
  return (PAGE_NAMES as string[]).includes(name)
}

/** The bottom bar (spec section 2), hidden in desktop mode. */
export function TabBar(props: TabBarProps) {
  const { current } = props
  const shop = useAtomValue(shopTabsAtom)
  const shopCart = useAtomValue(cartEnabledAtom)
  const tabs = props.tabs ?? shop.tabs
  const barStyle = props.barStyle ?? shop.style
  const cartEnabled = props.cartEnabled ?? shopCart
  const t = useT()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const count = useAtomValue(cartCountAtom)
  if (!showsTabBar()) return null
  const large = largeMiddleIndex(tabs.length, barStyle)

  const open = (tab: Tab) => {
    trackClick(`tab:${tab.key}`)
    if (tab.target.kind === 'miniProgram') {
      void openMiniProgram(tab.target.appId, tab.target.path, t('tab.miniProgramOnly')).catch(() => undefined)
    } else if (isPageName(tab.target.page) && tab.target.page !== current) {
      void openPage(tab.target.page)
    }
  }

  return (
    <View className='tab-bar' role='tablist'>
      {tabs.map((tab, index) => {
        const selected = tab.target.kind === 'page' && tab.target.page === current
        const Icon = ICONS[tab.icon] ?? IconHome
        const badge = tab.type === 'SHOP' ? cartBadge({ loggedIn, cartEnabled, count }) : undefined
        const label = tab.label ?? t(tab.labelKey ?? '')
        const classes = ['tab-bar__item', selected ? 'tab-bar__item--active' : '', index === large ? 'tab-bar__item--large' : '']
        return (
          <View
            key={tab.key}
            className={classes.filter(Boolean).join(' ')}
            role='tab'
            aria-selected={selected}
            aria-label={badge ? `${label}, ${t('tab.cartBadge', { count: badge })}` : label}
            onClick={() => open(tab)}
          >
            <View className='tab-bar__icon'>
              {badge ? (
                <Badge value={badge} max={99}>
                  <Icon size={index === large ? 40 : 22} />
                </Badge>
              ) : (
                <Icon size={index === large ? 40 : 22} />
              )}
            </View>
            {index !== large && <Text className='tab-bar__label'>{label}</Text>}
          </View>
        )
      })}
    </View>
  )
}
