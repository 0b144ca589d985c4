import { Text, View } from '@tarojs/components'
import {
  INVOICE_ADDRESS_MAX_LENGTH,
  INVOICE_BANK_ACCOUNT_MAX_LENGTH,
  INVOICE_BANK_NAME_MAX_LENGTH,
  INVOICE_EMAIL_MAX_LENGTH,
  INVOICE_PHONE_MAX_LENGTH,
  INVOICE_TITLE_MAX_LENGTH,
  INVOICE_TITLE_TYPES,
  INVOICE_TYPES,
  TAXPAYER_ID_MAX_LENGTH,
  invoicedCents,
  type InvoiceField,
} from '@showtix/contract/rules'
import { useEffect, useRef } from 'react'
import { fetchInvoice, type Invoice } from '@/api/invoice'
import { fetchOrderDetail } from '@/api/order'
import { feedback } from '@/components/feedback'
import { FieldInput, FormField } from '@/components/form-field'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { moneyText } from '@/domain/order'
import { yuanToCents } from '@/domain/purchase/money'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { draftOf, useInvoiceForm, type TextField } from './use-invoice-form'
import '../invoice.scss'
import '@/i18n/locales/invoice'

function Choice<T extends string>(props: {
  readonly name: string
  readonly options: readonly T[]
  readonly value: T
  readonly words: (option: T) => string
  readonly onChange: (option: T) => void
}) {
  return (
    <View className={`invoice__chips invoice__chips--${props.name}`} role='radiogroup'>
      {props.options.map((option) => (
        <View
          key={option}
          className={`invoice__chip invoice__chip--${option}${props.value === option ? ' invoice__chip--on' : ''}`}
          role='radio'
          aria-checked={props.value === option}
          onClick={() => props.onChange(option)}
        >
          <Text>{props.words(option)}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * Apply for an order's invoice (spec s3 Invoice, s5: the amount is the tickets as paid, without
 * delivery): e-invoice or paper by express, a personal or company title and the company's fields.
 * Re-apply after a rejection (`fromInvoiceId`) starts from the rejected request's fields.
 */
export function InvoiceForm({ orderId, fromInvoiceId }: { readonly orderId: string; readonly fromInvoiceId?: string }) {
  const t = useT()
  const order = useServerData(['invoice-order', orderId], () => fetchOrderDetail(orderId), { reloadOnShow: false })
  const previous = useServerData(['invoice', fromInvoiceId ?? ''], () => fetchInvoice(fromInvoiceId ?? ''), {
    enabled: Boolean(fromInvoiceId),
    reloadOnShow: false,
  })
  const applied = (invoice: Invoice) => {
    feedback.presenter.toast({ text: t('invoice.form.submitted') }, TOAST_DURATION_MS)
    void navigate('invoiceDetail', { invoiceId: invoice.invoiceId }, { replace: true })
  }
  const form = useInvoiceForm(orderId, Boolean(order.data?.address), applied)
  const prefilled = useRef(false)
  const { setDraft } = form
  useEffect(() => {
    if (prefilled.current || !previous.data) return
    prefilled.current = true
    setDraft(draftOf(previous.data))
  }, [previous.data, setDraft])

  if (order.status === 'loading') return <StatusView kind='loading' skeleton='lines' />
  if (order.status === 'error' || !order.data) return <LoadFailure error={order.error} onRetry={order.retry} exit='back' />
  const detail = order.data
  if (!detail.canInvoice) {
    return (
      <StatusView
        kind='empty'
        className='invoice__unavailable'
        message={t('invoice.form.notAvailable')}
        hint={t('invoice.form.notAvailableHint')}
        exit='back'
      >
        {detail.invoice && (
          <Button size='small' onClick={() => void navigate('invoiceDetail', { invoiceId: detail.invoice?.invoiceId ?? '' })}>
            {t('invoice.form.viewInvoice')}
          </Button>
        )}
      </StatusView>
    )
  }

  const { draft, problems } = form
  const price = detail.priceDetail
  const cents = invoicedCents(yuanToCents(price.ticketAmount), yuanToCents(price.discountAmount))
  const paper = draft.type === 'VAT_E_ORDINARY_PAPER'
  const company = draft.titleType === 'ENTERPRISE'
  const message = (field: InvoiceField) =>
    problems[field] ? t(`invoice.errors.${field}.${problems[field]}`, { max: INVOICE_TITLE_MAX_LENGTH }) : undefined
  const input = (field: TextField, maxlength: number, placeholder = `invoice.form.${field}Placeholder`) => (
    <FieldInput
      className={`invoice__input invoice__${field}`}
      maxlength={maxlength}
      placeholder={t(placeholder)}
      value={draft[field]}
      onInput={(value: string) => form.setText(field, value)}
    />
  )
  const field = (name: TextField, required = false) => ({
    block: 'invoice',
    name,
    label: t(`invoice.form.${name}`),
    message: message(name as InvoiceField),
    required,
  })

  return (
    <View className='invoice'>
      <View className='invoice__card invoice__head'>
        <Text className='invoice__label'>{t('invoice.form.amount')}</Text>
        <Text className='invoice__amount'>{moneyText(cents, price.currency)}</Text>
        <Text className='invoice__note'>{t('invoice.form.amountNote')}</Text>
        <Text className='invoice__note'>
          {t('invoice.form.order')} {detail.orderNumber}
        </Text>
      </View>

      <View className='invoice__card'>
        <Text className='invoice__section-title'>{t('invoice.form.type')}</Text>
        <Choice
          name='type'
          options={INVOICE_TYPES}
          value={draft.type}
          words={(type) => t(`invoice.form.types.${type}`)}
          onChange={form.setType}
        />
        <Text className='invoice__section-title'>{t('invoice.form.titleType')}</Text>
        <Choice
          name='title-type'
          options={INVOICE_TITLE_TYPES}
          value={draft.titleType}
          words={(type) => t(`invoice.form.titleTypes.${type}`)}
          onChange={form.setTitleType}
        />
      </View>

      <View className='invoice__card'>
        <FormField {...field('title', true)}>{input('title', INVOICE_TITLE_MAX_LENGTH)}</FormField>
        {company && <FormField {...field('taxpayerId', true)}>{input('taxpayerId', TAXPAYER_ID_MAX_LENGTH)}</FormField>}
        {company && <FormField {...field('bankName')}>{input('bankName', INVOICE_BANK_NAME_MAX_LENGTH)}</FormField>}
        {company && <FormField {...field('bankAccount')}>{input('bankAccount', INVOICE_BANK_ACCOUNT_MAX_LENGTH)}</FormField>}
        {(company || paper) && (
          <FormField
            {...field('address', paper && !detail.address)}
            label={t(paper ? 'invoice.form.paperAddress' : 'invoice.form.address')}
            hint={paper ? t('invoice.form.paperAddressNeeded') : undefined}
          >
            {input(
              'address',
              INVOICE_ADDRESS_MAX_LENGTH,
              paper && detail.address ? 'invoice.form.paperAddressPlaceholder' : 'invoice.form.addressPlaceholder',
            )}
          </FormField>
        )}
        <FormField {...field('phone')}>{input('phone', INVOICE_PHONE_MAX_LENGTH)}</FormField>
        <FormField {...field('email')}>{input('email', INVOICE_EMAIL_MAX_LENGTH)}</FormField>
      </View>

      <View className='invoice__message' role={form.failure ? 'alert' : 'status'}>
        {form.failure && <Text className='invoice__error'>{t('invoice.form.failed', { reason: form.failure })}</Text>}
      </View>

      <View className='invoice__bar'>
        <Button
          className='invoice__submit'
          type='primary'
          block
          loading={form.saving}
          onClick={() => void form.submit(t('invoice.form.network'))}
        >
          {t('invoice.form.submit')}
        </Button>
      </View>
    </View>
  )
}
