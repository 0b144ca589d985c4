import { Image, Text, View } from '@tarojs/components'
import type { OrderDetail } from '@/api/order'
import { maskEmail, maskPhone } from '@/domain/masking'
import { moneyText } from '@/domain/order'
import { chargedFeeRows } from '@/domain/order-list'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/order'
import '@/i18n/locales/purchase'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

interface PartProps {
  readonly order: OrderDetail
}

function Row({ label, value, className }: { readonly label: string; readonly value: string; readonly className?: string }) {
  return (
    <View className={`order-detail__row${className ? ` ${className}` : ''}`}>
      <Text className='order-detail__label'>{label}</Text>
      <Text className='order-detail__value'>{value}</Text>
    </View>
  )
}

/** Every line of the order: the show, its session and venue, the seat plan, price and seats. */
export function ItemsCard({ order }: PartProps) {
  const t = useT()
  return (
    <>
      {order.items.map((item, index) => (
        <View key={`${item.sessionId}:${item.seatPlanId}:${index}`} className='order-detail__card order-detail__item'>
          <View className='order-detail__show'>
            <Image className='order-detail__poster' src={item.posterUrl} mode='aspectFill' />
            <View className='order-detail__show-text'>
              <Text className='order-detail__show-name'>{item.showName}</Text>
              <Text className='order-detail__line'>{item.sessionName}</Text>
              <Text className='order-detail__line'>{[item.cityName, item.venueName].filter(Boolean).join(' · ')}</Text>
              <Text className='order-detail__line'>
                {item.seatPlanName} · {moneyText(yuanToCents(item.unitPrice), order.currency)} ·{' '}
                {t('order.detail.tickets', { count: item.tickets })}
              </Text>
            </View>
          </View>
          {item.seats.length > 0 && (
            <View className='order-detail__seats' aria-label={t('order.detail.seats')}>
              {item.seats.map((seat) => (
                <Text key={seat} className='order-detail__seat'>
                  {seat}
                </Text>
              ))}
            </View>
          )}
        </View>
      ))}
    </>
  )
}

/** The attendees (real-name shows), their ID numbers as the gateway masked them. */
export function AttendeesCard({ order }: PartProps) {
  const t = useT()
  if (order.attendees.length === 0) return null
  return (
    <View className='order-detail__card order-detail__attendees'>
      <Text className='order-detail__section-title'>{t('order.detail.attendees')}</Text>
      {order.attendees.map((attendee, index) => (
        <Row key={`${attendee.idNo}:${index}`} label={attendee.name} value={attendee.idNo} />
      ))}
    </View>
  )
}

/** The price as the gateway charged it, line by line, and what was paid. */
export function PriceCard({ order }: PartProps) {
  const t = useT()
  // A goods order (no ticket lines) has no tickets row.
  const rows = chargedFeeRows(order.priceDetail).filter((row) => row.key !== 'tickets' || order.items.length > 0)
  return (
    <View className='order-detail__card order-detail__price'>
      <Text className='order-detail__section-title'>{t('order.detail.price')}</Text>
      {rows.map((row) => (
        <Row
          key={row.key}
          className={`order-detail__fee order-detail__fee--${row.key}`}
          label={t(row.wordKey)}
          value={`${row.minus ? '-' : ''}${moneyText(row.cents, order.currency)}`}
        />
      ))}
      <View className='order-detail__row order-detail__total'>
        <Text className='order-detail__label'>{order.paidTime ? t('order.detail.paidAmount') : t('order.detail.toPay')}</Text>
        <Text className='order-detail__value order-detail__amount'>
          {moneyText(yuanToCents(order.payAmount), order.currency)}
        </Text>
      </View>
    </View>
  )
}

/** Delivery, address and contact. */
export function DeliveryCard({ order }: PartProps) {
  const t = useT()
  const contact = order.contact as { name?: string; cellphone?: string; email?: string }
  const address = order.address
  return (
    <View className='order-detail__card order-detail__delivery'>
      <Row label={t('order.detail.delivery')} value={order.deliverMethodTitle} />
      {order.express && <Row label={order.express.displayName} value={order.express.expressNo} />}
      {address && (
        <Row
          label={t('order.detail.address')}
          value={[address.recipient, maskPhone(address.cellphone), address.area, address.detail].filter(Boolean).join(' ')}
        />
      )}
      {(contact.name || contact.cellphone || contact.email) && (
        <Row
          label={t('order.detail.contact')}
          value={[contact.name, contact.cellphone ? maskPhone(contact.cellphone) : maskEmail(contact.email)]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </View>
  )
}

/** The order's number (copied with a tap), when it was made and paid, and how. */
export function InfoCard({ order, onCopy }: PartProps & { readonly onCopy: () => void }) {
  const t = useT()
  return (
    <View className='order-detail__card order-detail__info'>
      <View className='order-detail__row'>
        <Text className='order-detail__label'>{t('order.detail.orderNumber')}</Text>
        <View className='order-detail__number-box'>
          <Text className='order-detail__value order-detail__number'>{order.orderNumber}</Text>
          <View className='order-detail__copy' role='button' onClick={onCopy}>
            {t('order.detail.copy')}
          </View>
        </View>
      </View>
      <Row label={t('order.detail.created')} value={formatShopTime(order.createTime, TIME_FORMAT)} />
      {order.payment && <Row label={t('order.detail.payment')} value={order.payment.displayName} />}
      {order.paidTime && <Row label={t('order.detail.paidTime')} value={formatShopTime(order.paidTime, TIME_FORMAT)} />}
      {order.closeTime && <Row label={t('order.detail.closeTime')} value={formatShopTime(order.closeTime, TIME_FORMAT)} />}
      {order.invoice && <Row label={t('order.detail.invoice')} value={order.invoice.statusTitle} />}
    </View>
  )
}
