import { CastVoteBody, Envelope, TopicVotes, TopicVotesParams, VoteDetail, VoteParams, VoteQuery } from '@showtix/contract'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app'
import { ok } from '../../http/envelope'
import { resolveShop } from '../../services/catalogue/shops'
import { castVote, topicVotes, voteDetail } from '../../services/services/votes'
import { langOf } from '../../services/trade/text'
import { HOME, optionalUser } from '../catalogue/common'
import { security } from '../trade/schemas'

const tags = ['services: votes']

const shopOf = (app: App, request: FastifyRequest) =>
  resolveShop(app.storage, request.ctx.merchantId ?? (request.query as { merchantId?: string }).merchantId)

/** Votes of a topic (issue 26, D25): services/services/votes.ts. Reading is public; voting needs login. */
export default async function voteRoutes(app: App): Promise<void> {
  const { storage } = app

  app.get(
    `${HOME}/pub/v3/topics/:topicId/votes`,
    {
      schema: {
        tags,
        summary: "A topic's votes with their windows",
        params: TopicVotesParams,
        querystring: VoteQuery,
        response: { 200: Envelope(TopicVotes) },
      },
    },
    async (request) => ok(await topicVotes(storage, await shopOf(app, request), request.params.topicId, langOf(request))),
  )

  app.get(
    `${HOME}/pub/v3/votes/:voteId`,
    {
      schema: {
        tags,
        summary: "A vote: options, window, the caller's votes today and, after voting or at the end, the results",
        params: VoteParams,
        querystring: VoteQuery,
        response: { 200: Envelope(VoteDetail) },
      },
    },
    async (request) =>
      ok(
        await voteDetail(
          storage,
          await shopOf(app, request),
          request.params.voteId,
          await optionalUser(app, request),
          langOf(request),
        ),
      ),
  )

  app.post(
    `${HOME}/buyer/v3/votes/:voteId/cast`,
    {
      schema: {
        tags,
        security,
        summary: 'Cast one vote for an option: refused outside the window or with no votes left today',
        params: VoteParams,
        querystring: VoteQuery,
        body: CastVoteBody,
        response: { 200: Envelope(VoteDetail) },
      },
    },
    async (request) =>
      ok(
        await castVote(
          storage,
          await shopOf(app, request),
          request.params.voteId,
          request.userId,
          request.body.optionId,
          langOf(request),
        ),
      ),
  )
}
