import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { plainText, sanitizeRichText, type RichNode } from '@/domain/rich-text'

/**
 * A layout's rich text (a topic's introduction) as plain paragraphs and headings from the
 * sanitised tree: never as HTML. Links and images stay out (the topic's banners and lists carry them).
 */
export interface RichBlockProps {
  readonly html: string
}

export function RichBlock({ html }: RichBlockProps) {
  const blocks = useMemo(() => {
    const nodes = sanitizeRichText(html)
    const out: Array<{ heading: boolean; text: string }> = []
    const walk = (list: readonly RichNode[]) => {
      for (const node of list) {
        if (node.type === 'element' && ['ul', 'ol', 'div', 'blockquote'].includes(node.name)) walk(node.children)
        else {
          const text = plainText([node]).trim()
          if (text) out.push({ heading: node.type === 'element' && /^h[1-6]$/.test(node.name), text })
        }
      }
    }
    walk(nodes)
    return out
  }, [html])
  return (
    <View className='home-rich'>
      {blocks.map((block, index) => (
        <Text key={index} className={block.heading ? 'home-rich__heading' : 'home-rich__text'}>
          {block.text}
        </Text>
      ))}
    </View>
  )
}
