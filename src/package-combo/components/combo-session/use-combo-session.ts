import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { createComboOrder, fetchComboPrice, type ComboPrice } from '@/api/combo'
import { failureText } from '@/components/feedback/failure-text'
import { chosenSessions, firstChoices, maxSets, type ComboChoices } from '@/domain/combo'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin } from '@/navigation/navigate'
import { isLoggedInAtom } from '@/state/session'
import { useCombo } from '../use-combo'
import '@/i18n/locales/combo'

type PriceState =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly price: ComboPrice }

/**
 * The combo's sessions (D27): one session per show (the first on sale of each to start with), the
 * sets, the gateway's price of them (asked again on every change; an older answer is dropped), then
 * ONE order and the cashier on its order page. What was chosen stays on every failure; once an
 * order exists the page never creates another.
 */
export function useComboSession(comboId: string) {
  const t = useT()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const combo = useCombo(comboId)
  const data = combo.status === 'ready' ? combo.data : undefined
  const shows = useMemo(() => data?.shows ?? [], [data])
  const [picked, setChoices] = useState<ComboChoices | undefined>()
  const [sets, setSets] = useState(1)
  const [price, setPrice] = useState<PriceState>({ status: 'none' })
  const [submitting, setSubmitting] = useState(false)
  const [message, setMessage] = useState<string | undefined>()
  const created = useRef<string | undefined>()
  const asked = useRef(0)

  // Until the buyer picks, the first session on sale of each show.
  const choices = useMemo(() => picked ?? firstChoices(shows), [picked, shows])
  const chosen = useMemo(() => chosenSessions(shows, choices), [shows, choices])
  const most = data ? maxSets(shows, choices, data.maxSets) : 1
  const key = chosen ? `${JSON.stringify(chosen)}x${sets}` : ''

  useEffect(() => {
    if (!chosen) {
      setPrice({ status: 'none' })
      return
    }
    const mine = (asked.current += 1)
    setPrice({ status: 'loading' })
    fetchComboPrice({ comboId, sessions: chosen, qty: sets }).then(
      (answer) => mine === asked.current && setPrice({ status: 'ready', price: answer }),
      (error: unknown) =>
        mine === asked.current &&
        setPrice({ status: 'error', message: t('combo.priceFailed', { reason: failureText(error, t('combo.tryAgain')) }) }),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` says when the sessions or the sets changed
  }, [key])

  const choose = (showId: string, sessionId: string) => {
    setMessage(undefined)
    setChoices({ ...choices, [showId]: sessionId })
    setSets(1)
  }

  const submit = async () => {
    if (price.status !== 'ready' || !price.price.available || !chosen || submitting) return
    if (!loggedIn) {
      await openLogin()
      return
    }
    if (created.current) {
      await navigate('orderDetail', { orderId: created.current })
      return
    }
    setSubmitting(true)
    setMessage(undefined)
    try {
      const order = await createComboOrder({
        comboId,
        sessions: chosen,
        qty: sets,
        paymentParam: { payAmount: price.price.payAmount },
      })
      created.current = order.orderId
      await navigate('orderDetail', { orderId: order.orderId })
    } catch (error) {
      setMessage(t('combo.failed', { reason: failureText(error, t('combo.tryAgain')) }))
    } finally {
      setSubmitting(false)
    }
  }

  return {
    combo,
    choices,
    choose,
    sets,
    most,
    fewer: () => setSets((value) => Math.max(1, value - 1)),
    more: () => setSets((value) => Math.min(most, value + 1)),
    complete: chosen !== undefined,
    price,
    submit: () => void submit(),
    submitting,
    message,
  }
}
