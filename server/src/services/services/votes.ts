/**
 * Votes of a topic (issue 26, decision D25; docs/decisions/services.md). A vote has options, a
 * window (start, end) and `per_day` votes per user per shop day (UTC+8). Each vote cast is a
 * ballot row with its day; casting takes the user's lock on the vote, so a user's two taps at
 * once cast at most their votes left. Counts and shares are answered only once the caller has
 * voted or the vote has ended (D25: results after voting or at the end).
 */
import { shopDay, showsResults, voteWindowState, votePercent, votesLeftToday } from '@showtix/contract/rules'
import type { Queryable, Storage } from '../../storage'
import { notFound } from '../../http/envelope'
import type { Shop } from '../catalogue/shops'
import { pickJson, type Lang } from '../catalogue/i18n'
import { newId, refuse } from '../trade/common'
import { t } from '../trade/text'

export const VOTE_CODES = {
  /** The vote has not started. */
  notStarted: 22063211,
  /** The vote has ended. */
  ended: 22063212,
  /** No votes left today. */
  noVotesLeft: 22063213,
} as const

interface VoteRow {
  id: string
  merchant_id: string
  topic_id: string
  title: string
  description: string
  starts_at: number
  ends_at: number
  per_day: number
}

interface OptionRow {
  id: string
  vote_id: string
  title: string
  image_url: string | null
  votes_count: number
}

const voterKey = (voteId: string, userId: string) => `vote:${voteId}:${userId}`

const windowOf = (row: VoteRow) => ({ startsAt: row.starts_at, endsAt: row.ends_at })

async function voteOf(db: Queryable, shop: Shop, voteId: string): Promise<VoteRow> {
  const row = await db.one<VoteRow>('SELECT * FROM votes WHERE id = ? AND merchant_id = ?', [voteId, shop.merchantId])
  if (!row) throw notFound(`vote ${voteId}`)
  return row
}

/** GET topics/{topicId}/votes: a topic's votes, each with its window's state. */
export async function topicVotes(db: Queryable, shop: Shop, topicId: string, lang: Lang, now = Date.now()) {
  const rows = await db.all<VoteRow>('SELECT * FROM votes WHERE merchant_id = ? AND topic_id = ? ORDER BY sort, id', [
    shop.merchantId,
    topicId,
  ])
  return {
    list: rows.map((row) => ({
      voteId: row.id,
      topicId: row.topic_id,
      title: pickJson(row.title, lang),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      state: voteWindowState(windowOf(row), now),
    })),
  }
}

/** GET votes/{voteId}: the vote, the caller's votes today and, once shown, the results. */
export async function voteDetail(
  db: Queryable,
  shop: Shop,
  voteId: string,
  userId: string | undefined,
  lang: Lang,
  now = Date.now(),
) {
  const vote = await voteOf(db, shop, voteId)
  const options = await db.all<OptionRow>('SELECT * FROM vote_options WHERE vote_id = ? ORDER BY sort, id', [vote.id])
  const ballots = userId
    ? await db.all<{ option_id: string; day: string }>(
        'SELECT option_id, day FROM vote_ballots WHERE vote_id = ? AND user_id = ?',
        [vote.id, userId],
      )
    : []
  const today = shopDay(now)
  const castToday = ballots.filter((ballot) => ballot.day === today).length
  const state = voteWindowState(windowOf(vote), now)
  const results = showsResults(state, ballots.length)
  const total = options.reduce((sum, option) => sum + option.votes_count, 0)
  const mine = new Set(ballots.map((ballot) => ballot.option_id))
  return {
    voteId: vote.id,
    topicId: vote.topic_id,
    title: pickJson(vote.title, lang),
    description: pickJson(vote.description, lang),
    startsAt: vote.starts_at,
    endsAt: vote.ends_at,
    state,
    perDay: vote.per_day,
    castToday,
    votesLeftToday: state === 'OPEN' ? votesLeftToday(vote.per_day, castToday) : 0,
    showResults: results,
    totalVotes: results ? total : null,
    options: options.map((option) => ({
      optionId: option.id,
      title: pickJson(option.title, lang),
      imageUrl: option.image_url,
      count: results ? option.votes_count : null,
      percent: results ? votePercent(option.votes_count, total) : null,
      mine: mine.has(option.id),
    })),
  }
}

/** POST votes/{voteId}/cast: one vote for an option, within the window and the day's votes. */
export async function castVote(
  storage: Storage,
  shop: Shop,
  voteId: string,
  userId: string,
  optionId: string,
  lang: Lang,
  now = Date.now(),
) {
  const vote = await voteOf(storage, shop, voteId)
  await storage.withTransaction(async (tx) => {
    await tx.lock([voterKey(vote.id, userId)])
    const state = voteWindowState(windowOf(vote), now)
    if (state === 'NOT_STARTED')
      throw refuse(VOTE_CODES.notStarted, t('投票尚未开始', '投票尚未開始', 'Voting has not started yet'), {
        startsAt: vote.starts_at,
      })
    if (state === 'ENDED')
      throw refuse(VOTE_CODES.ended, t('投票已结束', '投票已結束', 'Voting has ended'), { endsAt: vote.ends_at })
    const option = await tx.one<OptionRow>('SELECT * FROM vote_options WHERE id = ? AND vote_id = ?', [optionId, vote.id])
    if (!option) throw notFound(`option ${optionId} of vote ${vote.id}`)
    const today = shopDay(now)
    const cast =
      (await tx.value<number>('SELECT COUNT(*) FROM vote_ballots WHERE vote_id = ? AND user_id = ? AND day = ?', [
        vote.id,
        userId,
        today,
      ])) ?? 0
    if (votesLeftToday(vote.per_day, cast) === 0)
      throw refuse(
        VOTE_CODES.noVotesLeft,
        vote.per_day === 1
          ? t(
              '今天已经投过票了，明天再来吧',
              '今天已經投過票了，明天再來吧',
              'You have voted today; come back tomorrow to vote again',
            )
          : t(
              `今天的${vote.per_day}票已用完，明天再来吧`,
              `今天的${vote.per_day}票已用完，明天再來吧`,
              `You have used today's ${vote.per_day} votes; come back tomorrow`,
            ),
      )
    await tx.run('INSERT INTO vote_ballots (id, vote_id, option_id, user_id, day, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
      newId('VB', now),
      vote.id,
      option.id,
      userId,
      today,
      now,
    ])
    await tx.run('UPDATE vote_options SET votes_count = votes_count + 1 WHERE id = ?', [option.id])
  })
  return voteDetail(storage, shop, vote.id, userId, lang, now)
}
