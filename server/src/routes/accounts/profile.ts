import { Type } from '@sinclair/typebox'
import { createHash } from 'node:crypto'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { cancelAccount, cancellationCheck } from '../../services/accounts/cancellation'
import { primePrivilege, updateProfile } from '../../services/accounts/profile'
import { checkAvatarOwner } from '../../services/accounts/uploads'
import { certificateTypesIn, countriesIn, policiesIn } from '../../services/accounts/reference'
import { Gender, LangQuery, USER, langFor, security } from './common'

const tags = ['user: profile']

/** A generated avatar: a coloured disc with a letter, the same for the same name. */
export function avatarSvg(name: string): string {
  const digest = createHash('sha256').update(name).digest()
  const hue = ((digest[0] ?? 0) * 360) / 256
  const letter = (name.match(/[A-Za-z]/)?.[0] ?? 'S').toUpperCase()
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">' +
    `<circle cx="80" cy="80" r="80" fill="hsl(${hue.toFixed(0)}, 70%, 55%)"/>` +
    `<text x="80" y="104" font-family="Arial, sans-serif" font-size="72" font-weight="bold" fill="#fff" text-anchor="middle">${letter}</text>` +
    '</svg>'
  )
}

/** Profile changes, member level, reference lists, and account cancellation. */
export default async function profileRoutes(app: App): Promise<void> {
  const { storage } = app

  app.put(
    `${USER}/buyer/v3/profile`,
    {
      schema: {
        tags,
        summary: 'Change the profile: nickname (required, 1-20), gender, avatar, birthday (once)',
        description:
          'Absent optional fields stay as they are. The birthday can be set or changed once; sending the current one again is not a change.',
        security,
        body: Type.Object({
          nickname: Type.String({ maxLength: 200 }),
          gender: Type.Optional(Gender),
          birthday: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' })),
          avatar: Type.Optional(Type.String({ maxLength: 1000, description: 'http(s) address or a path on the gateway' })),
        }),
      },
    },
    async (request) => {
      // An avatar on the gateway's own store must be one this user uploaded.
      await checkAvatarOwner(storage, app.config.publicUrl, request.userId, request.body.avatar)
      return ok(await updateProfile(storage, request.userId, request.body))
    },
  )

  app.get(
    `${USER}/buyer/v3/prime_privilege`,
    { schema: { tags, summary: "The user's member level, its name and rights", security, querystring: LangQuery } },
    async (request) => ok(await primePrivilege(storage, request.userId, langFor(request), request.ctx.merchantId)),
  )

  app.get(
    `${USER}/pub/v3/countries`,
    { schema: { tags, summary: 'Countries and regions with phone area codes', querystring: LangQuery } },
    async (request) => ok(countriesIn(langFor(request))),
  )

  app.get(
    `${USER}/pub/v3/certificate_types`,
    { schema: { tags, summary: 'Certificate (ID document) types of attendees', querystring: LangQuery } },
    async (request) => ok(certificateTypesIn(langFor(request))),
  )

  app.get(
    `${USER}/pub/v3/default_policies`,
    {
      schema: {
        tags,
        summary: 'Default agreement texts: user agreement, privacy, purchase notice, cancellation',
        querystring: LangQuery,
      },
    },
    async (request) => ok(policiesIn(langFor(request))),
  )

  app.get(
    `${USER}/buyer/v3/account/cancellation_check`,
    { schema: { tags, summary: 'Can the account be cancelled now? (no unfinished order)', security } },
    async (request) => ok(await cancellationCheck(storage, request.userId)),
  )

  app.post(
    `${USER}/buyer/v3/account/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancel the account (confirm-unregistered); refused while any order is unfinished',
        security,
        body: Type.Object({ confirm: Type.Literal(true, { description: 'must be true' }) }),
      },
    },
    async (request) => {
      await cancelAccount(storage, request.userId)
      return ok(true)
    },
  )

  app.get(
    '/static/avatars/:file',
    {
      schema: {
        tags,
        summary: 'A generated avatar image (seeded users)',
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}\\.svg$' }) }),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(avatarSvg(request.params.file.replace(/\.svg$/, ''))),
  )
}
