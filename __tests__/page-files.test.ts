import fs from 'node:fs'
import path from 'node:path'
import { PAGE_NAMES, PAGES, pagePath, type PageName } from '@/routes'

const srcDir = path.resolve(__dirname, '..', 'src')
const read = (file: string) => fs.readFileSync(path.join(srcDir, file), 'utf8')
const exists = (file: string) => fs.existsSync(path.join(srcDir, file))

describe('page files', () => {
  it('exist for every page of the route table: <page>.tsx and <page>.config.ts', () => {
    const missing = PAGE_NAMES.flatMap((name) => [`${pagePath(name)}.tsx`, `${pagePath(name)}.config.ts`]).filter(
      (file) => !exists(file),
    )
    expect(missing).toEqual([])
  })

  it('derive their config from their own route-table entry: pageConfig(<name>)', () => {
    const wrong = PAGE_NAMES.filter((name) => !read(`${pagePath(name)}.config.ts`).includes(`pageConfig('${name}')`))
    expect(wrong).toEqual([])
  })

  it('render their own page, and forward exactly when the table says the page forwards', () => {
    const wrong = PAGE_NAMES.filter((name: PageName) => {
      const placeholder = /(notYetPage|redirectPage)\('([A-Za-z]+)'\)/.exec(read(`${pagePath(name)}.tsx`))
      if (!placeholder) return false // a built page: its own tests cover it
      return placeholder[2] !== name || (placeholder[1] === 'redirectPage') !== (PAGES[name].redirectTo !== undefined)
    })
    expect(wrong).toEqual([])
  })

  it('has no page folder that the route table does not know', () => {
    const known = new Set(PAGE_NAMES.map((name) => `${pagePath(name)}.tsx`))
    const packageRoots = [...new Set(PAGE_NAMES.map((name) => pagePath(name).split('/pages/')[0] ?? ''))]
    const onDisk = (dir: string): string[] =>
      fs.readdirSync(path.join(srcDir, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = `${dir}/${entry.name}`
        if (entry.isDirectory()) return entry.name === 'components' ? [] : onDisk(rel)
        return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [rel] : []
      })
    const pageFiles = [
      ...onDisk('pages'),
      ...packageRoots.filter((root) => root.startsWith('package-')).flatMap((root) => onDisk(`${root}/pages`)),
    ]
    expect(pageFiles.filter((file) => !known.has(file))).toEqual([])
  })
})
