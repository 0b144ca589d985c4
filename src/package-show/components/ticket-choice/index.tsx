import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { fetchSeatPlans, type SeatPlan, type Session } from '@/api/show'
import { priceDisplay, priceText, tierNameWithoutPrice } from '@/domain/show-display'
import { useT } from '@/i18n/use-t'
import { shopConfigAtom } from '@/state/shop'
import { useFreshData, useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import '@/i18n/locales/show'
import '@/i18n/locales/shows' // the price words (show-display priceText)

/** A session's price tiers: loading, failed (retry) or loaded. */
export type PlansState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly plans: readonly SeatPlan[] }

/**
 * The price tiers of the chosen session (booking, pre-fill), as server data: loaded when the
 * session changes, again when the page shows again, and on `reload()` (retry); none loaded while no
 * session is chosen. `onLoaded` hands each fresh list to the page's machine, which keeps the buyer's
 * tier and quantity while they are still allowed (domain/checkout: plansListed).
 */
export function useSeatPlans(
  showId: string,
  sessionId: string | null | undefined,
  onLoaded: (plans: readonly SeatPlan[]) => void,
): { readonly plans: PlansState; readonly reload: () => void } {
  const loaded = useServerData(['seat-plans', showId, sessionId ?? null], () => fetchSeatPlans(showId, sessionId ?? ''), {
    enabled: Boolean(sessionId),
  })
  useFreshData(loaded, onLoaded)
  const plans: PlansState = loaded.status === 'ready' ? { status: 'ready', plans: loaded.data } : { status: loaded.status }
  return { plans, reload: loaded.retry }
}

export interface ChoiceChipProps {
  /** The page's BEM block: `<block>__chip <block>__<kind>`, `--on` when chosen, `--off` when it cannot be. */
  readonly block: string
  readonly kind: string
  readonly chosen: boolean
  readonly enabled: boolean
  /** A tap on the chip already chosen chooses it again (a price tier); else it does nothing (a session). */
  readonly again?: boolean
  /** The session's or tier's id, as `data-id` (tests and analytics find the chip by it). */
  readonly id?: string
  readonly onChoose: () => void
  readonly children: ReactNode
}

/** One session or price tier to choose (a radio). */
export function ChoiceChip({ block, kind, chosen, enabled, again = false, id, onChoose, children }: ChoiceChipProps) {
  return (
    <View
      className={`${block}__chip ${block}__${kind}${chosen ? ` ${block}__chip--on` : ''}${enabled ? '' : ` ${block}__chip--off`}`}
      role='radio'
      data-id={id}
      aria-checked={chosen}
      aria-disabled={!enabled}
      onClick={() => {
        if (!enabled || (chosen && !again)) return
        onChoose()
      }}
    >
      {children}
    </View>
  )
}

/**
 * What a tier's chip says for its price: yuan, free or to be decided (show-display), or, when the
 * shop hides ticket prices (spec section 1, hiddenTicketPrice), the shop's text or nothing.
 */
export function usePlanPrice(): (plan: SeatPlan) => string {
  const label = usePlanLabel()
  return (plan) => label(plan).price
}

/**
 * What a tier's chip says: its name without the price it may already carry ('VIP 1280元' ->
 * 'VIP'; '' when the name is only the price) and its price (usePlanPrice), so the price is said once.
 */
export function usePlanLabel(): (plan: Pick<SeatPlan, 'originalPriceInfo' | 'isFree' | 'pricePending' | 'seatPlanName'>) => {
  readonly name: string
  readonly price: string
} {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  return (plan) => {
    const display = priceDisplay(
      { minOriginalPriceInfo: plan.originalPriceInfo, isFree: plan.isFree, pricePending: plan.pricePending },
      { hiddenTicketPrice: shop?.hiddenTicketPrice ?? null, hiddenTicketPriceText: shop?.hiddenTicketPriceText ?? null },
    )
    const price = priceText(display, t)
    return { name: price ? tierNameWithoutPrice(plan.seatPlanName, display, t) : plan.seatPlanName, price }
  }
}

export interface PlanSectionProps {
  readonly block: string
  readonly plans: PlansState
  readonly onRetry: () => void
  /** One loaded tier's chip. */
  readonly renderPlan: (plan: SeatPlan) => ReactNode
  /** Under the tiers (a field's error). */
  readonly children?: ReactNode
}

/** The price tier section: its title, then the tiers loading, failed with a retry, or as chips. */
export function PlanSection({ block, plans, onRetry, renderPlan, children }: PlanSectionProps) {
  const t = useT()
  return (
    <View className={`${block}__section`}>
      <Text className={`${block}__title`}>{t('show.booking.price')}</Text>
      {plans.status === 'loading' && <StatusView kind='loading' skeleton='poster' />}
      {plans.status === 'error' && <StatusView kind='error' message={t('show.booking.plansFailed')} onRetry={onRetry} />}
      {plans.status === 'ready' && <View className={`${block}__chips`}>{plans.plans.map(renderPlan)}</View>}
      {children}
    </View>
  )
}

export interface SessionSectionProps {
  readonly block: string
  readonly sessions: readonly Session[]
  readonly chosenId: string | null | undefined
  readonly selectable: (session: Session) => boolean
  readonly onChoose: (session: Session) => void
  /** What a session's chip says. */
  readonly renderSession: (session: Session) => ReactNode
  /** Between the title and the chips (none to choose). */
  readonly notice?: ReactNode
  /** Under the chips (a field's error). */
  readonly children?: ReactNode
}

/** The session section: its title, then every session as a chip (those that cannot be chosen shown off). */
export function SessionSection(props: SessionSectionProps) {
  const { block, sessions, chosenId, selectable, onChoose, renderSession, notice, children } = props
  const t = useT()
  return (
    <View className={`${block}__section`}>
      <Text className={`${block}__title`}>{t('show.booking.session')}</Text>
      {notice}
      <View className={`${block}__chips`}>
        {sessions.map((item) => (
          <ChoiceChip
            key={item.bizShowSessionId}
            block={block}
            kind='session'
            chosen={item.bizShowSessionId === chosenId}
            enabled={selectable(item)}
            onChoose={() => onChoose(item)}
          >
            {renderSession(item)}
          </ChoiceChip>
        ))}
      </View>
      {children}
    </View>
  )
}
