import { Button as NativeButton, Text, View } from '@tarojs/components'
import type { TransferView } from '@/api/transfer'
import { Button } from '@/components/ui'
import { formatShopTime } from '@/domain/shop-time'
import { transferStateKey } from '@/domain/transfer'
import { useT } from '@/i18n/use-t'
import { shareMenuInPage } from '@/platform/env'
import './transfer-card.scss'
import '@/i18n/locales/transfer'

const TIME_FORMAT = 'YYYY-MM-DD HH:mm'

export interface TransferCardProps {
  readonly transfer: TransferView
  readonly onCopy: (code: string) => void
  readonly onCancel: (code: string) => void
  readonly busy?: boolean
}

/**
 * One of the sender's transfers: its code, tickets, state in the sender's words and, while it
 * waits, the ways to hand it over (the share menu's button on mini-programs, the link everywhere)
 * and to cancel it.
 */
export function TransferCard({ transfer, onCopy, onCancel, busy = false }: TransferCardProps) {
  const t = useT()
  const pending = transfer.state === 'IN_TRANSFER'
  return (
    <View className={`transfer-card transfer-card--${transfer.state.toLowerCase()}`} data-code={transfer.code}>
      <View className='transfer-card__head'>
        <Text className='transfer-card__code'>{t('transfer.send.code', { code: transfer.code })}</Text>
        <Text className='transfer-card__state'>{t(`transfer.${transferStateKey(transfer.state, transfer.role)}`)}</Text>
      </View>
      <Text className='transfer-card__line'>
        {[
          t('transfer.send.count', { count: transfer.tickets.length }),
          transfer.receiverPhone ? t('transfer.send.for', { phone: transfer.receiverPhone }) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {pending && (
        <Text className='transfer-card__line'>
          {t('transfer.send.until', { time: formatShopTime(transfer.expiresAt, TIME_FORMAT) })}
        </Text>
      )}
      {pending && (
        <View className='transfer-card__actions'>
          {shareMenuInPage && (
            <NativeButton className='transfer-card__share' openType='share' data-code={transfer.code}>
              {t('transfer.send.share')}
            </NativeButton>
          )}
          <Button className='transfer-card__copy' size='small' type='primary' onClick={() => onCopy(transfer.code)}>
            {t('transfer.send.copy')}
          </Button>
          <Button className='transfer-card__cancel' size='small' disabled={busy} onClick={() => onCancel(transfer.code)}>
            {t('transfer.send.cancel')}
          </Button>
        </View>
      )}
    </View>
  )
}
