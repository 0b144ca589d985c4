/**
 * Issue 15 item 15: one word per thing in each language, so the words cannot drift back. Every
 * locale file (core and features) of a language is read as text; a word listed as refused for a
 * language must not appear in it, and the chosen word must be what the tab and the title say.
 * The gateway's seeded shops name their ticket tab with the same word (server/src/seed).
 */
import fs from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale } from '@/domain/launch-query'

const localeDir = path.resolve(__dirname, '..', '..', 'src', 'i18n', 'locales')
const serverDir = path.resolve(__dirname, '..', '..', 'server', 'src')
const seedDir = path.join(serverDir, 'seed')

/** Every string of a language's locale files: `[key, text]`. */
function strings(locale: Locale): Array<[string, string]> {
  const files = [
    path.join(localeDir, `${locale}.json`),
    ...fs
      .readdirSync(localeDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(localeDir, entry.name, `${locale}.json`)),
  ]
  const out: Array<[string, string]> = []
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.push([key, value])
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k)
  }
  for (const file of files) walk(JSON.parse(fs.readFileSync(file, 'utf8')), path.relative(localeDir, file))
  return out
}

/** The ticket holder's one name per language (the spec's tab label 票舱; zh-MO its Traditional form). */
const TICKET_HOLDER: Record<Locale, string> = { 'zh-CN': '票舱', 'zh-MO': '票艙', 'en-US': 'Tickets' }

/** Words refused in each language, with the word used instead. */
const REFUSED: Record<Locale, ReadonlyArray<{ readonly word: RegExp; readonly use: string }>> = {
  'zh-CN': [
    { word: /票夹|票夾|我的门票/, use: '票舱' },
    { word: /Macao/i, use: 'Macau' },
  ],
  'zh-MO': [
    { word: /票夾|票夹|票舱|我的門票|我的门票/, use: '票艙' },
    { word: /賬號|账号/, use: '帳號' },
    { word: /澳門\)|（澳門）/, use: '繁體中文 (no "（澳門）" after it)' },
    { word: /Macao/i, use: 'Macau' },
  ],
  'en-US': [
    { word: /ticket holder|ticket wallet|my tickets/i, use: 'Tickets' },
    { word: /e-mail/i, use: 'email' },
    { word: /Macao/i, use: 'Macau' },
    { word: /another account/i, use: 'a third-party account (nothing comes before it on the web)' },
    { word: /slider check|picture check|security check until/i, use: 'what the buyer does: "drag a slider"' },
  ],
}

describe('word choices (issue 15)', () => {
  for (const locale of LOCALES) {
    const all = strings(locale)

    it(`${locale}: no refused word in any locale file`, () => {
      const found = REFUSED[locale].flatMap(({ word, use }) =>
        all.filter(([, text]) => word.test(text)).map(([key, text]) => `${key}: "${text}" (use ${use})`),
      )
      expect(found).toEqual([])
    })

    it(`${locale}: the ticket holder is "${TICKET_HOLDER[locale]}" in its tab title and the mine entry`, () => {
      const text = Object.fromEntries(all)
      expect(text[`${locale}.json.title.ticketHolder`]).toBe(TICKET_HOLDER[locale])
      expect(text[`${locale}.json.mine.entries.tickets`]).toBe(TICKET_HOLDER[locale])
    })
  }

  it('the language has one name: Settings and the language list say the shop’s "繁體中文"', () => {
    for (const locale of LOCALES) {
      const text = Object.fromEntries(strings(locale))
      expect(text[`${locale}.json.language.names.zh-MO`]).toBe('繁體中文')
    }
  })

  it('the seeded shops name the ticket tab and its layout with the same words', () => {
    const seed = ['catalogue/shops.ts', 'catalogue/content.ts']
      .map((file) => fs.readFileSync(path.join(seedDir, file), 'utf8'))
      .join('\n')
    expect(seed).not.toMatch(/t\('票夹', '票夾'/)
    expect(seed).toContain(`t('${TICKET_HOLDER['zh-CN']}', '${TICKET_HOLDER['zh-MO']}', '${TICKET_HOLDER['en-US']}')`)
  })

  it('the gateway’s English says "Macau" and "Email" too (area and document names, the sandbox sign-in page)', () => {
    const reference = fs.readFileSync(path.join(serverDir, 'services', 'accounts', 'reference.ts'), 'utf8')
    expect(reference.match(/nameEn: '[^']*Macao[^']*'/g) ?? []).toEqual([])
    const sandbox = fs.readFileSync(path.join(serverDir, 'routes', 'accounts', 'oauth.ts'), 'utf8')
    expect(sandbox).not.toMatch(/>E-mail</)
  })
})
