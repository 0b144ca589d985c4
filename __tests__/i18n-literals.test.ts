/**
 * No user-visible text written into a screen or component: every word comes from the locale
 * files (DESIGN.md, Text and look). Reads every .tsx under src/ with TypeScript's parser and
 * fails on JSX text, or a string literal in a user-visible attribute, that holds a letter.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const SRC = path.resolve(__dirname, '..', 'src')
/** Attributes whose text a person reads or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'label',
  'text',
  'content',
  'confirmText',
  'cancelText',
])
/** A letter of any script (a price sign or a dot is not a word). */
const WORD = /\p{L}/u

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(file)
    return entry.name.endsWith('.tsx') ? [file] : []
  })
}

function literalTexts(source: string, fileName = 'x.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(node.text.trim())
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined
      if (literal !== undefined && WORD.test(literal)) found.push(`${node.name.getText(file)}="${literal}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('no literal user-visible text in src/**/*.tsx', () => {
  it('catches what it is meant to catch', () => {
    expect(literalTexts('const A = () => <View>去选座</View>')).toEqual(['去选座'])
    expect(literalTexts("const A = () => <Input placeholder='Search shows' />")).toEqual(['placeholder="Search shows"'])
    expect(literalTexts("const A = () => <View aria-label={'关闭'} />")).toEqual(['aria-label="关闭"'])
    expect(literalTexts("const A = () => <View className='nav-bar'>{t('title')} · ¥</View>")).toEqual([])
  })

  it.each(tsxFiles(SRC).map((file) => [path.relative(SRC, file), file]))('%s', (_name, file) => {
    expect(literalTexts(fs.readFileSync(file, 'utf8'), file)).toEqual([])
  })
})
