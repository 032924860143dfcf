/** An EIP-1193 provider: the object a browser wallet injects or announces. */
export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: ReadonlyArray<unknown>) => void): void
  removeListener?(event: string, listener: (...args: ReadonlyArray<unknown>) => void): void
}
