/**
 * `@/runtime` for the page tests (jest moduleNameMapper, pages project): those tests render pages
 * through the app (app.tsx) with no gateway behind them, so the runtime's start-up requests
 * (shop configuration) are not made. The runtime's parts are tested on their own:
 * __tests__/http (request layer), __tests__/state (shop configuration, session), and in e2e.
 */
export function startRuntime(): void {}
