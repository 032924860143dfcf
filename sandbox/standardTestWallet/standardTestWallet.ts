import type {
  IdentifierString,
  Wallet,
  WalletIcon,
  WalletWithFeatures,
} from "@wallet-standard/base"
import type { StandardDisconnectFeature, StandardEventsFeature } from "@wallet-standard/features"
import type { TestWalletBehaviour, TestWalletDecision } from "../wallet/createTestWallet"
import type {
  StandardTestWalletRequest,
  StandardTestWalletRequests,
} from "./StandardTestWalletRequests"
import type { StandardTestWalletKey, StandardTestWalletSession } from "./StandardTestWalletSession"
import type { StandardTestWalletState } from "./StandardTestWalletState"

/** The handle tests (and people at the console) drive a test wallet whose features are `Feature` with. */
export interface StandardTestWalletControl<Feature extends string> {
  /** Sets how the visitor answers `feature` from now on (approve, reject, or after a delay). */
  setBehaviour(feature: Feature, behaviour: TestWalletBehaviour): void
  /** Ends the wait of every delayed request of `feature` now, approving or rejecting it. */
  release(feature: Feature, decision?: TestWalletDecision): void
  /** The visitor picks another account: a `change` event with it, when the site is connected. */
  setAccount(index: number): void
  /** The visitor disconnects the site inside the wallet: a `change` event with no accounts. */
  disconnect(): void
  /** Forgets the request log. */
  clearRequests(): void
  /** Every request so far, oldest first (a copy). */
  readonly requests: ReadonlyArray<StandardTestWalletRequest<Feature>>
  /** The addresses of the wallet's accounts, in order. */
  readonly addresses: ReadonlyArray<string>
  /** The chains the wallet declares. */
  readonly chains: ReadonlyArray<IdentifierString>
  /** The wallet's current state (a copy). */
  readonly state: StandardTestWalletState
}

/** A test wallet: the Wallet Standard wallet a page registers and its control handle. */
export interface StandardTestWallet<Features extends Wallet["features"], Feature extends string> {
  readonly wallet: WalletWithFeatures<Features>
  readonly control: StandardTestWalletControl<Feature>
}

/**
 * The features every test wallet has alike: `standard:events` tells the session's account
 * changes, and `standard:disconnect` ends the authorisation (logged; asking the visitor first
 * only when `disconnectAsks`).
 */
export const standardSessionFeatures = (
  session: Pick<StandardTestWalletSession<StandardTestWalletKey>, "revoke" | "onChange">,
  requests: Pick<StandardTestWalletRequests<"standard:disconnect">, "run">,
  disconnectAsks: boolean,
): StandardDisconnectFeature & StandardEventsFeature => ({
  "standard:disconnect": {
    version: "1.0.0",
    disconnect: () => requests.run("standard:disconnect", {}, session.revoke, disconnectAsks),
  },
  "standard:events": {
    version: "1.0.0",
    on: (event, listener) => (event === "change" ? session.onChange(listener) : () => {}),
  },
})

/** What a test wallet is made of: its chain's features over the shared session and request log. */
export interface StandardTestWalletParts<
  Features extends Wallet["features"],
  Feature extends string,
  Key extends StandardTestWalletKey,
> {
  readonly name: string
  readonly icon: WalletIcon
  readonly chains: ReadonlyArray<IdentifierString>
  readonly features: Features
  readonly keys: ReadonlyArray<Key>
  readonly session: StandardTestWalletSession<Key>
  readonly requests: StandardTestWalletRequests<Feature>
}

/**
 * The Wallet Standard wallet (version 1.0.0, its accounts the session's authorised ones) and
 * the control handle of a test wallet, from its parts.
 */
export const standardTestWallet = <
  Features extends Wallet["features"],
  Feature extends string,
  Key extends StandardTestWalletKey,
>(
  parts: StandardTestWalletParts<Features, Feature, Key>,
): StandardTestWallet<Features, Feature> => {
  const { session, requests, chains } = parts
  const wallet: WalletWithFeatures<Features> = {
    version: "1.0.0",
    name: parts.name,
    icon: parts.icon,
    chains,
    features: parts.features,
    get accounts() {
      return session.authorized()
    },
  }

  const control: StandardTestWalletControl<Feature> = {
    setBehaviour: requests.setBehaviour,
    release: requests.release,
    setAccount: session.setAccount,
    disconnect: session.revoke,
    clearRequests: requests.clear,
    get requests() {
      return requests.requests()
    },
    addresses: parts.keys.map((key) => key.address),
    chains,
    get state() {
      return session.state()
    },
  }

  return { wallet, control }
}
