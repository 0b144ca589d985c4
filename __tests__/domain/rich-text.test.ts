import {
  MAX_RICH_TEXT_DEPTH,
  MAX_RICH_TEXT_LENGTH,
  RICH_TEXT_GROUP_SIZE,
  countNodes,
  decodeEntities,
  groupNodes,
  isBlockNode,
  listMarker,
  plainText,
  richTextTruncated,
  safeUrl,
  sanitizeRichText,
  type RichNode,
} from '@/domain/rich-text'

const text = (value: string): RichNode => ({ type: 'text', text: value })
const el = (name: string, children: RichNode[] = [], attrs: Record<string, string> = {}): RichNode =>
  ({ type: 'element', name, attrs, children }) as RichNode

/** Every tag name and attribute name left in a tree. */
function inventory(nodes: readonly RichNode[]): { tags: string[]; attrs: string[] } {
  const tags: string[] = []
  const attrs: string[] = []
  const walk = (list: readonly RichNode[]) => {
    for (const node of list) {
      if (node.type === 'element') {
        tags.push(node.name)
        attrs.push(...Object.keys(node.attrs))
        walk(node.children)
      }
    }
  }
  walk(nodes)
  return { tags, attrs }
}

describe('sanitizeRichText: what is kept', () => {
  it('keeps paragraphs, headings, emphasis and lists with their text', () => {
    expect(
      sanitizeRichText('<h3>Title</h3><p>Hello <strong>you</strong> and <em>me</em>.</p><ol><li>one</li><li>two</li></ol>'),
    ).toEqual([
      el('h3', [text('Title')]),
      el('p', [text('Hello '), el('strong', [text('you')]), text(' and '), el('em', [text('me')]), text('.')]),
      el('ol', [el('li', [text('one')]), el('li', [text('two')])]),
    ])
  })

  it('keeps an http(s), mailto or tel link with its href only', () => {
    for (const href of ['https://example.com/a?b=1', 'http://example.com', 'mailto:help@example.com', 'tel:4008208820']) {
      expect(sanitizeRichText(`<a href="${href}" target="_blank" rel="x">go</a>`)).toEqual([el('a', [text('go')], { href })])
    }
  })

  it('keeps an https image with its alt text, nothing else', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png" alt="Poster" width="10" class="x">')).toEqual([
      el('img', [], { src: 'https://cdn.example.com/a.png', alt: 'Poster' }),
    ])
  })

  it('decodes character references in text and attributes', () => {
    expect(sanitizeRichText('<p>Tom &amp; Jerry &lt;3 &#20320;&#x597D; &quot;hi&quot;&nbsp;!</p>')).toEqual([
      el('p', [text('Tom & Jerry <3 你好 "hi"\u00a0!')]),
    ])
    expect(decodeEntities('&unknown; &#0; &#xD800;')).toBe('&unknown; \ufffd \ufffd')
  })

  it('collapses white space and drops it between blocks', () => {
    expect(sanitizeRichText('\n  <p>  a\n\n   b  </p>\n  <p>c</p>  ')).toEqual([el('p', [text('a b')]), el('p', [text('c')])])
  })

  it('wraps loose content of a list in items', () => {
    expect(sanitizeRichText('<ul> <li>a</li> b <strong>c</strong></ul>')).toEqual([
      el('ul', [el('li', [text('a')]), el('li', [text('b')]), el('li', [el('strong', [text('c')])])]),
    ])
  })

  it('closes what was left open, and a new <p> or <li> closes the previous one', () => {
    expect(sanitizeRichText('<p>one<p>two<ul><li>a<li>b')).toEqual([
      el('p', [text('one')]),
      el('p', [text('two'), el('ul', [el('li', [text('a')]), el('li', [text('b')])])]),
    ])
  })

  it('treats a lone "<" as text and ignores a stray closing tag', () => {
    expect(sanitizeRichText('<p>1 < 2</b> and 3 > 2</p>')).toEqual([el('p', [text('1 < 2 and 3 > 2')])])
  })

  it('gives nothing for empty, null or tag-only input', () => {
    expect(sanitizeRichText('')).toEqual([])
    expect(sanitizeRichText(null)).toEqual([])
    expect(sanitizeRichText(undefined)).toEqual([])
    expect(sanitizeRichText('<p> </p>')).toEqual([el('p')])
  })
})

