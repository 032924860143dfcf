import { base64, hex } from "@scure/base"
import { Effect, Option, Predicate } from "effect"
import {
  type CaipNetwork,
  type ChainAdapter,
  type ConnectedWallet,
  methodNotSupportedCode,
  type WalletConnectHandle,
  type WalletRequestError,
  WalletRequestFailedError,
  WalletRpcError,
  walletConnectHandleOf,
  walletStandardRequest,
} from "../../core"
import { isBitcoinAddress, sameBitcoinAddress } from "./bitcoinAddress"
import { type BitcoinStandardHandle, bitcoinStandardHandleOf } from "./bitcoinStandardSession"
import { listsBitcoinNetwork } from "./discovery/bitcoinStandardChains"
import { bitcoinWalletConnectNamespace } from "./discovery/bitcoinWalletConnectNamespace"
import { type SatsConnectHandle, satsConnectHandleOf } from "./satsConnectConnector"
import { satsConnectRequest } from "./satsConnectProvider"

/**
 * How the adapter reaches a Bitcoin wallet's session, by the connector that made it: a
 * WalletConnect session's bip122 namespace, an injected wallet of the Wallet Standard's
 * Bitcoin extension, or an injected sats-connect provider (Xverse's). Handed another wallet it
 * throws: the kernel asks the Bitcoin adapter about Bitcoin wallets only, so that would be a
 * defect.
 */
type BitcoinHandle =
  | { readonly kind: "session"; readonly session: WalletConnectHandle }
  | BitcoinStandardHandle
  | SatsConnectHandle

const handleOf = (wallet: ConnectedWallet): BitcoinHandle => {
  if (wallet.namespace === "bip122") {
    const standard = bitcoinStandardHandleOf(wallet.handle)
    if (standard !== undefined) return standard
    const satsConnect = satsConnectHandleOf(wallet.handle)
    if (satsConnect !== undefined) return satsConnect
    const session = walletConnectHandleOf(wallet)
    if (session !== undefined) return { kind: "session", session }
  }
  throw new Error(`The ${wallet.namespace} wallet ${wallet.info.id} has no Bitcoin session`)
}

/**
 * Whether the session's account is on `target`: a CAIP-10 account of the WalletConnect session,
 * a chain the injected wallet's account lists, or the network the sats-connect account is on.
 */
const servesNetwork = (handle: BitcoinHandle, target: CaipNetwork): boolean => {
  switch (handle.kind) {
    case "session":
      return handle.session.accounts.some((account) =>
        account.startsWith(`${target.caipNetworkId}:`),
      )
    case "bitcoinWalletStandard":
      return listsBitcoinNetwork(handle.account.chains, target)
    case "satsConnect":
      return handle.network.caipNetworkId === target.caipNetworkId
  }
}

/**
 * Asks the session's wallet to sign `message` for `address` (a Bitcoin address): over
 * WalletConnect the namespace's `signMessage` in the ECDSA protocol; an injected wallet with
 * `bitcoin:signMessage` for its account with that address (none: the wallet does not hold it);
 * a sats-connect provider its `signMessage` in the ECDSA protocol.
 */
const askSignature = (
  handle: BitcoinHandle,
  address: string,
  message: string,
): Effect.Effect<unknown, WalletRequestError> => {
  if (handle.kind === "session") {
    return handle.session.request("signMessage", {
      account: address,
      address,
      message,
      protocol: "ecdsa",
    })
  }
  if (handle.kind === "satsConnect") {
    return satsConnectRequest(handle.provider, "signMessage", {
      address,
      message,
      protocol: "ECDSA",
    })
  }
  const account = [...(guardedAccounts(handle.wallet) ?? []), handle.account].find(
    (each) => Predicate.hasProperty(each, "address") && sameBitcoinAddress(each.address, address),
  )
  if (account === undefined) {
    return Effect.fail(
      new WalletRequestFailedError({ method: "bitcoin:signMessage", cause: address }),
    )
  }
  return Effect.map(
    walletStandardRequest(handle.wallet, "bitcoin:signMessage", "signMessage", {
      account,
      message: new TextEncoder().encode(message),
    }),
    (outputs) => (Array.isArray(outputs) ? outputs[0] : undefined),
  )
}

