import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchLayout } from '@/api/home'
import { linkPage, openLink } from '@/components/home-layout'
import { useServerData } from '@/components/server-data'
import { Button, IconCoupon, IconGift, IconHome, IconList, IconLocation, IconUser } from '@/components/ui'
import { CUSTOMER_SERVICE_LINK, serviceBlock, type ServiceBlock } from '@/domain/personal-center'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { merchantIdAtom } from '@/state/merchant'

/** The seeded SERVICE_ENTRY icon names and the kit's icons that draw them (anything else: a list icon). */
const ICONS: Readonly<Record<string, typeof IconList>> = {
  tag: IconCoupon,
  crown: IconGift,
  gift: IconGift,
  my: IconUser,
  headset: IconUser,
  home: IconHome,
  parking: IconLocation,
}

/** The shop's PERSONAL_CENTER layout: its SERVICE_ENTRY block (undefined when it has none). */
export function usePersonalCenter() {
  const locale = useAtomValue(localeAtom)
  const merchantId = useAtomValue(merchantIdAtom)
  return useServerData(
    ['personal-center', merchantId, locale],
    async () => serviceBlock((await fetchLayout('PERSONAL_CENTER')).components) ?? null,
    {
      reloadOnShow: false,
    },
  )
}

/** The pages the shop's services open (the Me tab's own list leaves them out). */
export function servicePages(block: ServiceBlock | null | undefined): ReadonlySet<string> {
  return new Set(
    (block?.items ?? []).map((item) => (item.navigateUrl === CUSTOMER_SERVICE_LINK ? 'customerService' : (linkPage(item) ?? ''))),
  )
}

interface MineServicesProps {
  readonly state: ReturnType<typeof usePersonalCenter>
  readonly onCustomerService: () => void
}

/**
 * The Me tab's services (issue 26): the shop's SERVICE_ENTRY block in its order (parking where the
 * Macau shop puts it), each opening its page or the customer service. While it loads, a quiet
 * placeholder; when it fails, what failed and a retry (the rest of the tab works).
 */
export function MineServices({ state, onCustomerService }: MineServicesProps) {
  const t = useT()
  if (state.status === 'loading') return <View className='mine__card mine__services mine__services--loading' aria-busy />
  if (state.status === 'error')
    return (
      <View className='mine__card mine__services mine__services--error' role='alert'>
        <Text className='mine__hint'>{t('mine.services.loadFailed')}</Text>
        <Button className='mine__retry' size='small' onClick={state.retry}>
          {t('mine.retry')}
        </Button>
      </View>
    )
  const block = state.data
  if (!block) return null
  return (
    <View className='mine__card mine__services'>
      <View className='mine__card-head'>
        <Text className='mine__card-title'>{block.title || t('mine.services.title')}</Text>
      </View>
      <View className='mine__service-grid'>
        {block.items.map((item) => {
          const Icon = ICONS[item.icon] ?? IconList
          const open = () =>
            item.navigateUrl === CUSTOMER_SERVICE_LINK ? onCustomerService() : void openLink(item, t('mine.services.failed'))
          return (
            <View key={item.key} className={`mine__service mine__service--${item.key}`} role='button' onClick={open}>
              <Icon size={24} />
              <Text className='mine__service-label'>{item.title}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
