/**
 * A WalletConnect session as the dApp holds it, and how a wallet's description of one is read
 * (walletconnect-specs: docs/specs/clients/sign/data-structures.md): the peer's metadata, the
 * namespaces it granted with their CAIP-10 accounts, and what the wallet does to it later.
 */
import { isRecord, isStrings } from "./jsonValues"

/** What a dApp says about itself to wallets. */
export interface PeerMetadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: ReadonlyArray<string>
}

/** What the dApp asks of one namespace: its chains, methods and events. */
export interface ProposalNamespace {
  readonly chains: ReadonlyArray<string>
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

/** What a wallet granted in one namespace of a settled session. */
export interface SessionNamespace {
  readonly accounts: ReadonlyArray<string>
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
  readonly chains?: ReadonlyArray<string>
}

/** A settled session, as the dApp keeps it. */
export interface SettledSession {
  readonly topic: string
  readonly symKey: string
  readonly pairingTopic: string
  /** The dApp's key of the session (its private half stays here: a reload restores from it). */
  readonly self: { readonly publicKey: string; readonly privateKey: string }
  readonly peer: { readonly publicKey: string; readonly metadata: PeerMetadata }
  readonly namespaces: Readonly<Record<string, SessionNamespace>>
  /** When the session ends unless extended, epoch seconds. */
  readonly expiry: number
  /** The chains the dApp asked for (CAIP-2): a configuration that asks others makes it stale. */
  readonly requestedChains?: ReadonlyArray<string>
}

/** What the wallet did to a settled session. */
export type SessionChange =
  | {
      readonly kind: "event"
      readonly topic: string
      readonly chainId: string
      readonly name: string
      readonly data: unknown
    }
  | { readonly kind: "updated"; readonly session: SettledSession }
  | { readonly kind: "extended"; readonly session: SettledSession }
  | {
      readonly kind: "deleted"
      readonly topic: string
      readonly code: number
      readonly reason: string
    }

const caip10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/** The namespaces of a settlement, or why they cannot be used. */
export const readNamespaces = (value: unknown): Record<string, SessionNamespace> | string => {
  if (!isRecord(value) || Object.keys(value).length === 0) return "no namespaces"
  const namespaces: Record<string, SessionNamespace> = {}
  for (const [name, entry] of Object.entries(value)) {
    if (
      !isRecord(entry) ||
      !isStrings(entry.accounts) ||
      !isStrings(entry.methods) ||
      !isStrings(entry.events)
    ) {
      return `namespace ${name} lacks accounts, methods or events`
    }
    const wrong = entry.accounts.find(
      (account) => !caip10.test(account) || !account.startsWith(`${name}:`),
    )
    if (wrong !== undefined) return `account ${wrong} is not a ${name} CAIP-10 account`
    namespaces[name] = {
      accounts: entry.accounts,
      methods: entry.methods,
      events: entry.events,
      ...(isStrings(entry.chains) ? { chains: entry.chains } : {}),
    }
  }
  return namespaces
}

/** A peer's metadata, or undefined when it has no name. */
export const readMetadata = (value: unknown): PeerMetadata | undefined => {
  if (!isRecord(value) || typeof value.name !== "string") return undefined
  return {
    name: value.name,
    description: typeof value.description === "string" ? value.description : "",
    url: typeof value.url === "string" ? value.url : "",
    icons: isStrings(value.icons) ? value.icons : [],
  }
}
