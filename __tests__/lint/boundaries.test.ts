/**
 * The layer boundaries of DESIGN.md are lint rules. Each case lints a deliberate violation as if
 * it were a file at the given path (through ESLint's CLI and stdin, so the real config applies)
 * and expects the rule to fire; the allowed counterpart must pass.
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '..', '..')
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js')

function lint(filePath: string, code: string): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', filePath, '--format', 'stylish'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

jest.setTimeout(60_000)

describe('layer boundaries', () => {
  it('refuses an import from src/domain into the pages', () => {
    const result = lint('src/domain/boundary-probe.ts', "import Home from '@/pages/list/list'\nexport const probe = Home\n")
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/src\/domain holds pure business rules/)
  })

  it('refuses Taro, React and relative app imports in src/domain', () => {
    for (const source of ["'@tarojs/taro'", "'react'", "'../state/session'"]) {
      const result = lint('src/domain/boundary-probe.ts', `import x from ${source}\nexport const probe = x\n`)
      expect(result.ok).toBe(false)
      expect(result.output).toMatch(/src\/domain holds pure business rules/)
    }
  })

  it('lets src/domain import other domain modules and dayjs', () => {
    const result = lint(
      'src/domain/boundary-probe.ts',
      "import dayjs from 'dayjs'\nimport { clampBadge } from '@/domain/tab-bar'\nexport const probe = [dayjs, clampBadge]\n",
    )
    expect(result.output).toBe('')
    expect(result.ok).toBe(true)
  })

  it('refuses TARO_ENV outside src/platform, and allows it inside', () => {
    const code = 'export const target = process.env.TARO_ENV\n'
    const outside = lint('src/components/boundary-probe.ts', code)
    expect(outside.ok).toBe(false)
    expect(outside.output).toMatch(/Only src\/platform knows which target/)
    expect(lint('src/platform/boundary-probe.ts', code).ok).toBe(true)
  })

  it('refuses the http layer in screens', () => {
    const result = lint(
      'src/package-show/pages/show-detail/boundary-probe.tsx',
      "import { request } from '@/http/request'\nexport const probe = request\n",
    )
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/Screens never call the http layer/)
  })
})
