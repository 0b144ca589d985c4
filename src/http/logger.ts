/** Where the request layer's warnings go (the console unless the caller gives another). */
export interface HttpLogger {
  warn(message: string, detail?: unknown): void
}

export const consoleLogger: HttpLogger = {
  warn(message, detail) {
    if (detail === undefined) console.warn(`[http] ${message}`)
    else console.warn(`[http] ${message}`, detail)
  },
}
