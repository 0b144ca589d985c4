import { Text, View } from '@tarojs/components'
import './stepper.scss'

export interface StepperProps {
  /** The page's block for its own class names (`<block>__stepper`, `__minus`, `__plus`, `__qty`). */
  readonly block: string
  readonly value: number
  /** The minus or plus does nothing now (at the bottom, at the limit, sold out): drawn dimmed. */
  readonly lessOff?: boolean
  readonly moreOff?: boolean
  readonly onLess: () => void
  readonly onMore: () => void
  /** What the buttons say to a screen reader ('fewer tickets', 'one more of …'). */
  readonly lessLabel: string
  readonly moreLabel: string
  /** `small`: in a list row. */
  readonly size?: 'normal' | 'small'
}

/**
 * A quantity with minus and plus (booking, pre-fill, tied sales). The buttons are always tappable:
 * the caller decides what a tap past the limit means (booking says why it stays).
 */
export function Stepper({ block, value, lessOff, moreOff, onLess, onMore, lessLabel, moreLabel, size = 'normal' }: StepperProps) {
  const step = (kind: 'minus' | 'plus', off: boolean | undefined) =>
    `stepper__step ${block}__step ${block}__${kind}${off ? ` stepper__step--off ${block}__step--off` : ''}`
  return (
    <View className={`stepper stepper--${size} ${block}__stepper`}>
      <View className={step('minus', lessOff)} role='button' aria-label={lessLabel} aria-disabled={lessOff} onClick={onLess}>
        <Text>−</Text>
      </View>
      <Text className={`stepper__value ${block}__qty`} aria-live='polite'>
        {value}
      </Text>
      <View className={step('plus', moreOff)} role='button' aria-label={moreLabel} aria-disabled={moreOff} onClick={onMore}>
        <Text>+</Text>
      </View>
    </View>
  )
}
