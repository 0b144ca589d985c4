import { Text } from '@tarojs/components'
import { screen } from '@testing-library/react'
import { useT } from '@/i18n/use-t'
import { renderWithState } from './render'

function Title({ name }: { readonly name: string }) {
  const t = useT()
  return <Text>{t(`title.${name}`)}</Text>
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
})
