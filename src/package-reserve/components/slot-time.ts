import { formatShopTime } from '@/domain/shop-time'

/** A slot as the reserve pages write it: "2026-11-28 14:00–15:00" (shop time). */
export function slotText(startsAt: number, endsAt: number): string {
  return `${formatShopTime(startsAt, 'YYYY-MM-DD HH:mm')}–${formatShopTime(endsAt, 'HH:mm')}`
}
