// Waiting for a state that only Node can judge (a request the test counted, the app's state read
// through several calls): the condition is looked at again every POLL_MS until it holds or the
// time is up. POLL_MS is the interval between two looks, not a pause the test relies on: the
// test goes on as soon as the state is there. What the page itself can judge is waited for in
// the page (locator.waitFor, page.waitForFunction).

/** Time to wait for a page to settle on the expected state. */
export const TIMEOUT = Number(process.env.E2E_TIMEOUT ?? 6000)
/** Between two looks at a condition checked from Node. */
export const POLL_MS = 50

/** Resolves to `check()`'s first truthy answer, or to its last answer once `timeout` is over. */
export async function waitUntil(check, { timeout = TIMEOUT } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await check()
    if (value || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
