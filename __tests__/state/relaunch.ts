/** A module as a fresh launch of the app loads it: new atoms, reading the storage the last launch left. */
export function relaunch<T extends object>(path: string): T {
  let loaded: T | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<T>(path)
  })
  return loaded as T
}
