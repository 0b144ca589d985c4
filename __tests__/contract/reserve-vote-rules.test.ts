import {
  DEFAULT_VOTES_PER_DAY,
  MAX_RESERVE_PLACES,
  canCancelReservation,
  placesLeft,
  shopDay,
  shopDaysFrom,
  shopTime,
  showsResults,
  slotState,
  slotTakes,
  votePercent,
  voteWindowState,
  votesLeftToday,
} from '@showtix/contract/rules'

// 2026-11-27 10:00 in the shop (UTC+8) = 02:00 UTC.
const NOW = Date.parse('2026-11-27T02:00:00.000Z')
const HOUR = 60 * 60 * 1000

describe('reservation slots and capacity (D26)', () => {
  const slot = { capacity: 3, taken: 2, startsAt: NOW + HOUR }

  it('takes places up to the last one, then the slot is full', () => {
    expect(placesLeft(slot)).toBe(1)
    expect(slotState(slot, NOW)).toBe('OPEN')
    expect(slotTakes(slot, 1, NOW)).toBe(true)
    expect(slotTakes(slot, 2, NOW)).toBe(false)
    const full = { ...slot, taken: 3 }
    expect(slotState(full, NOW)).toBe('FULL')
    expect(slotTakes(full, 1, NOW)).toBe(false)
    expect(placesLeft({ capacity: 3, taken: 5 })).toBe(0)
  })

  it('a slot that has started takes nobody, and can no longer be cancelled', () => {
    expect(slotState(slot, slot.startsAt)).toBe('STARTED')
    expect(slotTakes(slot, 1, slot.startsAt)).toBe(false)
    expect(canCancelReservation(slot.startsAt, slot.startsAt - 1)).toBe(true)
    expect(canCancelReservation(slot.startsAt, slot.startsAt)).toBe(false)
  })

  it('one reservation holds 1 to MAX_RESERVE_PLACES places', () => {
    const roomy = { capacity: 20, taken: 0, startsAt: NOW + HOUR }
    expect(slotTakes(roomy, 0, NOW)).toBe(false)
    expect(slotTakes(roomy, MAX_RESERVE_PLACES, NOW)).toBe(true)
    expect(slotTakes(roomy, MAX_RESERVE_PLACES + 1, NOW)).toBe(false)
  })

  it('days and slot times are the shop clock (UTC+8), whatever the device zone', () => {
    expect(shopDay(NOW)).toBe('2026-11-27')
    expect(shopDay(Date.parse('2026-11-27T16:00:00.000Z'))).toBe('2026-11-28')
    expect(shopTime('2026-11-27', '14:00')).toBe(Date.parse('2026-11-27T06:00:00.000Z'))
    expect(shopDaysFrom(NOW, 3)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29'])
  })
})

describe('vote windows and daily limits (D25)', () => {
  const window = { startsAt: NOW, endsAt: NOW + 24 * HOUR }

  it('is not open before its start, open until its end, closed from it', () => {
    expect(voteWindowState(window, NOW - 1)).toBe('NOT_STARTED')
    expect(voteWindowState(window, NOW)).toBe('OPEN')
    expect(voteWindowState(window, window.endsAt - 1)).toBe('OPEN')
    expect(voteWindowState(window, window.endsAt)).toBe('ENDED')
  })

  it('N votes a day: one by default, none left once used', () => {
    expect(DEFAULT_VOTES_PER_DAY).toBe(1)
    expect(votesLeftToday(DEFAULT_VOTES_PER_DAY, 0)).toBe(1)
    expect(votesLeftToday(DEFAULT_VOTES_PER_DAY, 1)).toBe(0)
    expect(votesLeftToday(2, 1)).toBe(1)
    expect(votesLeftToday(2, 3)).toBe(0)
  })

  it('shows results after voting or at the end, with whole percentages', () => {
    expect(showsResults('OPEN', 0)).toBe(false)
    expect(showsResults('OPEN', 1)).toBe(true)
    expect(showsResults('ENDED', 0)).toBe(true)
    expect(showsResults('NOT_STARTED', 0)).toBe(false)
    expect(votePercent(1, 3)).toBe(33)
    expect(votePercent(2, 3)).toBe(67)
    expect(votePercent(0, 0)).toBe(0)
  })
})
