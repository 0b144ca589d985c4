import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchAttendees, type Attendee } from '@/api/attendee'
import type { SeatPlan, ShowDetail } from '@/api/show'
import { Button } from '@/components/ui'
import {
  ATTENDEE_PAGE,
  attendeeIssues,
  idKey,
  preselectAttendees,
  toggleAttendee,
  type AttendeeProblem,
  type AttendeeRules,
} from '@/domain/purchase/attendees'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '@/i18n/locales/show'
import '@/i18n/locales/purchase'

type AttendeeLoad =
  { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly list: readonly Attendee[] }

export interface WaitlistAttendees {
  /** The show asks for attendees (real-name, an age rule, a minimum age), as on confirm order. */
  readonly asks: boolean
  readonly chosen: readonly Attendee[]
  /** The first problem with the choice in the buyer's words (shown with the list); null when fine. */
  readonly check: () => string | null
  readonly view: JSX.Element | null
}

/** The rules confirm order applies to the attendees of `tickets` tickets of this tier (spec section 5). */
function rulesOf(show: ShowDetail, plan: SeatPlan | undefined, units: number, held: number): AttendeeRules {
  return {
    tickets: units * (plan?.seatPlanUnit ?? 1),
    units,
    purchaseLimit: Math.max(0, show.purchaseLimit - held),
    realName: show.realName,
    ageLimit: plan?.ageLimit ?? null,
    minLimitAge: show.minLimitAge,
    today: new Date(),
  }
}

/**
 * The attendees of a waitlist registration (issue 15 item 8): on a show that asks for them, the
 * buyer picks from the account's attendees by the confirm-order rules (domain/purchase/attendees:
 * one per ticket on a real-name show), or adds one (the attendee form; whoever is new on return
 * is chosen, as on confirm order). Only loads while `active` (the waitlist mode, logged in).
 */
export function useWaitlistAttendees(
  show: ShowDetail,
  plan: SeatPlan | undefined,
  units: number,
  held: number,
  active: boolean,
): WaitlistAttendees {
  const t = useT()
  const asks = Boolean(show.realName || plan?.ageLimit || (show.minLimitAge ?? 0) > 0)
  const wanted = active && asks
  const [load, setLoad] = useState<AttendeeLoad>({ status: 'loading' })
  const [chosen, setChosen] = useState<readonly Attendee[]>([])
  const [refusal, setRefusal] = useState<AttendeeProblem | undefined>()
  const [issue, setIssue] = useState<string | null>(null)
  const rules = rulesOf(show, plan, units, held)
  const rulesRef = useRef(rules)
  rulesRef.current = rules
  // The list when the buyer went to add an attendee from here: whoever is new on return is chosen.
  const before = useRef<readonly string[] | undefined>()

  const reload = useCallback(() => {
    fetchAttendees({ offset: 0, length: ATTENDEE_PAGE }).then(
      (page) => {
        setLoad({ status: 'ready', list: page.list })
        const added = before.current
        before.current = undefined
        setChosen((current) => {
          const kept = current.filter((item) => page.list.some((entry) => entry.audienceId === item.audienceId))
          return preselectAttendees(kept, page.list, rulesRef.current, added) as readonly Attendee[]
        })
      },
      () => setLoad({ status: 'error' }),
    )
  }, [])

  useEffect(() => {
    if (wanted) reload()
  }, [wanted, reload])
  useDidShow(() => {
    if (wanted && before.current) reload()
  })

  // Fewer tickets than attendees chosen: the last ones chosen leave.
  useEffect(() => {
    setChosen((current) => (current.length > rules.tickets ? current.slice(0, rules.tickets) : current))
    setRefusal(undefined)
    setIssue(null)
  }, [rules.tickets])

  const words = (problem: AttendeeProblem, params: Readonly<Record<string, number | string>> = {}) =>
    t(`purchase.attendee.${problem}`, {
      count: problem === 'overLimit' ? rules.purchaseLimit : rules.tickets,
      age: show.minLimitAge ?? 0,
      required: rules.tickets,
      ...params,
    })

  const check = () => {
    if (!wanted) return null
    const found = attendeeIssues(chosen, rules)[0]
    const text = found ? words(found.problem, found.params) : null
    // A refused tap is old news once the choice is checked: only what is still wrong shows.
    setRefusal(undefined)
    setIssue(text)
    return text
  }

  const toggle = (attendee: Attendee) => {
    const result = toggleAttendee(chosen, attendee, rules)
    setChosen(result.selected as readonly Attendee[])
    setRefusal(result.refused)
    setIssue(null)
  }

  const add = () => {
    before.current = load.status === 'ready' ? load.list.map((item) => item.audienceId) : []
    void navigate('audienceModification')
  }

  const message = issue ?? (refusal ? words(refusal) : null)
  const view = wanted ? (
    <View className='booking__section booking__attendees'>
      <View className='booking__attendees-head'>
        <Text className='booking__title'>{t('show.booking.attendees')}</Text>
        <Text className='booking__muted'>
          {t('show.booking.attendeesChosen', { chosen: chosen.length, count: rules.tickets })}
        </Text>
      </View>
      <Text className='booking__muted'>
        {show.realName ? t('show.booking.attendeesNeeded', { count: rules.tickets }) : t('show.booking.attendeesRules')}
      </Text>
      {load.status === 'loading' && <View className='booking__attendees-loading' aria-busy />}
      {load.status === 'error' && (
        <View className='booking__attendees-failed' role='alert'>
          <Text>{t('show.booking.attendeesFailed')}</Text>
          <Button size='small' onClick={reload}>
            {t('show.booking.retry')}
          </Button>
        </View>
      )}
      {load.status === 'ready' && load.list.length === 0 && (
        <Text className='booking__muted'>{t('show.booking.noAttendees')}</Text>
      )}
      {load.status === 'ready' &&
        load.list.map((attendee) => {
          const on = chosen.some((item) => item.audienceId === attendee.audienceId)
          return (
            <View
              key={attendee.audienceId}
              className={`booking__attendee${on ? ' booking__attendee--on' : ''}`}
              data-key={idKey(attendee)}
              role='checkbox'
              aria-checked={on}
              onClick={() => toggle(attendee)}
            >
              <View className='booking__check' aria-hidden />
              <View className='booking__attendee-text'>
                <Text className='booking__attendee-name'>{attendee.name}</Text>
                <Text className='booking__attendee-id'>
                  {attendee.idTypeName} {attendee.idNoMasked}
                </Text>
              </View>
            </View>
          )
        })}
      {message && (
        <View className='booking__attendees-error' role='alert'>
          <Text>{message}</Text>
        </View>
      )}
      <View className='booking__add-attendee' role='button' onClick={add}>
        <Text>+ {t('show.booking.addAttendee')}</Text>
      </View>
    </View>
  ) : null

  return { asks, chosen, check, view }
}
