/**
 * Per-platform files (docs/decisions/boundaries.md): the H5 build and jest take `name.h5.tsx`, the
 * mini-programs and typecheck `name.tsx`. An export only one of the twins has would be undefined
 * on the other targets without a type error, so every twin pair exports the same names.
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const src = path.resolve(__dirname, '..', '..', 'src')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** The names a module exports, read from its top-level statements. */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const names: string[] = []
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        names.push(...statement.exportClause.elements.map((element) => element.name.text))
      else names.push(`* from ${(statement.moduleSpecifier as ts.StringLiteral).text}`)
      continue
    }
    if (ts.isExportAssignment(statement)) {
      names.push('default')
      continue
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : []
    if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) names.push('default')
    else if (ts.isVariableStatement(statement))
      names.push(...statement.declarationList.declarations.map((declaration) => declaration.name.getText(source)))
    else if ('name' in statement && statement.name) names.push((statement.name as ts.Identifier).text)
  }
  return names.sort()
}

const twins = filesUnder(src)
  .filter((file) => /\.h5\.tsx?$/.test(file))
  .map((h5) => {
    const base = h5.replace(/\.h5(\.tsx?)$/, '')
    const main = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file))
    return { h5: path.relative(src, h5), main: main && path.relative(src, main) }
  })

describe('per-platform files', () => {
  it('are found (the seat map canvas, the web frame, the shop)', () => {
    expect(twins.map((twin) => twin.h5)).toEqual(
      expect.arrayContaining([
        'components/web-frame/index.h5.tsx',
        'package-show/components/seat-map/canvas-surface.h5.tsx',
        'state/merchant.h5.ts',
      ]),
    )
  })

  it.each(twins)('$h5 has a default twin exporting the same names', ({ h5, main }) => {
    expect(main).toBeDefined()
    expect(exportedNames(path.join(src, h5))).toEqual(exportedNames(path.join(src, main as string)))
  })
})
