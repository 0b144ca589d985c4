/**
 * Votes of a topic (issue 26, decision D25; docs/decisions/services.md): options, a window, N votes
 * per user per day, results after voting or at the end. `server/src/routes/services/votes.ts`;
 * rules in `@showtix/contract/rules` (votes.ts).
 */
import { Type, type Static } from '@sinclair/typebox'
import { Millis, Nullable, TradeId, TradeLang } from '../trade/common'

export const VoteQuery = Type.Object({ lang: TradeLang, merchantId: Type.Optional(TradeId) })
export type VoteQuery = Static<typeof VoteQuery>

export const VoteParams = Type.Object({ voteId: TradeId })
export type VoteParams = Static<typeof VoteParams>

export const TopicVotesParams = Type.Object({ topicId: TradeId })
export type TopicVotesParams = Static<typeof TopicVotesParams>

export const VoteWindowStateSchema = Type.Union([Type.Literal('NOT_STARTED'), Type.Literal('OPEN'), Type.Literal('ENDED')])

export const VoteBrief = Type.Object({
  voteId: Type.String(),
  topicId: Type.String(),
  title: Type.String(),
  startsAt: Millis,
  endsAt: Millis,
  state: VoteWindowStateSchema,
})
export type VoteBrief = Static<typeof VoteBrief>

export const TopicVotes = Type.Object({ list: Type.Array(VoteBrief) })
export type TopicVotes = Static<typeof TopicVotes>

export const VoteOption = Type.Object({
  optionId: Type.String(),
  title: Type.String(),
  imageUrl: Nullable(Type.String()),
  /** Null while results are hidden (before voting, until the end). */
  count: Nullable(Type.Integer()),
  percent: Nullable(Type.Integer()),
  /** The caller has voted for it (any day). */
  mine: Type.Boolean(),
})
export type VoteOption = Static<typeof VoteOption>

export const VoteDetail = Type.Object({
  voteId: Type.String(),
  topicId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  startsAt: Millis,
  endsAt: Millis,
  state: VoteWindowStateSchema,
  perDay: Type.Integer(),
  /** The caller's votes today (0 when not logged in). */
  castToday: Type.Integer(),
  votesLeftToday: Type.Integer(),
  showResults: Type.Boolean(),
  /** Null while results are hidden. */
  totalVotes: Nullable(Type.Integer()),
  options: Type.Array(VoteOption),
})
export type VoteDetail = Static<typeof VoteDetail>

export const CastVoteBody = Type.Object({ optionId: TradeId })
export type CastVoteBody = Static<typeof CastVoteBody>
