import { Text, View } from '@tarojs/components'
import type { ComboDetail, ComboSummary } from '@/api/combo'
import { percentOff } from '@/domain/combo'
import { goodsPrice } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/combo'

/**
 * The offer of one set: the rule's badge, the combo price, the price one by one struck through, what
 * it saves. `bar`: in the bottom bar beside its button, the price and below it what it saves (the
 * badge and the struck price are in the card above): two lines by design, not a wrap.
 */
export function ComboOffer({ combo, bar = false }: { readonly combo: ComboDetail | ComboSummary; readonly bar?: boolean }) {
  const t = useT()
  const money = (amount: number) => goodsPrice(amount, combo.currency)
  const badge =
    combo.ruleType === 'DISCOUNT' && combo.rate !== null
      ? t('combo.offer.rate', { percent: percentOff(combo.rate) })
      : t('combo.offer.fixed')
  return (
    <View className={bar ? 'combo__offer combo__offer--bar' : 'combo__offer'}>
      {!bar && <Text className='combo__badge'>{badge}</Text>}
      <Text className='combo__price'>{money(combo.comboAmount)}</Text>
      {!bar && combo.savedAmount > 0 && (
        <Text className='combo__original'>{t('combo.offer.original', { amount: money(combo.originalAmount) })}</Text>
      )}
      {combo.savedAmount > 0 && (
        <Text className='combo__saved'>{t('combo.offer.saved', { amount: money(combo.savedAmount) })}</Text>
      )}
    </View>
  )
}