describe('sanitizeRichText: what is removed', () => {
  it('drops scripts and styles with their content, however they are written', () => {
    const cases = [
      '<script>alert(1)</script>',
      '<SCRIPT type="text/javascript">alert("</p>")</SCRIPT>',
      '<script src="https://evil.example/x.js"></script>',
      '<style>body{display:none}</style>',
      '<script>never closed',
    ]
    for (const html of cases) {
      const nodes = sanitizeRichText(`<p>safe</p>${html}`)
      expect(nodes).toEqual([el('p', [text('safe')])])
    }
  })

  it('drops every event handler and style, class or id attribute', () => {
    const nodes = sanitizeRichText(
      '<p onclick="steal()" style="color:red" class="x" id="y" onmouseover=alert(1)>a<img src="https://x.example/a.png" onerror="alert(1)"></p>',
    )
    expect(inventory(nodes)).toEqual({ tags: ['p', 'img'], attrs: ['src'] })
    expect(JSON.stringify(nodes)).not.toMatch(/alert|steal|color/)
  })

  it('drops frames, objects, forms, SVG and MathML with their content', () => {
    const html =
      '<iframe src="https://evil.example"></iframe><object data="x.swf">o</object><embed src="x"><form action="/x"><input value="v"><button>b</button></form>' +
      '<svg onload="alert(1)"><text>s</text></svg><math><mi>m</mi></math><template><p>t</p></template><noscript>n</noscript><p>kept</p>'
    expect(sanitizeRichText(html)).toEqual([el('p', [text('kept')])])
  })

  it('turns a javascript:, data: or vbscript: link into its text, however it is disguised', () => {
    const hrefs = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '/relative/path',
      '//evil.example/x',
      'https:evil',
    ]
    for (const href of hrefs) {
      expect(sanitizeRichText(`<p><a href="${href}">click</a></p>`)).toEqual([el('p', [text('click')])])
    }
  })

  it('drops an image from anywhere but http(s), and one without a source', () => {
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'file:///etc/passwd', '']) {
      expect(sanitizeRichText(`<p>a<img src="${src}" alt="x"></p>`)).toEqual([el('p', [text('a')])])
    }
    expect(sanitizeRichText('<p>a<img alt="x"></p>')).toEqual([el('p', [text('a')])])
  })

  it('unwraps unknown tags to their content', () => {
    expect(sanitizeRichText('<section><font color="red">x</font><center>y</center></section>')).toEqual([text('xy')])
  })

  it('drops comments, doctypes and processing instructions', () => {
    expect(sanitizeRichText('<!DOCTYPE html><!-- <script>alert(1)</script> --><?xml x?><p>a</p><!-- never closed')).toEqual([
      el('p', [text('a')]),
    ])
  })

  it(`flattens nesting deeper than ${MAX_RICH_TEXT_DEPTH} levels into text`, () => {
    const depth = MAX_RICH_TEXT_DEPTH + 10
    const nodes = sanitizeRichText(`${'<span>'.repeat(depth)}deep${'</span>'.repeat(depth)}`)
    let levels = 0
    let current: readonly RichNode[] = nodes
    while (current[0]?.type === 'element') {
      levels += 1
      current = current[0].children
    }
    expect(levels).toBe(MAX_RICH_TEXT_DEPTH)
    expect(current).toEqual([text('deep')])
  })
})

describe('safeUrl', () => {
  it('accepts only the schemes given', () => {
    expect(safeUrl('https://a.example', ['https:'])).toBe('https://a.example')
    expect(safeUrl('http://a.example', ['https:'])).toBeUndefined()
    expect(safeUrl('tel:123', ['tel:'])).toBe('tel:123')
    expect(safeUrl(undefined, ['https:'])).toBeUndefined()
    expect(safeUrl('https://', ['https:'])).toBeUndefined()
  })
})

