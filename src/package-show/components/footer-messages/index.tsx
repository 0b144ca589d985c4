import { Text, View } from '@tarojs/components'

/** A failure to show in the footer; `tag` adds a class of its own (`<block>__<tag>`) beside `__form-error`. */
export interface FooterError {
  readonly text: string | null | undefined
  readonly tag?: string
}

export interface FooterMessagesProps {
  /** The page's block for its class names (`<block>__form-error`, `<block>__done`), which style the lines. */
  readonly block: string
  /** What went wrong, in order: each read out as an alert while it has text. */
  readonly errors: readonly FooterError[]
  /** What was done, read out as a status while there is one. */
  readonly done?: string | null
}

/** The lines above a buying screen's footer buttons (booking, pre-fill): its failures, then what it did. */
export function FooterMessages({ block, errors, done }: FooterMessagesProps) {
  return (
    <>
      {errors.map(({ text, tag }, index) =>
        text ? (
          <View key={tag ?? index} className={`${block}__form-error${tag ? ` ${block}__${tag}` : ''}`} role='alert'>
            <Text>{text}</Text>
          </View>
        ) : null,
      )}
      {done && (
        <View className={`${block}__done`} role='status'>
          <Text>{done}</Text>
        </View>
      )}
    </>
  )
}
