// The transfer tests' set-up (not part of the plugin): a node scripted method by method, the
// sandbox's Solana test wallet connected (or a variant of it that only records what it is asked
// to sign and send), and a wire transaction decoded back into its instructions.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import {
  decompileTransactionMessage,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Instruction,
} from "@solana/kit"
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignTransactionInput,
} from "@solana/wallet-standard-features"
import { Effect, Predicate } from "effect"
import {
  type ChainRpc,
  type ConnectedWallet,
  toWalletRequestError,
  type WalletRequestError,
  WalletRpcError,
} from "../../../core"
import { walletStandardConnectors } from "../discovery/walletStandardConnectors"
import {
  connectorContextFor,
  registerSolanaTestWallet,
  registerStandardWallet,
} from "../solanaFixtures"

/** JSON-RPC's "method not found". */
const methodNotFound = -32601

/** One JSON-RPC call the scripted node received. */
export interface SolanaRpcCall {
  readonly method: string
  readonly params: ReadonlyArray<unknown>
}

/** How the scripted node answers a method: a value, or a failure; undefined for none. */
export type RpcScript = Readonly<
  Record<
    string,
    ((params: ReadonlyArray<unknown>) => Effect.Effect<unknown, WalletRequestError>) | undefined
  >
>

/**
 * A node that answers each method as `script` says and "method not found" (-32601) for any
 * other, recording every call in order.
 */
export const scriptedRpc = (script: RpcScript) => {
  const calls: SolanaRpcCall[] = []
  const rpc: ChainRpc = (method, params) =>
    Effect.suspend(() => {
      calls.push({ method, params })
      const answer = script[method]
      return answer === undefined
        ? Effect.fail(
            new WalletRpcError({ code: methodNotFound, message: `Method not found: ${method}` }),
          )
        : answer(params)
    })
  return { rpc, calls }
}

/**
 * A real node's JSON-RPC over fetch at `url`, as the kernel's RPC reaches one: the result, or
 * its JSON-RPC error as a `WalletRpcError` with the node's code and message.
 */
export const fetchRpc =
  (url: string): ChainRpc =>
  (method, params) =>
    Effect.tryPromise({
      try: async () => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
        })
        const body: unknown = await response.json()
        if (Predicate.hasProperty(body, "error")) {
          const { error } = body
          throw new WalletRpcError({
            code: Predicate.hasProperty(error, "code") ? Number(error.code) : 0,
            message: Predicate.hasProperty(error, "message") ? String(error.message) : "",
          })
        }
        return Predicate.hasProperty(body, "result") ? body.result : undefined
      },
      catch: (cause) => toWalletRequestError(method, cause),
    })

/** A value in Solana's `{ context, value }` envelope, as a node answers. */
export const inContext = (value: unknown) =>
  Effect.succeed({ context: { apiVersion: "4.3.0", slot: 7 }, value })

/** A fixed blockhash (base58 of 32 bytes) and the block height it is valid to. */
export const testLifetime = {
  blockhash: base58.encode(Uint8Array.from({ length: 32 }, (_, i) => 200 - i)),
  lastValidBlockHeight: 150,
} as const

/** The address (base58 public key) of the account of a fixed seed. */
export const addressOfSeed = (seed: number): string =>
  base58.encode(ed25519.getPublicKey(Uint8Array.from({ length: 32 }, () => seed)))

/** A transaction message's bytes, decoded: its fee payer, lifetime and instructions. */
export const decodeMessage = (bytes: Uint8Array) => {
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(bytes))
  const instructions: ReadonlyArray<Instruction> = message.instructions
  return {
    version: message.version,
    feePayer: message.feePayer.address,
    lifetime: message.lifetimeConstraint,
    instructions: instructions.map((instruction) => ({
      programAddress: instruction.programAddress,
      accounts: (instruction.accounts ?? []).map((account) => account.address),
      data: Uint8Array.from(instruction.data ?? []),
    })),
  }
}

/** A wire transaction, decoded: its signatures and its message (see {@link decodeMessage}). */
export const decodeWire = (bytes: Uint8Array) => {
  const transaction = getTransactionDecoder().decode(bytes)
  const messageBytes = Uint8Array.from(transaction.messageBytes)
  return { ...decodeMessage(messageBytes), messageBytes, signatures: transaction.signatures }
}

/** A base64 text's bytes (what a node is sent). */
export const base64Bytes = (text: unknown): Uint8Array =>
  Uint8Array.from(getBase64Encoder().encode(String(text)))

/** The session of the Solana wallet listed first, on a site of the Solana devnet and mainnet. */
export const connectListed = async (networks: ReadonlyArray<string>): Promise<ConnectedWallet> => {
  const source = walletStandardConnectors(await connectorContextFor(networks))
  const connector = source.list()[0]
  if (connector === undefined) throw new Error("no wallet listed")
  return Effect.runPromise(connector.connect({ refresh: false, report: () => undefined }))
}

/**
 * The sandbox's Solana test wallet, registered in two forms a dApp meets:
 * - `"signAndSend"`: it signs as the test wallet does and, instead of sending, records the
 *   input and answers the fee payer's signature (what a wallet gives once it has sent);
 * - `"signOnly"`: it has no `solana:signAndSendTransaction`, only `solana:signTransaction`.
 * Give `versions` to have its features declare other transaction versions, `chains` for other
 * chains than the kit's Solana networks' CAIP-2 ids.
 */
export const registerRecordingWallet = (
  form: "signAndSend" | "signOnly",
  versions: ReadonlyArray<"legacy" | 0> = ["legacy", 0],
  chains?: ReadonlyArray<`${string}:${string}`>,
) => {
  const made = registerSolanaTestWallet(chains === undefined ? {} : { chains })
  made.unregister()
  const { wallet } = made
  const sent: SolanaSignAndSendTransactionInput[] = []
  const signed: SolanaSignTransactionInput[] = []
  const signTransaction = wallet.features["solana:signTransaction"]
  const signWithWallet = (...inputs: ReadonlyArray<SolanaSignTransactionInput>) => {
    signed.push(...inputs)
    return signTransaction.signTransaction(...inputs)
  }
  const signAndSendTransaction = async (
    ...inputs: ReadonlyArray<SolanaSignAndSendTransactionInput>
  ) => {
    sent.push(...inputs)
    const outputs = await signTransaction.signTransaction(...inputs)
    return outputs.map(({ signedTransaction }) => {
      const { signatures } = getTransactionDecoder().decode(signedTransaction)
      const first = Object.values(signatures)[0]
      if (first === null || first === undefined) throw new Error("not signed")
      return { signature: Uint8Array.from(first) }
    })
  }
  const features: Record<string, unknown> = {
    ...wallet.features,
    "solana:signTransaction": {
      version: "1.0.0",
      supportedTransactionVersions: versions,
      signTransaction: signWithWallet,
    },
    "solana:signAndSendTransaction":
      form === "signAndSend"
        ? { version: "1.0.0", supportedTransactionVersions: versions, signAndSendTransaction }
        : undefined,
  }
  registerStandardWallet({
    version: wallet.version,
    name: `Recording ${form}`,
    icon: wallet.icon,
    chains: wallet.chains,
    features,
    get accounts() {
      return wallet.accounts
    },
  })
  return { ...made, sent, signed }
}
