import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { createMemberOrder, fetchMemberCards } from '@/api/member'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/member'

/**
 * member-confirm's state (D16): the shop's membership cards (the first chosen), the agreement
 * box, then a MEMBER order opened on its order page, where the cashier pays it; paid, the cashier
 * returns to /member-pay-success. The client's amount is sent only to be compared.
 */
export function useMemberConfirm() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const cards = useServerData(['member-cards', locale], fetchMemberCards)
  const [chosenId, setChosenId] = useState<string | undefined>()
  const [agreed, setAgreed] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const list = cards.status === 'ready' ? cards.data.list : []
  const chosen = list.find((card) => card.cardId === chosenId) ?? list[0]

  const submit = async () => {
    if (submitting || !chosen) return
    if (!agreed) {
      feedback.presenter.toast({ text: t('member.buy.mustAgree') }, TOAST_DURATION_MS)
      return
    }
    setSubmitting(true)
    try {
      const created = await createMemberOrder({ cardId: chosen.cardId, agreed, paymentParam: { payAmount: chosen.price } })
      await navigate('orderDetail', { orderId: created.orderId }, { replace: true })
    } catch (error) {
      const reason = isHttpError(error) && error.comments ? error.comments : t('member.buy.tryAgain')
      feedback.presenter.toast({ text: t('member.buy.failed', { reason }) }, TOAST_DURATION_MS)
      void cards.reload()
    } finally {
      setSubmitting(false)
    }
  }

  return { cards, chosen, choose: setChosenId, agreed, toggleAgreed: () => setAgreed((value) => !value), submitting, submit }
}
