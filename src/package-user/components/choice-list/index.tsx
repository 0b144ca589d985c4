import { Text, View } from '@tarojs/components'
import './choice-list.scss'

export interface Choice {
  readonly key: string
  readonly label: string
}

export interface ChoiceListProps {
  readonly className?: string
  readonly heading: string
  readonly choices: readonly Choice[]
  readonly selected: string
  /** Read out for the marked choice. */
  readonly selectedLabel: string
  readonly onChoose: (key: string) => void
}

/** One choice of several, the current one marked (language, appearance). */
export function ChoiceList({ className, heading, choices, selected, selectedLabel, onChoose }: ChoiceListProps) {
  return (
    <View className={`choice-list${className ? ` ${className}` : ''}`}>
      <Text className='choice-list__heading'>{heading}</Text>
      <View className='choice-list__card' role='radiogroup'>
        {choices.map((choice) => {
          const marked = choice.key === selected
          return (
            <View
              key={choice.key}
              className={`choice-list__item choice-list__item--${choice.key}${marked ? ' choice-list__item--selected' : ''}`}
              role='radio'
              aria-checked={marked}
              onClick={() => onChoose(choice.key)}
            >
              <Text className='choice-list__name'>{choice.label}</Text>
              {marked && (
                <Text className='choice-list__check' aria-label={selectedLabel}>
                  ✓
                </Text>
              )}
            </View>
          )
        })}
      </View>
    </View>
  )
}
