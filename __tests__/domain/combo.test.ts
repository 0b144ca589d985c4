/** The combo session page's choices (D27): one available session per show, and the sets it may ask for. */
import { chosenSessions, firstChoices, maxSets, percentOff } from '@/domain/combo'

const shows = [
  {
    showId: 'A',
    sessions: [
      { sessionId: 'A1', remaining: 0, available: false },
      { sessionId: 'A2', remaining: 3, available: true },
    ],
  },
  { showId: 'B', sessions: [{ sessionId: 'B1', remaining: 10, available: true }] },
]

describe('combo choices', () => {
  it('starts with the first session on sale of each show', () => {
    expect(firstChoices(shows)).toEqual({ A: 'A2', B: 'B1' })
    expect(firstChoices([{ showId: 'C', sessions: [{ sessionId: 'C1', remaining: 0, available: false }] }])).toEqual({})
  })

  it('asks for a price only when every show has an available session chosen, in the combo order', () => {
    expect(chosenSessions(shows, { B: 'B1', A: 'A2' })).toEqual([
      { showId: 'A', sessionId: 'A2' },
      { showId: 'B', sessionId: 'B1' },
    ])
    expect(chosenSessions(shows, { A: 'A2' })).toBeUndefined()
    expect(chosenSessions(shows, { A: 'A1', B: 'B1' })).toBeUndefined()
    expect(chosenSessions([], {})).toBeUndefined()
  })

  it('offers no more sets than the combo allows or the fewest tickets left', () => {
    expect(maxSets(shows, { A: 'A2', B: 'B1' }, 4)).toBe(3)
    expect(maxSets(shows, { B: 'B1' }, 4)).toBe(4)
    expect(maxSets(shows, { A: 'A1', B: 'B1' }, 4)).toBe(1)
  })

  it('words a rate paid as the percentage off', () => {
    expect(percentOff(0.8)).toBe(20)
    expect(percentOff(0.85)).toBe(15)
  })
})
