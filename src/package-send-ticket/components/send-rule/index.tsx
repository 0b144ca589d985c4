import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { TRANSFER_CLOSES_BEFORE_START_MS, TRANSFER_WINDOW_MS, shopAllowsTransferAgain } from '@showtix/contract/rules'
import { useT } from '@/i18n/use-t'
import { shopConfigAtom } from '@/state/shop'
import './send-rule.scss'
import '@/i18n/locales/transfer'

const HOUR_MS = 60 * 60 * 1000
/** The rules, in the order a sender meets them (D8). */
const RULES = ['who', 'window', 'cancel', 'closes', 'once', 'code'] as const

/**
 * send-rule (spec s2, login): the transfer rules of D8, their hours from the rule both tiers run
 * (contract/src/rules/transfer.ts), in the shop's words for 转赠.
 */
export function SendRule() {
  const t = useT()
  const again = shopAllowsTransferAgain(useAtomValue(shopConfigAtom)?.binaryValue)
  const hours = { window: TRANSFER_WINDOW_MS / HOUR_MS, closes: TRANSFER_CLOSES_BEFORE_START_MS / HOUR_MS }
  return (
    <View className='send-rule'>
      <View className='send-rule__card'>
        <Text className='send-rule__title'>{t('transfer.rule.title')}</Text>
        {RULES.map((rule, index) => (
          <Text key={rule} className='send-rule__item'>
            {`${index + 1}. ${t(`transfer.rule.${rule === 'once' && again ? 'onceAllowed' : rule}`, hours)}`}
          </Text>
        ))}
      </View>
    </View>
  )
}
