/**
 * What a screen passes for a request whose schema is the contract's: its keys without the common
 * parameters the request layer adds to every call (`lang`, `merchantId`: src/http/headers.ts).
 */
export type RequestOf<T> = Readonly<Omit<T, 'lang' | 'merchantId'>>
