import { bytesToHex } from "@noble/hashes/utils"
import type { Address } from "viem"
import { regtestScriptOf } from "./bitcoin/bitcoinAddress"
import type { ServedBitcoinChain } from "./bitcoin/SandboxBitcoinChain"
import { echoInput } from "./echoInput"
import { type FailedReply, failed, type SandboxContext } from "./OperationHandler"
import { readAccountAddress } from "./parseAccountAddress"
import type { ServedDevnet } from "./SandboxDevnet"
import type { ServedSolanaDevnet } from "./solana/SandboxSolanaDevnet"

/** A per-account request's account and the devnets of its family it covers. */
export type AccountDevnets =
  | {
      readonly _tag: "Evm"
      readonly address: Address
      readonly devnets: ReadonlyArray<ServedDevnet>
    }
  | {
      readonly _tag: "Solana"
      /** The base58 public key. */
      readonly address: string
      readonly devnets: ReadonlyArray<ServedSolanaDevnet>
    }
  | {
      readonly _tag: "Bitcoin"
      /** The address as given. */
      readonly address: string
      /** The output script it pays (hex), by which the account's outputs are told apart. */
      readonly scriptHex: string
      readonly devnets: ReadonlyArray<ServedBitcoinChain>
    }

/**
 * A Bitcoin account on the sandbox's Bitcoin chains (all regtest), or a 400 for an address of
 * another Bitcoin network (a `bc1…` or `tb1…` one).
 */
const bitcoinAccount = (
  raw: string,
  address: string,
  chains: ReadonlyArray<ServedBitcoinChain>,
): AccountDevnets | FailedReply => {
  const script = regtestScriptOf(address)
  if (script === undefined) {
    const where = chains.map((chain) => chain.caipNetworkId).join(", ") || "regtest"
    return failed(
      400,
      "address",
      `Invalid address for ${where}: ${echoInput(raw)} is an address of another Bitcoin network (regtest's start with bcrt1, m, n or 2)`,
    )
  }
  return { _tag: "Bitcoin", address, scriptHex: bytesToHex(script), devnets: chains }
}

/**
 * The account of a per-account request (`raw`, plain or CAIP-10, EVM, Solana or Bitcoin) and
 * the devnets it covers: the one of the `chainId` query parameter, else the one of a CAIP-10
 * address, else every devnet of the address's family. A 400 naming the address for one that
 * is not an address (saying what is wrong with a Solana or Bitcoin one) or not one of that
 * network's family (or, for Bitcoin, of another Bitcoin network than regtest), and naming
 * chainId for a network the sandbox does not serve.
 * @example
 * resolveDevnets(context, "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", "eip155:31337")
 * // { _tag: "Evm", address: "0x7099…79C8", devnets: [Foyer Devnet] }
 */
export const resolveDevnets = (
  context: SandboxContext,
  raw: string,
  chainId: string | null,
): AccountDevnets | FailedReply => {
  const account = readAccountAddress(raw)
  if (account._tag === "Invalid") return failed(400, "address", account.description)
  const wanted = chainId ?? account.caipNetworkId
  if (wanted === undefined) {
    return account._tag === "Evm"
      ? { _tag: "Evm", address: account.address, devnets: context.devnets }
      : account._tag === "Solana"
        ? { _tag: "Solana", address: account.address, devnets: context.solanaDevnets }
        : bitcoinAccount(raw, account.address, context.bitcoinChains)
  }
  const evm = context.devnet(wanted)
  const solana = context.solanaDevnet(wanted)
  const bitcoin = context.bitcoinChain(wanted)
  if (evm === undefined && solana === undefined && bitcoin === undefined) {
    return failed(400, "chainId", `Unsupported chain: ${wanted}`)
  }
  if (account._tag === "Evm" && evm !== undefined) {
    return { _tag: "Evm", address: account.address, devnets: [evm] }
  }
  if (account._tag === "Solana" && solana !== undefined) {
    return { _tag: "Solana", address: account.address, devnets: [solana] }
  }
  if (account._tag === "Bitcoin" && bitcoin !== undefined) {
    return bitcoinAccount(raw, account.address, [bitcoin])
  }
  const family = {
    Evm: "an EVM address",
    Solana: "a Solana address",
    Bitcoin: "a Bitcoin address",
  }[account._tag]
  return failed(
    400,
    "address",
    `Invalid address for ${wanted}: ${echoInput(raw)} is ${family}, of another chain family`,
  )
}
