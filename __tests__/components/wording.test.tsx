import { Text } from '@tarojs/components'
import { act, screen } from '@testing-library/react'
import '@/i18n/locales/order'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { renderWithState } from './render'

function Title({ name }: { readonly name: string }) {
  const t = useT()
  return <Text>{t(`title.${name}`)}</Text>
}

/** A word of a feature namespace (the order feature's), beside a core one. */
function Words({ keys }: { readonly keys: readonly string[] }) {
  const t = useT()
  return <Text>{keys.map((key) => t(key)).join(' | ')}</Text>
}

describe('the shop’s wording in translated text (contentSettingInfos)', () => {
  const shop = {
    merchantId: '10002',
    contentSettingInfos: [
      { contentKey: '观演', defaultContent: '观演', content: '入场' },
      { contentKey: '转赠', defaultContent: '转赠', content: '赠送' },
    ],
  }

  it('replaces the shop’s words', () => {
    renderWithState(<Title name='audience' />, { shop })
    expect(screen.getByText('入场人')).toBeTruthy()
  })

  it('leaves text alone before the configuration arrives', () => {
    renderWithState(<Title name='sendMineTicket' />)
    expect(screen.getByText('转赠门票')).toBeTruthy()
  })

  it('applies to a feature namespace’s words too, and follows a language change at once', () => {
    const keys = ['title.audience', 'order.confirm.addAttendee'] as const
    const { store } = renderWithState(<Words keys={keys} />, { shop, locale: 'zh-CN' })
    expect(screen.getByText('入场人 | 新增入场人')).toBeTruthy()
    act(() => store.set(localeAtom, 'en-US'))
    expect(screen.getByText('Attendees | Add an attendee')).toBeTruthy()
  })
})
