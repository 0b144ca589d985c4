import {
  initialPreFillState,
  preFillMaxQty,
  preFillReducer,
  preFillRequest,
  type PreFillEvent,
  type SavedPreFill,
} from '@/domain/checkout/pre-fill'

type Method = 'E_TICKET' | 'EXPRESS'
const show = { purchaseLimit: 4, realName: true, deliveryMethods: ['E_TICKET', 'EXPRESS'] as Method[] }
const sessions = [
  { bizShowSessionId: 'S1', sessionStatus: 'SOLD_OUT' },
  { bizShowSessionId: 'S2', sessionStatus: 'PRE_SALE' },
]
const plans = [
  { seatPlanId: 'P1', seatPlanUnit: 1, pricePending: true },
  { seatPlanId: 'P2', seatPlanUnit: 2 },
]
const start = (saved: SavedPreFill<Method> | null = null) =>
  initialPreFillState<Method, (typeof plans)[number], { addressId: string; isDefault?: boolean }, string>({
    show,
    preFill: 'before',
    saved,
    sessions,
    attendeeIds: ['A1', 'A2'],
  })
type Ev = PreFillEvent<Method, (typeof plans)[number], { addressId: string; isDefault?: boolean }, string>
const run = (state: ReturnType<typeof start>, ...events: Ev[]) => events.reduce(preFillReducer, state)

describe('the pre-fill machine', () => {
  it('opens on the first session still to be sold and the first delivery method when nothing is saved', () => {
    const state = start()
    expect(state.sessionId).toBe('S2')
    expect(state.method).toBe('E_TICKET')
    expect(state.qty).toBe(1)
  })

  it('opens on what was saved, dropping attendees no longer listed', () => {
    const state = start({
      bizShowSessionId: 'S2',
      seatPlanId: 'P2',
      qty: 2,
      deliverMethod: 'EXPRESS',
      audienceIds: ['A1', 'GONE'],
      addressId: 'D9',
    })
    expect(state).toMatchObject({
      sessionId: 'S2',
      planId: 'P2',
      qty: 2,
      method: 'EXPRESS',
      audienceIds: ['A1'],
      addressId: 'D9',
    })
  })

  it('tiers listed: a tier whose price is pending is not chosen; the quantity stops at the limit in units', () => {
    const state = run(start(), { type: 'plansListed', plans })
    expect(state.planId).toBe('P2')
    expect(preFillMaxQty(state)).toBe(2)
    const most = run(state, { type: 'qtyStepped', delta: 1 }, { type: 'qtyStepped', delta: 1 })
    expect(most.qty).toBe(2)
    expect(run(most, { type: 'qtyStepped', delta: -1 }, { type: 'qtyStepped', delta: -1 }).qty).toBe(1)
  })

  it('save with too few attendees on a real-name show: the message beside the attendees, nothing sent', () => {
    const state = run(start(), { type: 'plansListed', plans }, { type: 'audienceToggled', audienceId: 'A1' })
    const request = preFillRequest(state)
    expect('problems' in request && request.problems.audiences).toEqual({
      wordKey: 'show.preFill.error.audiences',
      params: { count: 2 },
    })
    const tapped = run(state, { type: 'saveTapped' })
    expect(tapped.saving).toBe(false)
    expect(tapped.errors.audiences).toBeDefined()
    // Choosing again clears the attendees' message.
    expect(run(tapped, { type: 'audienceToggled', audienceId: 'A2' }).errors.audiences).toBeUndefined()
  })

  it('express needs an address; the default one is chosen when the list arrives', () => {
    const chosen = run(
      start(),
      { type: 'plansListed', plans },
      { type: 'audienceToggled', audienceId: 'A1' },
      { type: 'audienceToggled', audienceId: 'A2' },
      { type: 'methodChosen', method: 'EXPRESS' },
    )
    expect('problems' in preFillRequest(chosen) && preFillRequest(chosen)).toMatchObject({
      problems: { address: { wordKey: 'show.preFill.error.address' } },
    })
    const listed = run(chosen, {
      type: 'addressesListed',
      addresses: [{ addressId: 'D1' }, { addressId: 'D2', isDefault: true }],
    })
    expect(listed.addressId).toBe('D2')
    expect(preFillRequest(listed)).toEqual({
      input: {
        bizShowSessionId: 'S2',
        seatPlanId: 'P2',
        qty: 1,
        deliverMethod: 'EXPRESS',
        audienceIds: ['A1', 'A2'],
        addressId: 'D2',
      },
    })
  })

  it('a save goes: saving, then the answer and done; a refusal naming a field shows beside it', () => {
    const ready = run(
      start(),
      { type: 'plansListed', plans },
      { type: 'audienceToggled', audienceId: 'A1' },
      { type: 'audienceToggled', audienceId: 'A2' },
    )
    const saving = run(ready, { type: 'saveTapped' })
    expect(saving.saving).toBe(true)
    expect(run(saving, { type: 'saveTapped' })).toBe(saving)
    const saved = run(saving, { type: 'saved', preFill: 'after' }, { type: 'saveEnded' })
    expect(saved).toMatchObject({ preFill: 'after', done: true, saving: false })
    const refused = run(saving, { type: 'saveFailed', field: 'qty', message: { text: 'Too many' } }, { type: 'saveEnded' })
    expect(refused.errors).toEqual({ qty: { text: 'Too many' } })
    expect(refused.done).toBe(false)
  })
})
