import { Text, View } from '@tarojs/components'
import { invoiceStateOf } from '@showtix/contract/rules'
import { fetchInvoice } from '@/api/invoice'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import '../invoice.scss'
import '@/i18n/locales/invoice'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

function Row({
  label,
  value,
  name,
}: {
  readonly label: string
  readonly value: string | null | undefined
  readonly name: string
}) {
  if (!value) return null
  return (
    <View className={`invoice__row invoice__row--${name}`}>
      <Text className='invoice__label'>{label}</Text>
      <Text className='invoice__value'>{value}</Text>
    </View>
  )
}

/** The paper invoice's delivery as the gateway sends it: company, number and the courier's phone. */
function expressText(express: Record<string, unknown> | null): string | null {
  if (!express) return null
  return [express.displayName, express.expressNo, express.tel].filter((part) => typeof part === 'string' && part).join(' · ')
}

/**
 * An invoice (spec s4: applying, rejected with re-apply, issued, cancelled when the order changes;
 * D14 maps SUCCESS to issued, CANCELLED and cancel to cancelled): its state, what was asked for,
 * the number once issued, a paper invoice's delivery. Reloaded when the page shows again.
 */
export function InvoiceDetail({ invoiceId }: { readonly invoiceId: string }) {
  const t = useT()
  const load = useServerData(['invoice', invoiceId], () => fetchInvoice(invoiceId))
  if (load.status === 'loading') return <StatusView kind='loading' skeleton='lines' />
  if (load.status === 'error' || !load.data) return <LoadFailure error={load.error} onRetry={load.retry} exit='back' />
  const invoice = load.data
  const state = invoiceStateOf(invoice.status)
  const time = (at: number | null) => (at ? formatShopTime(at, TIME_FORMAT) : null)
  return (
    <View className='invoice' data-state={state}>
      <View className={`invoice__card invoice__head invoice__head--${state}`}>
        <Text className='invoice__state'>{t(`invoice.detail.states.${state}`)}</Text>
        <Text className='invoice__note'>{t(`invoice.detail.notes.${state}`)}</Text>
        {state === 'rejected' && invoice.rejectReason && (
          <Text className='invoice__note invoice__reason'>
            {t('invoice.detail.rejectReason')}: {invoice.rejectReason}
          </Text>
        )}
      </View>
      <View className='invoice__card'>
        <Row name='amount' label={t('invoice.form.amount')} value={moneyText(yuanToCents(invoice.amount), invoice.currency)} />
        <Row name='number' label={t('invoice.detail.invoiceNo')} value={invoice.invoiceNo} />
        <Row name='type' label={t('invoice.form.type')} value={t(`invoice.form.types.${invoice.type}`)} />
        <Row name='title-type' label={t('invoice.form.titleType')} value={t(`invoice.form.titleTypes.${invoice.titleType}`)} />
        <Row name='title' label={t('invoice.form.title')} value={invoice.title} />
        <Row name='taxpayer' label={t('invoice.form.taxpayerId')} value={invoice.taxpayerId} />
        <Row name='bank' label={t('invoice.form.bankName')} value={invoice.bankName} />
        <Row name='account' label={t('invoice.form.bankAccount')} value={invoice.bankAccount} />
        <Row name='address' label={t('invoice.form.address')} value={invoice.address} />
        <Row name='phone' label={t('invoice.form.phone')} value={invoice.phone} />
        <Row name='email' label={t('invoice.form.email')} value={invoice.email} />
        <Row name='express' label={t('invoice.detail.express')} value={expressText(invoice.express)} />
        <Row name='applied' label={t('invoice.detail.applyTime')} value={time(invoice.applyTime)} />
        <Row name='issued' label={t('invoice.detail.issueTime')} value={time(invoice.issueTime)} />
        <Row name='order' label={t('invoice.form.order')} value={invoice.orderNumber} />
      </View>
      <View className='invoice__actions'>
        <Button
          className='invoice__order'
          size='small'
          onClick={() => void navigate('orderDetail', { orderId: invoice.orderId })}
        >
          {t('invoice.detail.viewOrder')}
        </Button>
        {invoice.canReapply && (
          <Button
            className='invoice__reapply'
            size='small'
            type='primary'
            onClick={() => void navigate('invoice', { orderId: invoice.orderId, fromInvoiceId: invoice.invoiceId })}
          >
            {t('invoice.detail.reapply')}
          </Button>
        )}
      </View>
    </View>
  )
}
