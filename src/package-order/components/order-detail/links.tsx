import { View } from '@tarojs/components'
import { ORDER_STATE } from '@showtix/contract/enums'
import type { OrderDetail } from '@/api/order'
import { Button } from '@/components/ui'
import { orderSendable } from '@/domain/transfer'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '@/i18n/locales/order'
import '@/i18n/locales/transfer'

/**
 * Where the order detail leads: rebook, the rebooked order, the express progress, the invoice
 * (apply, or the one asked for), the refund orders, the tickets, customer service, how the
 * waitlist works (a registration) and about orders.
 */
export function OrderLinks({ order, onService }: { readonly order: OrderDetail; readonly onService: () => void }) {
  const t = useT()
  return (
    <View className='order-detail__links'>
      {order.supportRebook && (
        <Button
          className='order-detail__rebook'
          size='small'
          onClick={() => void navigate('rebookTicket', { orderId: order.orderId })}
        >
          {t('order.rebook.start')}
        </Button>
      )}
      {order.childOrderId && (
        <Button
          className='order-detail__child'
          size='small'
          onClick={() => void navigate('orderDetail', { orderId: order.childOrderId ?? '' })}
        >
          {t('order.rebook.child')}
        </Button>
      )}
      {order.deliverMethod === 'EXPRESS' && order.paidTime && (
        <Button
          className='order-detail__express'
          size='small'
          onClick={() => void navigate('express', { orderId: order.orderId })}
        >
          {t('order.express.track')}
        </Button>
      )}
      {order.invoice ? (
        <Button
          className='order-detail__invoice'
          size='small'
          onClick={() => void navigate('invoiceDetail', { invoiceId: order.invoice?.invoiceId ?? '' })}
        >
          {t('order.detail.viewInvoice')}
        </Button>
      ) : (
        order.canInvoice && (
          <Button
            className='order-detail__invoice'
            size='small'
            onClick={() => void navigate('invoice', { orderId: order.orderId })}
          >
            {t('order.detail.applyInvoice')}
          </Button>
        )
      )}
      {order.orderRefundState !== 'NONE' && (
        <Button className='order-detail__refunds' size='small' onClick={() => void navigate('refundOrders')}>
          {t('order.refund.refunds')}
        </Button>
      )}
      {order.validTickets > 0 && (
        <Button className='order-detail__tickets' size='small' onClick={() => void navigate('ticketHolder')}>
          {t('order.detail.viewTickets')}
        </Button>
      )}
      {orderSendable(order, Date.now()) && (
        <Button
          className='order-detail__send'
          size='small'
          onClick={() => void navigate('sendMineTicket', { orderId: order.orderId })}
        >
          {t('transfer.send.entry')}
        </Button>
      )}
      <Button className='order-detail__service' size='small' onClick={onService}>
        {t('order.detail.service')}
      </Button>
      {order.orderState === ORDER_STATE.reserve && (
        <Button className='order-detail__waitlist' size='small' onClick={() => void navigate('waitListInstruction')}>
          {t('order.notes.waitlist.title')}
        </Button>
      )}
      <Button className='order-detail__about' size='small' onClick={() => void navigate('aboutOrder')}>
        {t('order.notes.about.title')}
      </Button>
    </View>
  )
}
