import { getAddress, isAddress } from "viem"
import type { CaipNetwork } from "../../core"
import type { PayMessageId } from "./messages/en"
import type { PayRequest } from "./PayRequest"

/** A request the exchanges can be asked about: CAIP ids and the amount as a decimal string. */
export interface ValidPay {
  /** CAIP-19 id of the asset (`<network>/slip44:60` or `<network>/erc20:<address>`). */
  readonly asset: string
  /** CAIP-10 id of the recipient on the asset's network. */
  readonly recipient: string
  /** The amount in whole units, a positive decimal string. */
  readonly amount: string
  readonly symbol: string
  readonly network: CaipNetwork
}

/** Why a request cannot be paid: the message to show and its values. */
export interface PayProblem {
  readonly message: PayMessageId
  readonly values?: Readonly<Record<string, string>>
}

// The EVM native currency's SLIP-44 coin type (ether), as CAIP-19 names it.
const nativeAssetOf = (network: string) => `${network}/slip44:60`

const decimalOf = (amount: number | string): string | undefined => {
  const text =
    typeof amount === "number"
      ? Number.isFinite(amount)
        ? amount.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 })
        : ""
      : amount.trim()
  return /^\d+(\.\d+)?$/.test(text) && /[1-9]/.test(text) ? text : undefined
}

/**
 * Checks what a dApp asked to be paid (EVM now; Solana once Foyer speaks it, issue 17): an
 * asset on one of the kit's EVM networks, a valid recipient address, a positive amount with
 * no more decimals than the asset has.
 * @example
 * validatePayRequest(request, networks) // { asset: "eip155:31337/slip44:60", recipient: "eip155:31337:0x…", … }
 */
export const validatePayRequest = (
  request: PayRequest | undefined,
  networks: ReadonlyArray<CaipNetwork>,
): ValidPay | PayProblem => {
  if (request === undefined) return { message: "pay.noRequest" }
  const { asset, recipient } = request
  const networkId = String(asset?.network ?? "")
  if (networkId.startsWith("solana:")) return { message: "pay.solanaNotYet" }
  const network = networks.find(
    (n) => n.caipNetworkId === networkId && n.chainNamespace === "eip155",
  )
  if (network === undefined) {
    return { message: "pay.unsupportedNetwork", values: { network: networkId } }
  }
  if (typeof recipient !== "string" || !isAddress(recipient, { strict: false })) {
    return { message: "pay.invalidRecipient" }
  }
  const decimals = asset.metadata?.decimals
  const isNative = asset.asset === "native"
  if (
    typeof asset.metadata?.symbol !== "string" ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 36 ||
    (!isNative && !isAddress(asset.asset, { strict: false }))
  ) {
    return { message: "pay.invalidAsset" }
  }
  const amount = decimalOf(request.amount)
  if (amount === undefined || (amount.split(".")[1]?.length ?? 0) > decimals) {
    return { message: "pay.invalidAmount", values: { decimals: String(decimals) } }
  }
  return {
    asset: isNative ? nativeAssetOf(networkId) : `${networkId}/erc20:${getAddress(asset.asset)}`,
    recipient: `${networkId}:${getAddress(recipient)}`,
    amount,
    symbol: asset.metadata.symbol,
    network,
  }
}

/** Whether a validation answered a problem. */
export const isPayProblem = (checked: ValidPay | PayProblem): checked is PayProblem =>
  "message" in checked
