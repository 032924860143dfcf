/**
 * A namespace of a WalletConnect session proposal: the methods and events a session asks a
 * wallet for there (a chain family's, as WalletConnect's RPC reference for it names them).
 */
export interface WalletConnectNamespace {
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}
