import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import { SeatPicker } from '@/package-show/components/seat-map'
import '@/i18n/locales/seatmap'

/** A positive whole number from a page parameter, else undefined. */
function count(text: string | undefined): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined
  const n = Number(text)
  return n >= 1 ? n : undefined
}

/**
 * Pick seats (spec section 2, pick-seat, title 选座; issue 8 item 3).
 *
 * Parameters:
 * - `showId`: the show;
 * - `sessionId`: the session's bizShowSessionId (required);
 * - `qty` (optional): the quantity chosen on booking; exactly that many seats are then picked;
 * - `limit` (optional): the purchase limit; the session's own limit otherwise;
 * - `seatPlanId` (optional): the price tier chosen on booking: picked in the legend, and where
 *   "best seats together" looks.
 *
 * Confirm answers the chosen seats to a page that opened it for a result (RESULT_PAGES.seats);
 * otherwise it opens `confirmOrder` with showId, sessionId, seatIds and seatPlanIds
 * (comma-separated, same order) and qty.
 */
export default function PickSeatPage() {
  const t = useT()
  const params = usePageParams()
  const sessionId = params.sessionId ?? params.bizShowSessionId ?? ''
  const qty = count(params.qty)
  const limit = count(params.limit)
  return (
    <PageShell name='pickSeat'>
      {sessionId ? (
        <SeatPicker
          key={sessionId}
          showId={params.showId ?? ''}
          sessionId={sessionId}
          {...(qty === undefined ? {} : { quantity: qty })}
          {...(limit === undefined ? {} : { limit })}
          {...(params.seatPlanId ? { seatPlanId: params.seatPlanId } : {})}
        />
      ) : (
        <View className='seat-picker seat-picker--error' role='alert'>
          <Text className='seat-picker__state-text'>{t('seatmap.missingParams')}</Text>
        </View>
      )}
    </PageShell>
  )
}
