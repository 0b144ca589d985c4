/**
 * Votes of a topic (issue 26, D25; routes/services/votes.ts on the reference gateway): a topic's
 * votes, one vote with the caller's votes today and the results once shown, casting a vote.
 * Types are the contract's. Every call is silent: the pages say what failed.
 */
import type { TopicVotes, VoteBrief, VoteDetail, VoteOption } from '@showtix/contract'
import { request } from '@/http'

export type { VoteBrief, VoteDetail, VoteOption }

export async function fetchTopicVotes(topicId: string): Promise<readonly VoteBrief[]> {
  return (
    await request<TopicVotes>({ service: 'home', path: `/pub/v3/topics/${encodeURIComponent(topicId)}/votes`, silent: true })
  ).list
}

export function fetchVote(voteId: string): Promise<VoteDetail> {
  return request<VoteDetail>({ service: 'home', path: `/pub/v3/votes/${encodeURIComponent(voteId)}`, silent: true })
}

export function castVote(voteId: string, optionId: string): Promise<VoteDetail> {
  return request<VoteDetail>({
    method: 'POST',
    service: 'home',
    path: `/buyer/v3/votes/${encodeURIComponent(voteId)}/cast`,
    data: { optionId },
    silent: true,
  })
}
