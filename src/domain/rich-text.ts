/**
 * Rich text from the gateway (announcements, policy documents, show descriptions) made safe to
 * show: HTML is parsed into a small tree and only an allow-list survives. No script or style, no
 * event handler, no style or class attribute, links only to http(s), mailto and tel, images only
 * from http(s). What is not allowed is dropped with its content (script, style, iframe, forms,
 * SVG...) or unwrapped to its content (an unknown tag such as <font> or <section>). The tree is
 * rendered by the app's own components, never as HTML, so nothing the merchant writes can run.
 */

/** The tags that are kept, and how they display. */
export const BLOCK_TAGS = ['p', 'div', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'hr'] as const
export const INLINE_TAGS = ['span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'a', 'br', 'img'] as const
export type BlockTag = (typeof BLOCK_TAGS)[number]
export type InlineTag = (typeof INLINE_TAGS)[number]
export type RichTag = BlockTag | InlineTag

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'canvas',
  'xmp',
  'plaintext',
])
/** Their content is raw text up to the closing tag (never parsed as tags). */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
])
/** Elements that never have content. */
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'base', 'col', 'area', 'wbr', 'source', 'track', 'embed'])

/** Attributes kept, per tag; every other attribute (on*, style, class, id...) is dropped. */
const ALLOWED_ATTRIBUTES: Readonly<Partial<Record<RichTag, readonly string[]>>> = {
  a: ['href'],
  img: ['src', 'alt'],
}
const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']
const IMAGE_SCHEMES = ['http:', 'https:']

/** Deeper nesting than this is flattened into its parent (no layout needs more; a bomb does). */
export const MAX_RICH_TEXT_DEPTH = 24
/**
 * Longer HTML than this (characters) is cut before parsing, at a tag's start, and the reader is
 * told the content is too long (richTextTruncated): a description of 1 MB must not hold the page.
 */
export const MAX_RICH_TEXT_LENGTH = 100_000

/** Whether `html` is longer than what is shown (the page then says the content is too long). */
export function richTextTruncated(html: string | null | undefined): boolean {
  return typeof html === 'string' && html.length > MAX_RICH_TEXT_LENGTH
}

/** The first MAX_RICH_TEXT_LENGTH characters, ending before the last tag they start (no tag or word cut in two). */
function bounded(html: string): string {
  if (html.length <= MAX_RICH_TEXT_LENGTH) return html
  const cut = html.slice(0, MAX_RICH_TEXT_LENGTH)
  const lt = cut.lastIndexOf('<')
  return lt > 0 ? cut.slice(0, lt) : cut
}
/** Spec section 9: rich text is shown in groups when it has more than 50 nodes. */
export const RICH_TEXT_GROUP_SIZE = 50

export interface RichText {
  readonly type: 'text'
  readonly text: string
}
export interface RichElement {
  readonly type: 'element'
  readonly name: RichTag
  readonly attrs: Readonly<Record<string, string>>
  readonly children: readonly RichNode[]
}
export type RichNode = RichText | RichElement

const isBlockTag = (name: string): name is BlockTag => (BLOCK_TAGS as readonly string[]).includes(name)
const isAllowedTag = (name: string): name is RichTag => isBlockTag(name) || (INLINE_TAGS as readonly string[]).includes(name)

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  yen: '\u00a5',
  colon: ':',
  tab: '\t',
  newline: '\n',
}

/** Decodes HTML character references (named ones the gateway uses, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
      return String.fromCodePoint(code)
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match
  })
}

/**
 * A URL if it uses one of `schemes`, else undefined. Control characters and white space are
 * removed first, as browsers do (`java\tscript:` is `javascript:`); a URL without a scheme is
 * not accepted (it would mean nothing inside the app).
 */
export function safeUrl(raw: string | undefined, schemes: readonly string[]): string | undefined {
  if (!raw) return undefined
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(url)?.[1]?.toLowerCase()
  if (!scheme || !schemes.includes(scheme)) return undefined
  if ((scheme === 'http:' || scheme === 'https:') && !/^https?:\/\/[^/\s]/i.test(url)) return undefined
  return url
}

interface OpenTag {
  readonly kind: 'open'
  readonly name: string
  readonly attrs: Record<string, string>
  readonly selfClosing: boolean
}
type Token = { readonly kind: 'text'; readonly text: string } | OpenTag | { readonly kind: 'close'; readonly name: string }