/** The wallet's current accounts, read without asking it; none when reading fails. */
const guardedAccounts = (wallet: BitcoinStandardHandle["wallet"]) => {
  try {
    return wallet.accounts
  } catch {
    return undefined
  }
}

/** Bytes in a Bitcoin signed message's compact signature: header, r, s. */
const compactSignatureLength = 65

/**
 * The signature in a `signMessage` answer (`{ address, signature, messageHash? }`, over
 * WalletConnect or sats-connect) or a
 * `bitcoin:signMessage` output (`{ signedMessage, signature }`) as Bitcoin writes signed
 * messages, base64 of the 65-byte compact signature. WalletConnect's Bitcoin reference has
 * wallets answer it in hex (without 0x), the Wallet Standard as bytes; a wallet answering
 * base64 already is taken as it is. Anything else is no signature.
 */
const signatureIn = (answer: unknown): string | undefined => {
  if (!Predicate.hasProperty(answer, "signature")) return undefined
  const value = answer.signature
  try {
    const bytes =
      value instanceof Uint8Array
        ? value
        : typeof value !== "string"
          ? undefined
          : /^[0-9a-fA-F]+$/.test(value)
            ? hex.decode(value.toLowerCase())
            : base64.decode(value)
    return bytes?.length === compactSignatureLength ? base64.encode(bytes) : undefined
  } catch {
    return undefined
  }
}

/**
 * The Bitcoin family (`bip122:` chains, named by their genesis block hash prefix) over a
 * WalletConnect session's bip122 namespace, an injected wallet of the Wallet Standard's
 * Bitcoin extension or an injected sats-connect provider (one record, dispatching on the
 * session's handle kind).
 * - Segwit addresses compare without case (bech32 is written in one case, either one); base58
 *   ones exactly.
 * - A session tells no accounts or chain without a request: none are reported, so the kit
 *   never holds a request back on them.
 * - A Bitcoin wallet is not asked to switch: the switch succeeds when the session approved an
 *   account on the target chain (the injected wallet's account lists it), and otherwise fails as a wallet that cannot switch chains does
 *   (4200, which the SwitchNetwork view tells as 'Chain switching is not supported by this
 *   wallet.').
 * - Text is signed (for a Bitcoin address only) with the namespace's `signMessage` in the ECDSA
 *   protocol, or the injected wallet's `bitcoin:signMessage` for its account with that address
 *   (Bitcoin's signed message, which every Bitcoin wallet and library verifies); the wallet's
 *   answer (hex, as the reference has it, bytes, or base64) is given as Bitcoin writes signed
 *   messages, base64.
 */
export const bitcoinAdapter: ChainAdapter = {
  namespace: "bip122",
  chainReferenceOf: (network) => network.id,
  sameAddress: sameBitcoinAddress,
  reportedAccounts: () => Effect.succeed(Option.none()),
  reportedChain: () => Effect.succeed(Option.none()),
  switchNetwork: (wallet, target) =>
    Effect.suspend(() =>
      servesNetwork(handleOf(wallet), target)
        ? Effect.void
        : Effect.fail(
            new WalletRpcError({
              code: methodNotSupportedCode,
              message: `The session has no account on ${target.caipNetworkId}.`,
            }),
          ),
    ),
  signMessage: (wallet, address, message) =>
    Effect.flatMap(
      Effect.suspend(() =>
        // The session's accounts are the wallet's word: one that is no Bitcoin address is
        // not handed back to it.
        !isBitcoinAddress(address)
          ? Effect.fail(new WalletRequestFailedError({ method: "signMessage", cause: address }))
          : askSignature(handleOf(wallet), address, message),
      ),
      (answer) => {
        const signature = signatureIn(answer)
        return signature === undefined
          ? Effect.fail(new WalletRequestFailedError({ method: "signMessage", cause: answer }))
          : Effect.succeed(signature)
      },
    ),
  walletConnect: bitcoinWalletConnectNamespace,
}
