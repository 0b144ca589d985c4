import { useReducer, useRef } from 'react'
import { SELECT_PARAM, fetchAddresses, type Address } from '@/api/address'
import type { Attendee } from '@/api/attendee'
import { useFreshData, useServerData } from '@/components/server-data'
import { savePreFill, type DeliveryMethod, type PreFill, type SeatPlan, type Session, type ShowDetail } from '@/api/show'
import { initialPreFillState, preFillReducer, preFillRequest, type PreFillState } from '@/domain/checkout/pre-fill'
import { preFillFieldOf } from '@/domain/purchase/grab-info'
import { isHttpError } from '@/http'
import { RESULT_PAGES, openForResult } from '@/navigation/results'
import { useSeatPlans } from '../ticket-choice'
import '@/i18n/locales/show'

export interface Loaded {
  readonly show: ShowDetail
  readonly sessions: readonly Session[]
  readonly preFill: PreFill
  readonly attendees: readonly Attendee[]
}

export type PreFillFormState = PreFillState<DeliveryMethod, SeatPlan, Address, PreFill>

/**
 * The pre-fill form: the machine of domain/checkout/pre-fill, fed the session's tiers and the
 * addresses as they load and what the buyer taps; saving sends what the machine says.
 */
export function usePreFill(data: Loaded) {
  const { show, sessions, attendees } = data
  const [form, dispatch] = useReducer(preFillReducer<DeliveryMethod, SeatPlan, Address, PreFill>, data, (loaded) =>
    initialPreFillState<DeliveryMethod, SeatPlan, Address, PreFill>({
      show: loaded.show,
      preFill: loaded.preFill,
      saved: loaded.preFill.info,
      sessions: loaded.sessions,
      attendeeIds: loaded.attendees.map((item) => item.audienceId),
    }),
  )
  const { plans, reload: reloadPlans } = useSeatPlans(show.showId, form.sessionId, (list) =>
    dispatch({ type: 'plansListed', plans: list }),
  )

  // The addresses to send an express ticket to: the chosen one stays while it is still listed.
  const express = show.deliveryMethods.includes('EXPRESS')
  const addresses = useServerData(['pre-fill-addresses'], fetchAddresses, { enabled: express })
  useFreshData(addresses, (list) => dispatch({ type: 'addressesListed', addresses: list }))

  const chooseAddress = async () => {
    const picked = await openForResult(RESULT_PAGES.address, { [SELECT_PARAM]: '1' })
    if (picked) dispatch({ type: 'addressPicked', address: picked })
  }

  const saving = useRef(false)
  const submit = async () => {
    if (saving.current) return
    const request = preFillRequest(form)
    dispatch({ type: 'saveTapped' })
    if ('problems' in request) return
    saving.current = true
    try {
      dispatch({ type: 'saved', preFill: await savePreFill(show.showId, request.input) })
    } catch (error) {
      const field = isHttpError(error) ? preFillFieldOf(error.data) : undefined
      const message = isHttpError(error) && error.comments ? { text: error.comments } : { wordKey: 'show.common.failed' }
      dispatch({ type: 'saveFailed', ...(field ? { field } : {}), message })
    } finally {
      saving.current = false
      dispatch({ type: 'saveEnded' })
    }
  }

  return { show, sessions, attendees, form, dispatch, plans, reloadPlans, chooseAddress, submit: () => void submit() }
}

export type PreFillView = ReturnType<typeof usePreFill>