const CLOSE_TAG = /<\/([a-z][a-z0-9-]*)[^>]*>/iy
const OPEN_TAG = /<([a-z][a-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/iy

/** The match of a sticky pattern at `at` (no copy of the rest of the text: that made 1 MB quadratic). */
function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at
  return pattern.exec(text)
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase()
    if (!name || name in attrs) continue
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attrs
}

/** HTML into tokens: text, open tags (with attributes), close tags; comments and doctypes dropped. */
function tokenize(html: string): Token[] {
  const tokens: Token[] = []
  let index = 0
  let text = ''
  let lowered: string | undefined
  const lower = () => (lowered ??= html.toLowerCase())
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text: decodeEntities(text) })
    text = ''
  }
  while (index < html.length) {
    const lt = html.indexOf('<', index)
    if (lt < 0) {
      text += html.slice(index)
      break
    }
    text += html.slice(index, lt)
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      index = end < 0 ? html.length : end + 3
      continue
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt)
      index = end < 0 ? html.length : end + 1
      continue
    }
    const close = matchAt(CLOSE_TAG, html, lt)
    if (close?.[1]) {
      flush()
      tokens.push({ kind: 'close', name: close[1].toLowerCase() })
      index = lt + close[0].length
      continue
    }
    const open = matchAt(OPEN_TAG, html, lt)
    if (open?.[1]) {
      flush()
      const name = open[1].toLowerCase()
      tokens.push({ kind: 'open', name, attrs: parseAttributes(open[2] ?? ''), selfClosing: open[3] === '/' })
      index = lt + open[0].length
      if (RAW_TEXT.has(name)) {
        // Skip the raw content up to the closing tag (or the end): it is never shown.
        const end = lower().indexOf(`</${name}`, index)
        index = end < 0 ? html.length : end
      }
      continue
    }
    // A '<' that starts no tag ("a < b") is text.
    text += '<'
    index = lt + 1
  }
  flush()
  return tokens
}

interface Building {
  readonly name: string
  readonly attrs: Record<string, string>
  readonly children: Array<RichText | Building>
}

/**
 * The tokens as a tree, closing what was left open (as browsers forgive it). No deeper than
 * MAX_RICH_TEXT_DEPTH: a tag opened deeper is left out (its content goes to the deepest element),
 * and so is its closing tag, so everything after the tree is built walks a bounded depth.
 */
function buildTree(tokens: readonly Token[]): Building {
  const root: Building = { name: '#root', attrs: {}, children: [] }
  const stack: Building[] = [root]
  const top = () => stack[stack.length - 1] ?? root
  const flattened = new Map<string, number>()
  for (const token of tokens) {
    if (token.kind === 'text') {
      top().children.push({ type: 'text', text: token.text })
    } else if (token.kind === 'open') {
      const opens = !token.selfClosing && !VOID.has(token.name)
      if (opens && stack.length > MAX_RICH_TEXT_DEPTH) {
        flattened.set(token.name, (flattened.get(token.name) ?? 0) + 1)
        continue
      }
      const element: Building = { name: token.name, attrs: token.attrs, children: [] }
      // A <p> or <li> does not hold another of its kind: the first one closes.
      if ((token.name === 'p' || token.name === 'li') && top().name === token.name) stack.pop()
      top().children.push(element)
      if (!token.selfClosing && !VOID.has(token.name)) stack.push(element)
    } else {
      const skipped = flattened.get(token.name) ?? 0
      if (skipped > 0) {
        flattened.set(token.name, skipped - 1)
        continue
      }
      let at = stack.length - 1
      while (at > 0 && stack[at]?.name !== token.name) at -= 1
      if (at > 0) stack.length = at
    }
  }
  return root
}

function isBuilding(node: RichText | Building): node is Building {
  return !('type' in node)
}

function collapse(text: string): string {
  return text.replace(/[\s\u00a0]+/g, (space) => (space.includes('\u00a0') ? '\u00a0' : ' '))
}

