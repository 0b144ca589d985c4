// The Chromium e2e files share a gateway per worker, and the gateway sends one SMS code a minute
// per number: two files logging in the same number on one worker refuse each other ("Please wait
// 19 s before asking for another code"), depending on which worker runs which file. Each number
// belongs to one file.
import assert from 'node:assert/strict'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { projectRoot } from '../lib/routes.mjs'

const PHONE = /loginByPhone\([^,]+,\s*'(\d{11})'\)/g

test('no two e2e files log in the same phone number', () => {
  const dir = join(projectRoot, 'e2e', 'tests')
  const owners = new Map()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.mjs'))) {
    for (const [, phone] of readFileSync(join(dir, file), 'utf8').matchAll(PHONE)) {
      owners.set(phone, new Set([...(owners.get(phone) ?? []), file]))
    }
  }
  assert.ok(owners.size > 10, `found the numbers (${owners.size})`)
  const shared = [...owners].filter(([, files]) => files.size > 1).map(([phone, files]) => `${phone}: ${[...files].join(', ')}`)
  assert.deepEqual(shared, [])
})
