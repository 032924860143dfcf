/** What a request builder resolves to: the openapi-fetch answer, success or error. */
export interface ApiAnswer {
  readonly response: Response
  readonly data?: unknown
  readonly error?: unknown
}
