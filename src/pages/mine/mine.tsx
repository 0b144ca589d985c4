import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCustomerService } from '@/components/customer-service'
import { MemberPopups } from '@/components/member-popups'
import { PageShell } from '@/components/page-shell'
import { Button, IconArrowRight, IconClock, IconList, IconOrder, IconUser } from '@/components/ui'
import { useShownName } from '@/i18n/use-shown-name'
import { useT } from '@/i18n/use-t'
import { openLogin, openPage } from '@/navigation/navigate'
import type { PageName } from '@/routes'
import { maskPhone } from '@/domain/masking'
import { avatarLetter } from '@/domain/profile'
import { couponPages } from '@/domain/coupon-route'
import { hasFlag } from '@/domain/shop-config'
import { shopConfigAtom } from '@/state/shop'
import { MineServices, servicePages, usePersonalCenter } from '@/components/mine-services'
import { useMine } from './use-mine'
import './mine.scss'

/** The order shortcuts (spec section 2: orders ticket, other, history). */
const ORDER_TYPES = [
  { type: 'ticket', Icon: IconOrder },
  { type: 'other', Icon: IconList },
  { type: 'history', Icon: IconClock },
] as const

/** The entries of the mine tab, in the order they are listed. */
const ENTRIES: ReadonlyArray<{ readonly key: string; readonly page: PageName }> = [
  { key: 'tickets', page: 'ticketHolder' },
  { key: 'coupons', page: 'coupons' },
  { key: 'points', page: 'points' },
  { key: 'memberCenter', page: 'memberCenter' },
  { key: 'audience', page: 'audience' },
  { key: 'address', page: 'address' },
  { key: 'favorites', page: 'favoriteShow' },
  { key: 'setting', page: 'setting' },
]

/** The mine tab (spec section 2): who is logged in, their orders and everything that is theirs. */
export default function MinePage() {
  const t = useT()
  const mine = useMine()
  const service = useCustomerService()
  const { profile, level } = mine
  const name = useShownName(profile)
  // D21: a shop with CHANGE_VOUCHER_ROUTER opens the new route's coupon list.
  const couponPage = couponPages(hasFlag(useAtomValue(shopConfigAtom), 'CHANGE_VOUCHER_ROUTER')).mine
  // The shop's PERSONAL_CENTER services; the tab's own list leaves out what they already open.
  const services = usePersonalCenter()
  const shopOpens = servicePages(services.status === 'ready' ? services.data : undefined)
  const entries = ENTRIES.filter((entry) =>
    entry.key === 'coupons' ? !shopOpens.has(couponPage) && !shopOpens.has(entry.page) : !shopOpens.has(entry.page),
  )

  return (
    <PageShell name='mine'>
      <View className='mine'>
        <View className='mine__header'>
          {mine.status === 'anonymous' && (
            <View className='mine__user'>
              <View className='mine__avatar mine__avatar--empty' aria-hidden>
                <IconUser size={32} />
              </View>
              <View className='mine__who'>
                <Text className='mine__hint'>{t('mine.loginHint')}</Text>
                <Button className='mine__login' type='primary' size='small' onClick={() => void openLogin()}>
                  {t('mine.login')}
                </Button>
              </View>
            </View>
          )}
          {mine.status === 'loading' && (
            <View className='mine__user mine__user--loading' aria-busy>
              <View className='mine__avatar mine__skeleton' />
              <View className='mine__who'>
                <View className='mine__skeleton mine__skeleton--line' />
                <View className='mine__skeleton mine__skeleton--short' />
              </View>
            </View>
          )}
          {mine.status === 'error' && (
            <View className='mine__user' role='alert'>
              <View className='mine__avatar mine__avatar--empty' aria-hidden>
                <IconUser size={32} />
              </View>
              <View className='mine__who'>
                <Text className='mine__hint'>{t('mine.loadFailed')}</Text>
                <Button className='mine__retry' size='small' onClick={() => void mine.reload()}>
                  {t('mine.retry')}
                </Button>
              </View>
            </View>
          )}
          {mine.status === 'ready' && profile && (
            <View className='mine__user' role='button' onClick={() => void openPage('profile')}>
              {profile.avatar ? (
                <Image className='mine__avatar' src={profile.avatar} mode='aspectFill' aria-label={t('mine.avatar')} />
              ) : (
                <View className='mine__avatar mine__avatar--initial' aria-hidden>
                  <Text>{avatarLetter(name)}</Text>
                </View>
              )}
              <View className='mine__who'>
                <Text className='mine__name'>{name}</Text>
                <View className='mine__meta'>
                  {level?.primeLevelName && (
                    <Text
                      className='mine__level'
                      style={level.color ? { color: level.color, borderColor: level.color } : undefined}
                    >
                      {t('mine.level', { name: level.primeLevelName })}
                    </Text>
                  )}
                  <Text className='mine__phone'>{maskPhone(profile.cellphone) || profile.email || ''}</Text>
                </View>
              </View>
              <IconArrowRight size={14} className='mine__chevron' />
            </View>
          )}
          {mine.status === 'ready' && profile && (
            <View className='mine__stats'>
              <View className='mine__stat' role='button' onClick={() => void openPage('points')}>
                <Text className='mine__stat-label'>{t('mine.points', { points: profile.points ?? 0 })}</Text>
              </View>
            </View>
          )}
        </View>

        <View className='mine__card'>
          <View className='mine__card-head' role='button' onClick={() => void openPage('orders')}>
            <Text className='mine__card-title'>{t('mine.orders')}</Text>
            <Text className='mine__card-more'>{t('mine.allOrders')}</Text>
            <IconArrowRight size={12} className='mine__chevron' />
          </View>
          <View className='mine__order-types'>
            {ORDER_TYPES.map(({ type, Icon }) => (
              <View
                key={type}
                className={`mine__order-type mine__order-type--${type}`}
                role='button'
                onClick={() => void openPage('orders', { type })}
              >
                <Icon size={24} />
                <Text className='mine__order-label'>{t(`mine.orderTypes.${type}`)}</Text>
              </View>
            ))}
          </View>
        </View>

        <MineServices state={services} onCustomerService={service.contact} />

        <View className='mine__card mine__entries'>
          {entries.map((entry) => (
            <View
              key={entry.key}
              className={`mine__entry mine__entry--${entry.key}`}
              role='button'
              onClick={() => void openPage(entry.key === 'coupons' ? couponPage : entry.page)}
            >
              <Text className='mine__entry-label'>{t(`mine.entries.${entry.key}`)}</Text>
              <IconArrowRight size={12} className='mine__chevron' />
            </View>
          ))}
          {!shopOpens.has('customerService') && (
            <View className='mine__entry mine__entry--service' role='button' onClick={service.contact}>
              <Text className='mine__entry-label'>{t('mine.entries.service')}</Text>
              <IconArrowRight size={12} className='mine__chevron' />
            </View>
          )}
        </View>
        {service.sheet}
        {/* D15: the level-upgrade or birthday popup, once, for a logged-in buyer. */}
        {mine.status === 'ready' && <MemberPopups />}
      </View>
    </PageShell>
  )
}
