import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useMemo, type ReactNode } from 'react'
import { feedback } from '@/components/feedback'
import {
  groupNodes,
  isBlockNode,
  listMarker,
  plainText,
  richTextTruncated,
  sanitizeRichText,
  type RichNode,
} from '@/domain/rich-text'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { platform } from '@/platform'
import './rich-content.scss'
import '@/i18n/locales/info'

export interface RichContentProps {
  /** HTML from the gateway; only what the sanitiser allows is shown. */
  readonly html: string | null | undefined
  readonly className?: string
}

/** Where a link in rich text goes: web pages in the web view, phone numbers to the dialer, mail addresses copied. */
async function follow(href: string, copied: (address: string) => void): Promise<void> {
  try {
    if (/^https?:/i.test(href)) await openPage('webView', { url: href })
    else if (/^tel:/i.test(href)) await platform.makePhoneCall(decodeURIComponent(href.slice(4)))
    else if (/^mailto:/i.test(href)) {
      const address = decodeURIComponent(href.slice(7).split('?')[0] ?? '')
      await Taro.setClipboardData({ data: address })
      copied(address)
    }
  } catch {
    // The platform layer says what went wrong (a refused call, a failed jump).
  }
}

/**
 * Rich text (announcements, policies) rendered with the app's own components from the sanitised
 * tree: never as HTML, so no script, handler or style from the gateway reaches the page. Long
 * texts render in groups (spec section 9: above 50 nodes). HTML beyond the sanitiser's bound is
 * cut, and a notice says the content is too long.
 */
export function RichContent({ html, className }: RichContentProps) {
  const t = useT()
  const groups = useMemo(() => groupNodes(sanitizeRichText(html)), [html])
  const copied = (address: string) =>
    feedback.presenter.toast({ text: t('info.richText.copied', { address }) }, TOAST_DURATION_MS)

  function render(node: RichNode, key: string, item?: { ordered: boolean; index: number }): ReactNode {
    if (node.type === 'text') return <Text key={key}>{node.text}</Text>
    const children = (list: readonly RichNode[] = node.children) => {
      let index = 0
      return list.map((child, i) => {
        const asItem = child.type === 'element' && child.name === 'li'
        const rendered = render(child, `${key}.${i}`, asItem ? { ordered: node.name === 'ol', index: index } : undefined)
        if (asItem) index += 1
        return rendered
      })
    }
    const classes = `rich-content__${node.name}`
    switch (node.name) {
      case 'br':
        return <Text key={key}>{'\n'}</Text>
      case 'hr':
        return <View key={key} className={classes} />
      case 'img':
        return (
          <Image key={key} className={classes} src={node.attrs.src ?? ''} mode='widthFix' aria-label={node.attrs.alt} lazyLoad />
        )
      case 'ul':
      case 'ol':
        return (
          <View key={key} className={`rich-content__list ${classes}`}>
            {children()}
          </View>
        )
      case 'li':
        return (
          <View key={key} className={classes}>
            <Text className='rich-content__marker' aria-hidden>
              {listMarker(item?.ordered ?? false, item?.index ?? 0)}
            </Text>
            <View className='rich-content__item'>{children()}</View>
          </View>
        )
      case 'a': {
        const href = node.attrs.href ?? ''
        const Tag = isBlockNode(node) ? View : Text
        return (
          <Tag key={key} className={classes} data-href={href} onClick={() => void follow(href, copied)}>
            {children()}
          </Tag>
        )
      }
      default: {
        const Tag = isBlockNode(node) ? View : Text
        return (
          <Tag key={key} className={classes}>
            {children()}
          </Tag>
        )
      }
    }
  }

  return (
    <View className={`rich-content${className ? ` ${className}` : ''}`}>
      {groups.map((group, g) => (
        <View key={g} className='rich-content__group'>
          {group.map((node, i) => render(node, `${g}.${i}`))}
        </View>
      ))}
      {richTextTruncated(html) && (
        <View className='rich-content__cut' role='note'>
          <Text>{t('info.richText.tooLong')}</Text>
        </View>
      )}
    </View>
  )
}

const hasImage = (nodes: readonly RichNode[]): boolean =>
  nodes.some((node) => node.type === 'element' && (node.name === 'img' || hasImage(node.children)))

/** Whether sanitised HTML shows anything at all: some text or an image (the pages' empty state). */
export function hasRichContent(html: string | null | undefined): boolean {
  const nodes = sanitizeRichText(html)
  return plainText(nodes).trim() !== '' || hasImage(nodes)
}
