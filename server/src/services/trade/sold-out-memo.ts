/**
 * Seat plans this process has just found short of units: in a flash sale most buyers lose, and
 * each loser used to cost the database a read to learn it (issue 18, the flash-sale bench). For
 * SOLD_OUT_MEMO_MS after a plan was read with `free` units left, an order for more than that
 * without chosen seats is refused from here, as the database would refuse it ('No tickets
 * available'), with no statement at all.
 *
 * Units given back in this process (an order cancelled or timed out, a refund, a rebooking:
 * `unitsReturned`) forget every plan; given back by another process (or read by a request racing
 * the return), a plan is offered again at most SOLD_OUT_MEMO_MS later, as if the buyer had tapped
 * a moment too early. Taking units never trusts this: the rows guard themselves (inventory.ts).
 */
import type { Storage } from '../../storage'

/** How long a plan read short stays short for this process without reading it again. */
export const SOLD_OUT_MEMO_MS = 1_000

interface Short {
  readonly free: number
  readonly at: number
  readonly returned: number
}

/** Per database (tests open many in one process, with the same plan ids). */
const memos = new WeakMap<Storage, Map<string, Short>>()
/** Counts units given back in this process: an entry older than the last one is forgotten. */
let returned = 0

/** Units went back to a plan's pool in this process: every plan may have some again. */
export function unitsReturned(): void {
  returned += 1
}

/** Remembers that `seatPlanId` had `free` units at `now`. */
export function rememberShort(storage: Storage, seatPlanId: string, free: number, now: number): void {
  let memo = memos.get(storage)
  if (!memo) memos.set(storage, (memo = new Map()))
  memo.set(seatPlanId, { free, at: now, returned })
}

/**
 * The first of these items known short now (more wanted than the plan had moments ago), or
 * undefined. Items with chosen seats are never answered from here (other seats may be free).
 */
export function knownShort(
  storage: Storage,
  items: ReadonlyArray<{ readonly seatPlanId: string; readonly qty: number; readonly seatIds?: readonly string[] | undefined }>,
  now: number,
): string | undefined {
  const memo = memos.get(storage)
  if (!memo) return undefined
  for (const item of items) {
    if (item.seatIds?.length) continue
    const short = memo.get(item.seatPlanId)
    if (!short) continue
    if (short.returned !== returned || now < short.at || now - short.at >= SOLD_OUT_MEMO_MS) {
      memo.delete(item.seatPlanId)
      continue
    }
    if (item.qty > short.free) return item.seatPlanId
  }
  return undefined
}
