import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { createDesignatedOrder } from '@/api/order'
import { fetchPrivilegeSessions, type PrivilegeSessions } from '@/api/show'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Stepper } from '@/components/stepper'
import { Button } from '@/components/ui'
import { moneyText, newIdempotencyKey } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { refusalOf } from './use-privilege'
import '@/i18n/locales/privilege'

/** The gateway's code for a token it no longer takes (designated.ts privilegeTokenInvalid). */
const TOKEN_INVALID = 22031173

type Plan = PrivilegeSessions['sessions'][number]['seatPlans'][number]

function PlanChoice({
  plan,
  on,
  currency,
  onChoose,
}: {
  readonly plan: Plan
  readonly on: boolean
  readonly currency: string
  readonly onChoose: () => void
}) {
  const t = useT()
  return (
    <View className={`privilege__plan${on ? ' privilege__plan--on' : ''}`} role='radio' aria-checked={on} onClick={onChoose}>
      <Text className='privilege__plan-name'>{plan.seatPlanName}</Text>
      <View className='privilege__plan-prices'>
        <Text className='privilege__price'>{moneyText(yuanToCents(plan.price), currency)}</Text>
        {plan.originalPrice > plan.price && (
          <Text className='privilege__original'>
            {t('privilege.original', { price: moneyText(yuanToCents(plan.originalPrice), currency) })}
          </Text>
        )}
      </View>
    </View>
  )
}

/**
 * The privilege's sessions and designated prices (D39, s7 sessions_static_data/{privilegeId} with
 * its token): a price to choose, how many (up to the privilege's limit), and Buy: the order is
 * created with the token and opened, where the cashier pays it.
 */
export function PrivilegeSessionsView({
  showId,
  privilegeId,
  onExpired,
}: {
  readonly showId: string
  readonly privilegeId: string
  readonly onExpired: () => void
}) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const data = useServerData(['privilege', showId, privilegeId, locale], () => fetchPrivilegeSessions(showId, privilegeId), {
    reloadOnShow: false,
  })
  const [chosenId, setChosenId] = useState<string | undefined>()
  const [qty, setQty] = useState(1)
  const [buying, setBuying] = useState(false)
  if (data.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (data.status === 'error') {
    if (isHttpError(data.error) && Number(data.error.statusCode) === TOKEN_INVALID) {
      onExpired()
      return null
    }
    return <LoadFailure error={data.error} onRetry={data.retry} exit='back' message={t('privilege.loadFailed')} />
  }
  const privilege = data.data
  const entries = privilege.sessions.flatMap((session) => session.seatPlans.map((plan) => ({ session, plan })))
  const chosen = entries.find((entry) => entry.plan.seatPlanId === chosenId) ?? entries[0]
  if (!chosen) return <StatusView kind='empty' message={t('privilege.none')} exit='back' />
  const most = Math.max(1, Math.min(privilege.perUserLimit, chosen.plan.stock))
  const total = yuanToCents(chosen.plan.price) * qty

  const buy = async () => {
    if (buying) return
    setBuying(true)
    try {
      const created = await createDesignatedOrder(
        {
          items: [{ spu: { showId }, sessionId: chosen.session.sessionId, seatPlanId: chosen.plan.seatPlanId, qty }],
          deliveryMethod: 'E_TICKET',
          paymentParam: { payAmount: total / 100 },
        },
        newIdempotencyKey(Date.now(), Math.random),
        privilegeId,
      )
      await navigate('orderDetail', { orderId: created.orderId })
    } catch (error) {
      feedback.presenter.toast(
        { text: t('privilege.buyFailed', { reason: refusalOf(error, t('privilege.tryAgain')) }) },
        TOAST_DURATION_MS,
      )
    } finally {
      setBuying(false)
    }
  }

  return (
    <View className='privilege'>
      <View className='privilege__show'>
        <Image className='privilege__poster' src={privilege.posterUrl} mode='aspectFill' />
        <View className='privilege__show-text'>
          <Text className='privilege__name'>{privilege.privilegeName}</Text>
          <Text className='privilege__show-name'>{privilege.showName}</Text>
          <Text className='privilege__muted'>
            {t('privilege.until', { date: formatShopTime(privilege.endAt, 'YYYY-MM-DD') })}
          </Text>
        </View>
      </View>
      {privilege.sessions.map((session) => (
        <View key={session.sessionId} className='privilege__session' role='radiogroup' aria-label={session.sessionName}>
          <Text className='privilege__session-name'>{session.sessionName}</Text>
          {session.seatPlans.map((plan) => (
            <PlanChoice
              key={plan.seatPlanId}
              plan={plan}
              currency={privilege.currency}
              on={plan.seatPlanId === chosen.plan.seatPlanId}
              onChoose={() => {
                setChosenId(plan.seatPlanId)
                setQty(1)
              }}
            />
          ))}
        </View>
      ))}
      <View className='privilege__qty'>
        <View className='privilege__qty-text'>
          <Text className='privilege__session-name'>{t('privilege.qty')}</Text>
          <Text className='privilege__muted'>{t('privilege.limit', { count: privilege.perUserLimit })}</Text>
        </View>
        <Stepper
          block='privilege'
          value={qty}
          lessOff={qty <= 1}
          moreOff={qty >= most}
          onLess={() => setQty((value) => Math.max(1, value - 1))}
          onMore={() => setQty((value) => Math.min(most, value + 1))}
          lessLabel={t('privilege.less')}
          moreLabel={t('privilege.more')}
        />
      </View>
      <View className='privilege__bar'>
        <Text className='privilege__total'>{moneyText(total, privilege.currency)}</Text>
        <Button className='privilege__buy' type='primary' loading={buying} disabled={buying} onClick={() => void buy()}>
          {buying ? t('privilege.buying') : t('privilege.buy')}
        </Button>
      </View>
    </View>
  )
}
