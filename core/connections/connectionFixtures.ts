// Connections' parts over real stores and fake wallets, for the tests of following a wallet and
// ending a connection: each step they take (stored, shown, told, closed) is written to `log`.
import { Effect, Fiber } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { ethereum, optimism } from "../chains/defaultNetworks"
import type { ConnectedWallet } from "../connectors/Connector"
import { type FakeWallet, fakeConnector, makeFakeWallet } from "../connectors/fakeWallet"
import { makeEvents } from "../events/Events"
import { makeKernelEvents } from "../events/KernelEvents"
import { coreModalStore } from "../modal/modalFixtures"
import { createStore } from "../state/Store"
import {
  type ConnectionState,
  connectionsOf,
  connectSucceeded,
  createConnectionStore,
  currentConnection,
} from "./ConnectionState"
import { type FollowWalletEnvironment, followWallet } from "./followWallet"
import { makeHeldWallets } from "./heldWallets"
import { walletNamespace as evm } from "./walletNamespace"

/** The account a fake wallet has by default. */
export const alice = `0x${"a1".repeat(20)}` as const
/** Another account, one a wallet switches to. */
export const bob = `0x${"b2".repeat(20)}` as const
const names = new Map<string | undefined, string>([
  [alice, "alice"],
  [bob, "bob"],
])

// "io.a: bob on Optimism (10) | io.b: alice on Ethereum (1)", as the session would be stored.
const summary = (state: ConnectionState<CaipNetwork>): string => {
  const kept = connectionsOf(state, evm).map(
    (c) =>
      `${c.connectorId}: ${c.accounts.map((a) => names.get(a.address)).join(", ")} on ${c.caipNetwork?.name} (${c.chainId})`,
  )
  return kept.length === 0 ? "nothing" : kept.join(" | ")
}

/**
 * Connections' store, held wallets, modal and events as `makeConnections` wires them, on
 * Ethereum and Optimism, with nothing connected and the modal closed. Storing and showing the
 * session write what they would store and show to `log`, as do `Disconnected`, the modal
 * closing and the kit's events; a connector's revoke is written to `revoked`.
 */
export const connectionFixture = () => {
  const log: Array<string> = []
  const revoked: Array<string> = []
  const connection = createConnectionStore<CaipNetwork>()
  const held = makeHeldWallets(connection, createStore<ConnectedWallet | undefined>(undefined))
  const modal = coreModalStore()
  let open = false
  modal.subscribe(() => {
    if (open && !modal.getSnapshot().open) log.push("modal closed")
    open = modal.getSnapshot().open
  })
  const events = makeEvents()
  events.subscribe((event) => log.push(event.type))
  const kernelEvents = makeKernelEvents()
  kernelEvents.subscribe((event) => {
    if (event._tag === "Disconnected") {
      log.push(
        `Disconnected ${event.connectorId} ${names.get(event.address)} (${event.remaining} left)`,
      )
    }
  })
  const running: Array<Fiber.Fiber<void>> = []
  const environment: FollowWalletEnvironment = {
    connection,
    held,
    networks: [ethereum, optimism],
    fork: (effect) => running.push(Effect.runFork(effect)),
    modal,
    events,
    kernelEvents,
    persistSession: Effect.sync(() => log.push(`stored ${summary(connection.getSnapshot())}`)),
    showCurrent: () =>
      Effect.sync(() =>
        log.push(
          `shown ${currentConnection(connection.getSnapshot(), evm)?.connectorId ?? "nothing"}`,
        ),
      ),
  }
  /** Waits for the work forked so far, and the work it forked, to end. */
  const settled: Effect.Effect<void> = Effect.suspend(() => {
    const fiber = running.shift()
    return fiber === undefined ? Effect.void : Effect.andThen(Fiber.join(fiber), settled)
  })
  /**
   * Adds a current connection of connector `id` on Ethereum to the store, its wallet `accounts`
   * (alice by default); `follow` (the default) also holds its wallet and follows it.
   */
  const connect = (
    id: string,
    options: { readonly accounts?: ReadonlyArray<`0x${string}`>; readonly follow?: boolean } = {},
  ): FakeWallet => {
    const accounts = options.accounts ?? [alice]
    const wallet = makeFakeWallet({ accounts, authorized: true })
    const connector = {
      ...fakeConnector(wallet, { id }),
      disconnect: () => Effect.sync(() => revoked.push(id)),
    }
    const connected = Effect.runSync(connector.connect({ refresh: false, report: () => undefined }))
    connection.update((s) =>
      connectSucceeded(s, evm, {
        connectorId: id,
        accounts: accounts.map((address) => ({ address })),
        chainId: 1,
        caipNetwork: ethereum,
      }),
    )
    if (options.follow ?? true) followWallet(environment, connected, connector)
    return wallet
  }
  /** `wallet` emits `event`; resolves once the kit's reactions to it have ended. */
  const heard = (wallet: FakeWallet, event: string, ...args: ReadonlyArray<unknown>) => {
    wallet.emit(event, ...args)
    return Effect.runPromise(settled)
  }
  return { environment, log, revoked, held, modal, connect, settled, heard }
}
