import { Text, View } from '@tarojs/components'
import { Stepper } from '@/components/stepper'
import { Button } from '@/components/ui'
import type { SpuDetail } from '@/api/goods'
import { goodsPrice, pickedSku, valueAvailable, type SkuPicks } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import { Popup } from './ui'
import '@/i18n/locales/shop'

export type SheetAction = 'cart' | 'buy'

export interface SkuSheetProps {
  readonly goods: SpuDetail
  readonly visible: boolean
  readonly picks: SkuPicks
  readonly qty: number
  readonly max: number
  readonly busy: boolean
  readonly action: SheetAction
  readonly onPick: (attributeId: string, valueId: string) => void
  readonly onQty: (qty: number) => void
  readonly onConfirm: () => void
  readonly onClose: () => void
}

/**
 * The sku sheet (spec-notes g6, D23: one sku per add): each attribute's values, those that lead to
 * no sku with stock dimmed and not pickable; the picked sku's price and stock; the quantity within
 * stock and the limit per buyer; then add to cart or buy now.
 */
export function SkuSheet(props: SkuSheetProps) {
  const { goods, picks, qty, max } = props
  const t = useT()
  const sku = pickedSku(goods.attributes, goods.skus, picks)
  const missing = goods.attributes.filter((attribute) => !picks[attribute.attributeId]).map((a) => a.attributeName)
  const price = sku ? sku.price : goods.minPrice
  return (
    <Popup visible={props.visible} position='bottom' round closeable onClose={props.onClose} className='sku-sheet'>
      <View className='sku-sheet__body' data-testid='sku-sheet'>
        <View className='sku-sheet__head'>
          <Text className='sku-sheet__price'>{goodsPrice(price, goods.currency)}</Text>
          <Text className='sku-sheet__status'>
            {missing.length
              ? t('shop.detail.pickAll', { names: missing.join(' / ') })
              : sku && sku.stock > 0
                ? t('shop.detail.stock', { count: sku.stock })
                : t('shop.detail.combinationSoldOut')}
          </Text>
        </View>
        {goods.attributes.map((attribute) => (
          <View
            key={attribute.attributeId}
            className='sku-sheet__attribute'
            role='radiogroup'
            aria-label={attribute.attributeName}
          >
            <Text className='sku-sheet__name'>{attribute.attributeName}</Text>
            <View className='sku-sheet__values'>
              {attribute.values.map((value) => {
                const picked = picks[attribute.attributeId] === value.attributeValueId
                const open = valueAvailable(goods.skus, picks, attribute.attributeId, value.attributeValueId)
                return (
                  <View
                    key={value.attributeValueId}
                    role='radio'
                    aria-checked={picked}
                    aria-disabled={!open}
                    className={`sku-sheet__value${picked ? ' sku-sheet__value--picked' : ''}${open ? '' : ' sku-sheet__value--off'}`}
                    onClick={() => props.onPick(attribute.attributeId, value.attributeValueId)}
                  >
                    <Text>{value.value}</Text>
                  </View>
                )
              })}
            </View>
          </View>
        ))}
        <View className='sku-sheet__quantity'>
          <View className='sku-sheet__quantity-words'>
            <Text className='sku-sheet__name'>{t('shop.detail.quantity')}</Text>
            {goods.limitPerUser > 0 && (
              <Text className='sku-sheet__limit'>{t('shop.detail.limit', { count: goods.limitPerUser })}</Text>
            )}
          </View>
          <Stepper
            block='sku-sheet'
            value={Math.max(qty, max > 0 ? 1 : 0)}
            lessOff={qty <= 1}
            moreOff={qty >= max}
            onLess={() => props.onQty(qty - 1)}
            onMore={() => props.onQty(qty + 1)}
            lessLabel={t('shop.detail.fewer')}
            moreLabel={t('shop.detail.more')}
          />
        </View>
        <Button
          className='sku-sheet__confirm'
          type='primary'
          block
          disabled={!sku || max <= 0 || props.busy}
          loading={props.busy}
          onClick={props.onConfirm}
        >
          {props.action === 'cart' ? t('shop.detail.addToCart') : t('shop.detail.buyNow')}
        </Button>
      </View>
    </Popup>
  )
}
