import { Text, View } from '@tarojs/components'
import { fetchAttendees, type Attendee } from '@/api/attendee'
import { fetchPreFill, fetchSessions, fetchShowDetail } from '@/api/show'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { ATTENDEE_PAGE } from '@/domain/purchase/attendees'
import { preFillSessionSelectable } from '@/domain/purchase/grab-info'
import { useT } from '@/i18n/use-t'
import { FooterMessages } from '../footer-messages'
import { ChoiceChip, PlanSection, SessionSection, usePlanLabel } from '../ticket-choice'
import { saidText } from '../booking/sections'
import { AttendeesSection, DeliverySection, FieldError, QuantitySection, SavedStatus } from './sections'
import { usePreFill, type Loaded, type PreFillView } from './use-pre-fill'
import './preload-ticket.scss'
import '@/i18n/locales/show'

async function loadAll(showId: string): Promise<Loaded> {
  const [show, sessions, preFill, attendees] = await Promise.all([
    fetchShowDetail(showId),
    fetchSessions(showId),
    fetchPreFill(showId, { source: 'PRELOAD', needDetails: true }),
    fetchAttendees({ offset: 0, length: ATTENDEE_PAGE }).then(
      (page) => page.list,
      () => [] as readonly Attendee[],
    ),
  ])
  return { show, sessions, preFill, attendees }
}

/**
 * Pre-fill ticket-grab info (spec sections 2 and 4; pre_filed_info): before a hot sale opens the
 * buyer saves session, price tier, quantity, attendees and (express) an address; booking starts
 * from it when the sale opens. The last submission prevails; it becomes invalid once the buyer
 * has an order of the show in the grab period (the gateway decides; the page says so).
 */
export function PreloadTicket({ showId }: { readonly showId: string }) {
  const t = useT()
  const load = useServerData(['pre-fill-page', showId], () => loadAll(showId), { enabled: Boolean(showId) })
  if (!showId) return <StatusView kind='empty' message={t('show.preFill.badParams')} exit='home' />
  if (load.status === 'loading') return <StatusView kind='loading' skeleton='poster' />
  if (load.status === 'error') return <LoadFailure error={load.error} notFound={t('show.detail.notFound')} onRetry={load.retry} />
  return <PreFillForm data={load.data} />
}

/** The form: the machine of domain/checkout/pre-fill (use-pre-fill), rendered section by section. */
function PreFillForm({ data }: { readonly data: Loaded }) {
  const t = useT()
  const view = usePreFill(data)
  const { show, sessions, form, dispatch } = view
  const saved = form.preFill.info
  const supported = form.preFill.supportPreFill
  if (!supported && !saved) {
    return <StatusView kind='empty' className='pre-fill__closed' message={t('show.preFill.closed')} exit='home' />
  }
  const status = form.preFill.status
  return (
    <View className='pre-fill' data-status={status}>
      <View className='pre-fill__head'>
        <Text className='pre-fill__show'>{show.showName}</Text>
        <Text className='pre-fill__muted'>{t('show.preFill.intro')}</Text>
      </View>
      <SavedStatus preFill={form.preFill} />
      {!supported ? (
        <StatusView kind='empty' className='pre-fill__closed' message={t('show.preFill.saleOpen')} />
      ) : (
        <>
          <SessionSection
            block='pre-fill'
            sessions={sessions}
            chosenId={form.sessionId}
            selectable={preFillSessionSelectable}
            onChoose={(item) => dispatch({ type: 'sessionChosen', sessionId: item.bizShowSessionId })}
            renderSession={(item) => <Text>{item.sessionName}</Text>}
          >
            <FieldError said={form.errors.session} field='session' />
          </SessionSection>
          <PlanChoices view={view} />
          <QuantitySection view={view} />
          <AttendeesSection view={view} />
          <DeliverySection view={view} />
          <View className='pre-fill__footer'>
            <FooterMessages
              block='pre-fill'
              errors={[{ text: saidText(t, form.failure) }]}
              done={form.done ? t('show.preFill.saved') : null}
            />
            <Button className='pre-fill__save' type='primary' block disabled={form.saving} onClick={view.submit}>
              {status === 'none' ? t('show.preFill.save') : t('show.preFill.update')}
            </Button>
          </View>
        </>
      )}
    </View>
  )
}

/** The session's price tiers (one whose price is still to be decided cannot be chosen). */
function PlanChoices({ view }: { readonly view: PreFillView }) {
  const planLabel = usePlanLabel()
  const { form, dispatch } = view
  return (
    <PlanSection
      block='pre-fill'
      plans={view.plans}
      onRetry={view.reloadPlans}
      renderPlan={(item) => {
        const label = planLabel(item)
        return (
          <ChoiceChip
            key={item.seatPlanId}
            id={item.seatPlanId}
            block='pre-fill'
            kind='plan'
            chosen={item.seatPlanId === form.planId}
            enabled={!item.pricePending}
            again
            onChoose={() => dispatch({ type: 'planChosen', planId: item.seatPlanId })}
          >
            {label.name && <Text className='pre-fill__chip-name'>{label.name}</Text>}
            {label.price !== '' && <Text className='pre-fill__chip-price'>{label.price}</Text>}
          </ChoiceChip>
        )
      }}
    >
      <FieldError said={form.errors.seatPlan} field='seatPlan' />
    </PlanSection>
  )
}
