// The Solana plugin's tests' set-up (not part of the plugin): the sandbox's Solana test wallet,
// written against the Wallet Standard only, registered in the test's window as a wallet's
// script registers itself, and the connector context of a site with given networks.
import { ed25519 } from "@noble/curves/ed25519"
import { getWallets } from "@wallet-standard/app"
import { Effect } from "effect"
import { type ConnectorContext, decodeResolvedConfig } from "../../core"
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
} from "../../sandbox/solanaWallet/createSolanaTestWallet"
import { solanaTestWalletName } from "../../sandbox/solanaWallet/solanaTestWalletInfo"
import { walletStandardConnectorId } from "./discovery/walletStandardConnector"
import type { StandardWallet } from "./StandardWallet"

/** Two accounts from fixed seeds: bytes 1…32 and 33…64. */
export const solanaTestSeeds: ReadonlyArray<Uint8Array> = [0, 32].map((start) =>
  Uint8Array.from({ length: 32 }, (_, i) => start + i + 1),
)

/** The public keys of {@link solanaTestSeeds}' accounts. */
export const solanaTestPublicKeys: ReadonlyArray<Uint8Array> = solanaTestSeeds.map((seed) =>
  ed25519.getPublicKey(seed),
)

/** The connector id the sandbox's Solana test wallet is listed under. */
export const solanaTestWalletId = walletStandardConnectorId(solanaTestWalletName)

const unregisters = new Set<() => void>()

/**
 * Registers `wallet` with the Wallet Standard (`getWallets().register`, which is what a
 * wallet's own `registerWallet` ends in) until the test unregisters it or
 * {@link unregisterSolanaTestWallets} runs.
 */
export const registerStandardWallet = (wallet: StandardWallet): (() => void) => {
  const unregister = getWallets().register(wallet)
  const once = () => {
    if (unregisters.delete(once)) unregister()
  }
  unregisters.add(once)
  return once
}

/**
 * A Solana test wallet over {@link solanaTestSeeds}, registered (see
 * {@link registerStandardWallet}). Nothing is sent over its RPC URL here (signing is local).
 */
export const registerSolanaTestWallet = (
  options: Partial<SolanaTestWalletOptions> = {},
): SolanaTestWallet & { readonly unregister: () => void } => {
  const made = createSolanaTestWallet({
    secretKeys: solanaTestSeeds,
    // Never called by these tests; port 9 is discard.
    rpcUrl: "http://127.0.0.1:9/",
    ...options,
  })
  return { ...made, unregister: registerStandardWallet(made.wallet) }
}

/** Unregisters every wallet the tests registered (the registry outlives a test). */
export const unregisterSolanaTestWallets = (): void => {
  for (const unregister of [...unregisters]) unregister()
}

/** What a connector factory is given on a site configured with `networks` (CAIP-2 ids). */
export const connectorContextFor = (
  networks: ReadonlyArray<string>,
  defaultNetwork?: string,
): Promise<ConnectorContext> =>
  Effect.runPromise(
    decodeResolvedConfig({
      projectId: "test-project",
      networks: [...networks],
      ...(defaultNetwork === undefined ? {} : { defaultNetwork }),
    }),
  ).then(({ config, networks: resolved }) => ({ config, networks: resolved, environment: {} }))