/** Keeps what is allowed of a node; a list because unwrapping turns one node into its children. */
function clean(node: RichText | Building, depth: number): RichNode[] {
  if (!isBuilding(node)) return [{ type: 'text', text: collapse(node.text) }]
  const name = node.name
  if (DROPPED_WITH_CONTENT.has(name)) return []
  const children = () => node.children.flatMap((child) => clean(child, depth + 1))
  if (!isAllowedTag(name) || depth > MAX_RICH_TEXT_DEPTH) return children()

  const attrs: Record<string, string> = {}
  for (const attribute of ALLOWED_ATTRIBUTES[name] ?? []) {
    const value = node.attrs[attribute]
    if (value !== undefined) attrs[attribute] = value
  }
  if (name === 'a') {
    const href = safeUrl(attrs.href, LINK_SCHEMES)
    if (!href) return children()
    attrs.href = href
  }
  if (name === 'img') {
    const src = safeUrl(attrs.src, IMAGE_SCHEMES)
    if (!src) return []
    return [{ type: 'element', name, attrs: { src, ...(attrs.alt ? { alt: collapse(attrs.alt).trim() } : {}) }, children: [] }]
  }
  const kept = name === 'br' || name === 'hr' ? [] : children()
  // Lists hold items: loose text or other tags directly in a list go into an item of their own.
  const content =
    name === 'ul' || name === 'ol'
      ? kept
          .filter((child) => child.type === 'element' || child.text.trim() !== '')
          .map((child): RichNode =>
            child.type === 'element' && child.name === 'li'
              ? child
              : { type: 'element', name: 'li', attrs: {}, children: [child] },
          )
      : kept
  return [{ type: 'element', name, attrs, children: content }]
}

/** Drops white space between blocks and at the edges of a block's content. */
function tidy(nodes: readonly RichNode[], inBlock: boolean): RichNode[] {
  const hasBlock = nodes.some((node) => node.type === 'element' && isBlockTag(node.name))
  const out: RichNode[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      if ((hasBlock || !inBlock) && node.text.trim() === '') continue
      const previous = out[out.length - 1]
      // Texts split by a removed tag read as one.
      if (previous?.type === 'text') out[out.length - 1] = { type: 'text', text: collapse(previous.text + node.text) }
      else out.push(node)
    } else {
      out.push({ ...node, children: tidy(node.children, isBlockTag(node.name)) })
    }
  }
  // Trim the first and last text of a block's inline content.
  const first = out[0]
  if (first?.type === 'text') out[0] = { type: 'text', text: first.text.replace(/^ +/, '') }
  const lastIndex = out.length - 1
  const last = out[lastIndex]
  if (last?.type === 'text') out[lastIndex] = { type: 'text', text: last.text.replace(/ +$/, '') }
  return out.filter((node) => node.type === 'element' || node.text !== '')
}

/**
 * Gateway HTML to the safe tree the app renders. Anything not on the allow-list is gone; HTML
 * longer than MAX_RICH_TEXT_LENGTH is cut (richTextTruncated says so), nesting is bounded.
 */
export function sanitizeRichText(html: string | null | undefined): RichNode[] {
  if (!html) return []
  const tree = buildTree(tokenize(bounded(String(html))))
  return tidy(
    tree.children.flatMap((child) => clean(child, 1)),
    false,
  )
}

/** The text a person reads, blocks separated by line breaks (for summaries and screen readers). */
export function plainText(nodes: readonly RichNode[]): string {
  const parts: string[] = []
  const walk = (list: readonly RichNode[]) => {
    for (const node of list) {
      if (node.type === 'text') parts.push(node.text)
      else if (node.name === 'br') parts.push('\n')
      else {
        walk(node.children)
        if (isBlockTag(node.name)) parts.push('\n')
      }
    }
  }
  walk(nodes)
  return parts
    .join('')
    .replace(/ *\n+ */g, '\n')
    .trim()
}

/** Every node of the tree, counted (elements and texts). */
export function countNodes(nodes: readonly RichNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + (node.type === 'element' ? countNodes(node.children) : 0), 0)
}

/**
 * Spec section 9: above 50 nodes, rich text is shown in groups (each group renders on its own,
 * so a long document does not go to the screen in one piece). Splits the top-level nodes into
 * groups of at most `size` nodes counted with their descendants; a single larger node is a group.
 */
export function groupNodes(nodes: readonly RichNode[], size: number = RICH_TEXT_GROUP_SIZE): RichNode[][] {
  if (countNodes(nodes) <= size) return nodes.length > 0 ? [[...nodes]] : []
  const groups: RichNode[][] = []
  let current: RichNode[] = []
  let count = 0
  for (const node of nodes) {
    const weight = countNodes([node])
    if (current.length > 0 && count + weight > size) {
      groups.push(current)
      current = []
      count = 0
    }
    current.push(node)
    count += weight
  }
  if (current.length > 0) groups.push(current)
  return groups
}

/** Whether a node must be laid out as a block (it is one, or it holds one). */
export function isBlockNode(node: RichNode): boolean {
  if (node.type === 'text') return false
  return isBlockTag(node.name) || node.children.some(isBlockNode)
}

/** The marker before a list item: a bullet, or its number in an ordered list. */
export function listMarker(ordered: boolean, index: number): string {
  return ordered ? `${index + 1}.` : '\u2022'
}
