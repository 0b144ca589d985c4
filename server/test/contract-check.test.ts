/**
 * Answers and their schemas (server/src/http/contract.ts): in dev mode a success answer its declared
 * schema would change (a field dropped or retyped) is a 500, not a silently different answer; a
 * business failure is sent as it is, not through the route's schema.
 */
import { Type } from '@sinclair/typebox'
import { Envelope } from '@showtix/contract'
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { App } from '../src/app'
import { createGateway } from '../src/gateway'
import { CODES, GatewayError, ok } from '../src/http/envelope'
import { TEST_CONFIG } from './helpers'

const Answer = Envelope(Type.Object({ name: Type.String(), seats: Type.Integer() }))

let app: App
before(async () => {
  app = await createGateway({ ...TEST_CONFIG })
  app.get('/dev/contract-test/right', { schema: { response: { 200: Answer } } }, async () => ok({ name: 'A', seats: 2 }))
  app.get('/dev/contract-test/retyped', { schema: { response: { 200: Answer } } }, async () =>
    ok({ name: 'A', seats: '2' } as unknown as { name: string; seats: number }),
  )
  app.get('/dev/contract-test/dropped', { schema: { response: { 200: Answer } } }, async () =>
    ok({ name: 'A', seats: 2, price: 5 }),
  )
  app.get('/dev/contract-test/failure', { schema: { response: { 200: Answer } } }, async () => {
    throw new GatewayError(CODES.purchaseLimit, 'limit reached', 200, { limit: 4, held: 4 })
  })
  await app.ready()
})
after(() => app.close())

const get = (path: string) => app.inject({ url: `/dev/contract-test/${path}`, headers: { origin: 'http://app.test' } })

test('an answer that matches its schema is sent as declared', async () => {
  const response = await get('right')
  assert.equal(response.statusCode, 200)
  assert.deepEqual(response.json().data, { name: 'A', seats: 2 })
})

test('in dev mode an answer its schema would change is a 500, not a silently different answer', async () => {
  for (const path of ['retyped', 'dropped']) {
    const response = await get(path)
    assert.equal(response.statusCode, 500, path)
    assert.doesNotMatch(response.body, /"seats"/, path)
  }
})

test("a business failure keeps its own data, not the route's answer shape", async () => {
  const response = await get('failure')
  assert.equal(response.statusCode, 200)
  assert.equal(response.json().statusCode, CODES.purchaseLimit)
  assert.deepEqual(response.json().data, { limit: 4, held: 4 })
})
