import { base64, hex } from "@scure/base"
import { Effect, Option, Predicate } from "effect"
import {
  type ChainAdapter,
  type ConnectedWallet,
  methodNotSupportedCode,
  type WalletConnectHandle,
  type WalletConnectNamespace,
  WalletRequestFailedError,
  WalletRpcError,
  walletConnectHandleOf,
} from "../../core"
import { isBitcoinAddress, sameBitcoinAddress } from "./bitcoinAddress"

/**
 * What a WalletConnect session asks a wallet for in the bip122 namespace, as WalletConnect's
 * Bitcoin RPC reference names them: the account's addresses, signing a message, a transfer,
 * signing a PSBT; and the wallet telling that its addresses changed.
 */
export const bitcoinWalletConnectNamespace: WalletConnectNamespace = {
  methods: ["getAccountAddresses", "signMessage", "sendTransfer", "signPsbt"],
  events: ["bip122_addressesChanged"],
}

/**
 * The WalletConnect handle of a Bitcoin wallet's session. Handed another wallet it throws: the
 * kernel asks the Bitcoin adapter about Bitcoin wallets only, and this plugin's Bitcoin wallets
 * are WalletConnect sessions, so that would be a defect.
 */
const handleOf = (wallet: ConnectedWallet): WalletConnectHandle => {
  const handle = wallet.namespace === "bip122" ? walletConnectHandleOf(wallet) : undefined
  if (handle !== undefined) return handle
  throw new Error(`The ${wallet.namespace} wallet ${wallet.info.id} has no Bitcoin session`)
}

/** Bytes in a Bitcoin signed message's compact signature: header, r, s. */
const compactSignatureLength = 65

/**
 * The signature in a `signMessage` answer (`{ address, signature, messageHash? }`) as Bitcoin
 * writes signed messages, base64 of the 65-byte compact signature. WalletConnect's Bitcoin
 * reference has wallets answer it in hex (without 0x); a wallet answering base64 already is
 * taken as it is. Anything else is no signature.
 */
const signatureIn = (answer: unknown): string | undefined => {
  if (!Predicate.hasProperty(answer, "signature") || typeof answer.signature !== "string") {
    return undefined
  }
  const text = answer.signature
  try {
    const bytes = /^[0-9a-fA-F]+$/.test(text) ? hex.decode(text.toLowerCase()) : base64.decode(text)
    return bytes.length === compactSignatureLength ? base64.encode(bytes) : undefined
  } catch {
    return undefined
  }
}

/**
 * The Bitcoin family (`bip122:` chains, named by their genesis block hash prefix) over a
 * WalletConnect session's bip122 namespace.
 * - Segwit addresses compare without case (bech32 is written in one case, either one); base58
 *   ones exactly.
 * - A session tells no accounts or chain without a request: none are reported, so the kit
 *   never holds a request back on them.
 * - A Bitcoin wallet is not asked to switch: the switch succeeds when the session approved an
 *   account on the target chain, and otherwise fails as a wallet that cannot switch chains does
 *   (4200, which the SwitchNetwork view tells as 'Chain switching is not supported by this
 *   wallet.').
 * - Text is signed (for a Bitcoin address only) with the namespace's `signMessage` in the ECDSA protocol (Bitcoin's signed
 *   message, which every Bitcoin wallet and library verifies); the wallet's answer (hex, as the
 *   reference has it, or base64) is given as Bitcoin writes signed messages, base64.
 */
export const bitcoinAdapter: ChainAdapter = {
  namespace: "bip122",
  chainReferenceOf: (network) => network.id,
  sameAddress: sameBitcoinAddress,
  reportedAccounts: () => Effect.succeed(Option.none()),
  reportedChain: () => Effect.succeed(Option.none()),
  switchNetwork: (wallet, target) =>
    Effect.suspend(() =>
      handleOf(wallet).accounts.some((account) => account.startsWith(`${target.caipNetworkId}:`))
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
          : handleOf(wallet).request("signMessage", {
              account: address,
              address,
              message,
              protocol: "ecdsa",
            }),
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
