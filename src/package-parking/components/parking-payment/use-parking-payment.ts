import { isPlate } from '@showtix/contract/rules'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { createParkingOrder, fetchCarParks, fetchParkingFee, type CarPark, type ParkingFee } from '@/api/parking'
import { failureText } from '@/components/feedback/failure-text'
import { useServerData } from '@/components/server-data'
import { bestParkingCoupon } from '@/domain/parking'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import '@/i18n/locales/parking'

type FeeState =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly fee: ParkingFee }

/**
 * Parking payment (D37): the car park (the one a scanned car-park code names, else the first), the
 * plate, the fee the gateway answers with the PARKING_FEE coupons (the best one chosen), then the
 * order and the cashier on its order page. What was typed stays on every failure.
 */
export function useParkingPayment(scannedCarParkId: string | undefined) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const parks = useServerData(['parking-car-parks', locale], fetchCarParks, { reloadOnShow: false })
  const [chosenPark, setChosenPark] = useState<string | undefined>(scannedCarParkId)
  const [plate, setPlate] = useState('')
  const [plateMessage, setPlateMessage] = useState<string | undefined>()
  const [fee, setFee] = useState<FeeState>({ status: 'none' })
  const [couponId, setCouponId] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [submitMessage, setSubmitMessage] = useState<string | undefined>()

  const list: readonly CarPark[] = parks.status === 'ready' ? parks.data : []
  const park = list.find((item) => item.carParkId === chosenPark) ?? list[0]

  const query = async (coupon?: string | null) => {
    if (!park) return
    if (!isPlate(plate)) {
      setPlateMessage(t('parking.pay.plateInvalid'))
      return
    }
    setPlateMessage(undefined)
    setSubmitMessage(undefined)
    setFee({ status: 'loading' })
    try {
      const answer = await fetchParkingFee({ carParkId: park.carParkId, plate, ...(coupon ? { couponId: coupon } : {}) })
      const chosen = coupon === undefined ? bestParkingCoupon(answer.coupons) : coupon
      if (coupon === undefined && chosen) {
        setCouponId(chosen)
        setFee({ status: 'ready', fee: await fetchParkingFee({ carParkId: park.carParkId, plate, couponId: chosen }) })
      } else {
        setCouponId(chosen)
        setFee({ status: 'ready', fee: answer })
      }
    } catch (error) {
      setFee({ status: 'error', message: t('parking.pay.feeFailed', { reason: failureText(error, t('parking.pay.tryAgain')) }) })
    }
  }

  // A new car park or plate asks again.
  useEffect(() => {
    setFee({ status: 'none' })
    setCouponId(null)
  }, [park?.carParkId, plate])

  const submit = async () => {
    if (fee.status !== 'ready' || submitting) return
    setSubmitting(true)
    setSubmitMessage(undefined)
    try {
      const created = await createParkingOrder({
        stayId: fee.fee.stayId,
        ...(couponId ? { couponId } : {}),
        paymentParam: { payAmount: fee.fee.payAmount },
      })
      if (created.needPay) await navigate('orderDetail', { orderId: created.orderId })
      else await navigate('parkingDetail', { orderId: created.orderId })
    } catch (error) {
      setSubmitMessage(t('parking.pay.failed', { reason: failureText(error, t('parking.pay.tryAgain')) }))
    } finally {
      setSubmitting(false)
    }
  }

  return {
    parks,
    park,
    choosePark: setChosenPark,
    plate,
    setPlate,
    plateMessage,
    fee,
    query: () => void query(),
    couponId,
    chooseCoupon: (id: string | null) => {
      setCouponId(id)
      void query(id)
    },
    submit: () => void submit(),
    submitting,
    submitMessage,
  }
}