describe('plainText, countNodes, listMarker, isBlockNode', () => {
  it('reads blocks on lines of their own', () => {
    const nodes = sanitizeRichText('<h3>Title</h3><p>a <b>b</b><br>c</p><ul><li>x</li><li>y</li></ul>')
    expect(plainText(nodes)).toBe('Title\na b\nc\nx\ny')
  })

  it('counts elements and texts', () => {
    expect(countNodes(sanitizeRichText('<p>a<b>b</b></p>'))).toBe(4)
    expect(countNodes([])).toBe(0)
  })

  it('numbers ordered items from 1 and bullets the others', () => {
    expect(listMarker(true, 0)).toBe('1.')
    expect(listMarker(true, 9)).toBe('10.')
    expect(listMarker(false, 3)).toBe('\u2022')
  })

  it('lays out inline elements holding a block as blocks', () => {
    expect(isBlockNode(el('a', [el('p', [text('x')])], { href: 'https://a.example' }))).toBe(true)
    expect(isBlockNode(el('a', [text('x')], { href: 'https://a.example' }))).toBe(false)
    expect(isBlockNode(text('x'))).toBe(false)
  })
})

describe('groupNodes (spec section 9: rich text in groups above 50 nodes)', () => {
  const paragraphs = (count: number) => Array.from({ length: count }, (_, i) => el('p', [text(`p${i}`)]))

  it(`keeps ${RICH_TEXT_GROUP_SIZE} nodes in one group`, () => {
    // 25 paragraphs of 2 nodes each: 50 nodes.
    expect(groupNodes(paragraphs(25))).toHaveLength(1)
  })

  it(`splits ${RICH_TEXT_GROUP_SIZE + 1} or more nodes into groups of at most ${RICH_TEXT_GROUP_SIZE}`, () => {
    const nodes = [...paragraphs(25), text('x')]
    const groups = groupNodes(nodes)
    expect(groups).toHaveLength(2)
    expect(groups.map((group) => countNodes(group))).toEqual([50, 1])
    expect(groups.flat()).toEqual(nodes)
    const many = groupNodes(paragraphs(120))
    expect(many).toHaveLength(5)
    expect(many.every((group) => countNodes(group) <= RICH_TEXT_GROUP_SIZE)).toBe(true)
  })

  it('gives a node larger than a group a group of its own, and nothing for nothing', () => {
    const big = el('ul', paragraphs(40))
    const groups = groupNodes([text('a'), big, text('b')])
    expect(groups).toEqual([[text('a')], [big], [text('b')]])
    expect(groupNodes([])).toEqual([])
  })
})

describe('hostile sizes (issue 19 item 7)', () => {
  const depthOf = (nodes: readonly RichNode[]): number => {
    let deepest = 0
    const stack: Array<[readonly RichNode[], number]> = [[nodes, 1]]
    while (stack.length) {
      const [list, depth] = stack.pop() as [readonly RichNode[], number]
      for (const node of list) {
        deepest = Math.max(deepest, depth)
        if (node.type === 'element') stack.push([node.children, depth + 1])
      }
    }
    return deepest
  }

  it('survives 100 KB of nested <div>: no stack overflow, the text kept, the depth bounded', () => {
    const levels = 9_000 // about 100 KB
    const html = `${'<div>'.repeat(levels)}deep${'</div>'.repeat(levels)}<p>after</p>`
    const nodes = sanitizeRichText(html)
    expect(plainText(nodes)).toBe('deep\nafter')
    expect(depthOf(nodes)).toBeLessThanOrEqual(MAX_RICH_TEXT_DEPTH + 1)
    expect(() => countNodes(nodes)).not.toThrow()
  })

  it('cuts a 1 MB description to MAX_RICH_TEXT_LENGTH, at a tag boundary, and says it was cut', () => {
    const paragraph = '<p>Acts and encores, <b>all night</b>. The orchestra plays on.</p>'
    const html = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length))
    expect(richTextTruncated(html)).toBe(true)
    expect(richTextTruncated(paragraph)).toBe(false)
    const text = plainText(sanitizeRichText(html))
    expect(text.length).toBeLessThan(MAX_RICH_TEXT_LENGTH)
    expect(text.length).toBeGreaterThan(MAX_RICH_TEXT_LENGTH / 2)
    // No paragraph is cut in the middle of a word.
    expect(text.split('\n').every((line) => 'Acts and encores, all night. The orchestra plays on.'.startsWith(line))).toBe(true)
    expect(text.endsWith('.')).toBe(true)
  })
})
