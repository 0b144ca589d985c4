#!/usr/bin/env node
// `npm run test:xhs-project`: Xiaohongshu's own project checker (xhs-mp-project, from its
// devtools) opens dist/xhs as the devtools would: app.json's pages and sub-packages (no leading
// '/' or '.', no package inside another), the window, tab bar and networkTimeout fields, and that
// every page and component it names has its script, template and config. A problem fails with the
// checker's own words. It cannot say how the Xiaohongshu client renders or runs the build.
// (Its dependency xhs-mp-shared is not on the registry: e2e/weapp/xhs-mp-shared stands in.)
//
//   node e2e/weapp/xhs-project.mjs [dir]    (default dist/xhs)
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectRoot } from '../../scripts/lib/routes.mjs'

const require = createRequire(import.meta.url)

/** Opens `dir` as an Xiaohongshu project: its page and sub-package counts, or the checker's complaint. */
export function checkXhsProject(dir) {
  const { Project } = require('xhs-mp-project')
  try {
    const project = new Project({ projectPath: dir, watch: false })
    return { pages: project.getPages().length, subPackages: project.getSubPackages().length }
  } catch (error) {
    return { problem: String(error?.message ?? error).trim() }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(projectRoot, 'dist', 'xhs')
  if (!existsSync(join(dir, 'app.json'))) {
    console.error(`xhs-mp-project: ${dir} has no app.json: run \`npm run build:xhs\` first`)
    process.exit(1)
  }
  const result = checkXhsProject(dir)
  if (result.problem) {
    console.error(`xhs-mp-project refused ${dir}:\n${result.problem}`)
    process.exit(1)
  }
  console.log(`xhs-mp-project: dist/xhs opens (${result.pages} main pages, ${result.subPackages} sub-packages)`)
}
