/**
 * The layer boundaries (docs/decisions/boundaries.md) are lint rules. Each case lints a deliberate
 * violation as if it were a file at the given path (ESLint's lintText with the project's real
 * config, in one child process: eslint-worker.mjs) and expects the rule to fire; the allowed
 * counterpart must pass.
 * @jest-environment node
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

const root = path.resolve(__dirname, '..', '..')

interface Linted {
  readonly ok: boolean
  readonly output: string
}

let worker: ChildProcessWithoutNullStreams
const waiting = new Map<number, (result: Linted) => void>()
let nextId = 0

beforeAll(() => {
  worker = spawn(process.execPath, [path.join(__dirname, 'eslint-worker.mjs')], { cwd: root })
  readline.createInterface({ input: worker.stdout }).on('line', (line) => {
    const { id, ok, output } = JSON.parse(line) as Linted & { id: number }
    waiting.get(id)?.({ ok, output })
    waiting.delete(id)
  })
})

afterAll(() => {
  worker.stdin.end()
})

function lint(filePath: string, code: string): Promise<Linted> {
  const id = nextId++
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    worker.stdin.write(`${JSON.stringify({ id, filePath, code })}\n`)
  })
}

jest.setTimeout(120_000)

describe('layer boundaries', () => {
  it('refuses an import from src/domain into the pages', async () => {
    const result = await lint('src/domain/boundary-probe.ts', "import Home from '@/pages/list/list'\nexport const probe = Home\n")
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/src\/domain holds pure business rules/)
  })

  it('refuses Taro, React and relative app imports in src/domain', async () => {
    for (const source of ["'@tarojs/taro'", "'react'", "'../state/session'"]) {
      const result = await lint('src/domain/boundary-probe.ts', `import x from ${source}\nexport const probe = x\n`)
      expect(result.ok).toBe(false)
      expect(result.output).toMatch(/src\/domain holds pure business rules/)
    }
  })

  it('lets src/domain import other domain modules and dayjs', async () => {
    const result = await lint(
      'src/domain/boundary-probe.ts',
      "import dayjs from 'dayjs'\nimport { clampBadge } from '@/domain/tab-bar'\nexport const probe = [dayjs, clampBadge]\n",
    )
    expect(result.output).toBe('')
    expect(result.ok).toBe(true)
  })

  it('refuses TARO_ENV outside src/platform, and allows it inside', async () => {
    const code = 'export const target = process.env.TARO_ENV\n'
    const outside = await lint('src/components/boundary-probe.ts', code)
    expect(outside.ok).toBe(false)
    expect(outside.output).toMatch(/Only src\/platform knows which target/)
    expect((await lint('src/platform/boundary-probe.ts', code)).ok).toBe(true)
  })

  it('refuses the http layer in screens', async () => {
    const result = await lint(
      'src/package-show/pages/show-detail/boundary-probe.tsx',
      "import { request } from '@/http/request'\nexport const probe = request\n",
    )
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/Screens never call the http layer/)
  })

  it('refuses isH5 and isMini outside src/platform, and allows them inside', async () => {
    for (const code of [
      "import { isH5 } from '@/platform/env'\nexport const probe = isH5\n",
      "import { isMini as mini } from '../platform/env'\nexport const probe = mini\n",
      "import * as env from '@/platform/env'\nexport const probe = env.isH5\n",
    ]) {
      const outside = await lint('src/state/boundary-probe.ts', code)
      expect(outside.ok).toBe(false)
      expect(outside.output).toMatch(/Only src\/platform knows which target it runs on: ask src\/platform a question/)
    }
    const inside = await lint('src/platform/boundary-probe.ts', "import { isH5 } from './env'\nexport const probe = isH5\n")
    expect(inside.output).toBe('')
    expect(inside.ok).toBe(true)
  })

  it('refuses an import from one sub-package into another, by alias or relative path', async () => {
    for (const source of ["'@/package-show/components/seat-map/engine'", "'../../../package-show/components/seat-map/engine'"]) {
      const result = await lint(
        'src/package-order/components/confirm-order/boundary-probe.ts',
        `import type { Surface } from ${source}\nexport type Probe = Surface\n`,
      )
      expect(result.ok).toBe(false)
      expect(result.output).toMatch(/A sub-package imports no other sub-package/)
    }
  })

  it('lets a sub-package import its own modules and the shared layers', async () => {
    const result = await lint(
      'src/package-show/components/booking/boundary-probe.ts',
      "import type { Surface } from '@/package-show/components/seat-map/engine'\nimport { priceText } from '@/domain/show-display'\nexport const probe: [Surface | null, unknown] = [null, priceText]\n",
    )
    expect(result.output).toBe('')
    expect(result.ok).toBe(true)
  })

  it('refuses a sub-package in src/components', async () => {
    const result = await lint(
      'src/components/boundary-probe.ts',
      "import type { Surface } from '@/package-show/components/seat-map/engine'\nexport type Probe = Surface\n",
    )
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/src\/components is shared by every package: it imports no sub-package/)
  })

  it('refuses src/state in src/http and src/api, and allows the http layer in src/api', async () => {
    for (const [file, source] of [
      ['src/http/boundary-probe.ts', "'../state/session'"],
      ['src/api/boundary-probe.ts', "'@/state/session'"],
    ] as const) {
      const result = await lint(file, `import { userIdAtom } from ${source}\nexport const probe = userIdAtom\n`)
      expect(result.ok).toBe(false)
      expect(result.output).toMatch(/src\/http and src\/api import no src\/state/)
    }
    const allowed = await lint(
      'src/api/boundary-probe.ts',
      "import { createHttpClient } from '@/http'\nexport const probe = createHttpClient\n",
    )
    expect(allowed.output).toBe('')
    expect(allowed.ok).toBe(true)
  })

  it('refuses an import cycle in src', async () => {
    // The probe stands in for domain/shop-time.ts, which domain/show-display.ts imports: importing
    // show-display back closes the cycle.
    expect(fs.readFileSync(path.join(root, 'src/domain/show-display.ts'), 'utf8')).toMatch(/from '\.\/shop-time'/)
    const result = await lint(
      'src/domain/shop-time.ts',
      "import { priceText } from './show-display'\nexport const probe = priceText\n",
    )
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/Dependency cycle detected\s+import-x\/no-cycle/)
  })

  it('refuses a value import of the contract (TypeBox) in src, by package, sub-path or relative path', async () => {
    for (const code of [
      "import { Address } from '@showtix/contract'\nexport const probe = Address\n",
      "import { FaultBody } from '@showtix/contract/dev'\nexport const probe = FaultBody\n",
      "import { Address } from '../../contract/src/accounts/addresses'\nexport const probe = Address\n",
      "import { Type } from '@sinclair/typebox'\nexport const probe = Type\n",
    ]) {
      const result = await lint('src/api/boundary-probe.ts', code)
      expect(result.ok).toBe(false)
      expect(result.output).toMatch(/The app imports only types from @showtix\/contract/)
    }
  })

  it("lets src import the contract's types, and values from its TypeBox-free entries (rules, codes, enums)", async () => {
    const result = await lint(
      'src/api/boundary-probe.ts',
      "import type { Address } from '@showtix/contract'\nimport { type Attendee } from '@showtix/contract'\nimport { CODES } from '@showtix/contract/codes'\nimport { ID_TYPES } from '@showtix/contract/enums'\nimport { isValidPhone } from '@showtix/contract/rules'\nexport type Probe = [Address, Attendee]\nexport const probe = [CODES, ID_TYPES, isValidPhone]\n",
    )
    expect(result.output).toBe('')
    expect(result.ok).toBe(true)
  })

  it('refuses a function over 200 lines in a .tsx file of src, and allows 200', async () => {
    const component = (lines: number) =>
      `export function Probe() {\n${Array.from({ length: lines - 3 }, (_, i) => `  const v${i} = ${i}\n`).join('')}  return [${Array.from({ length: lines - 3 }, (_, i) => `v${i}`).join(', ')}]\n}\n`
    const long = await lint('src/components/boundary-probe.tsx', component(201))
    expect(long.ok).toBe(false)
    expect(long.output).toMatch(/Function 'Probe' has too many lines \(201\)\. Maximum allowed is 200/)
    const short = await lint('src/components/boundary-probe.tsx', component(200))
    expect(short.output).toBe('')
    expect(short.ok).toBe(true)
  })
})
