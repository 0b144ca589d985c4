// Xiaohongshu's project checker (e2e/weapp/xhs-project.mjs) on a small project written here: it
// opens a complete one, and refuses a page without its script and a page path with a leading '/'.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { checkXhsProject } from '../../e2e/weapp/xhs-project.mjs'

const dirs = []
function project({ pages = ['pages/home/home'], files = ['js', 'xhsml', 'json'] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'xhs-project-'))
  dirs.push(dir)
  writeFileSync(join(dir, 'project.config.json'), JSON.stringify({ appid: 'test', compileType: 'miniprogram' }))
  writeFileSync(join(dir, 'app.json'), JSON.stringify({ pages }))
  mkdirSync(join(dir, 'pages', 'home'), { recursive: true })
  for (const ext of files) writeFileSync(join(dir, 'pages', 'home', `home.${ext}`), ext === 'json' ? '{}' : '')
  return dir
}
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe("Xiaohongshu's project checker", () => {
  it('opens a complete project', () => {
    assert.deepEqual(checkXhsProject(project()), { pages: 1, subPackages: 0 })
  })

  it('refuses a page without its script, and a page path that starts with /', () => {
    assert.match(checkXhsProject(project({ files: ['xhsml', 'json'] })).problem ?? '', /Page路径不正确.*pages\/home\/home/)
    assert.match(checkXhsProject(project({ pages: ['/pages/home/home'] })).problem ?? '', /不应该以 '\/' 开头/)
  })
})
