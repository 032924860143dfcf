import { getAddress, isAddress } from "viem"
import { solanaPublicKey } from "../../plugins/siwx/message/solana/siwsMessage"
import { echoInput } from "./echoInput"
import { type FailedReply, failed } from "./OperationHandler"

/** The address and network a listing or revocation of sign-in sessions is about. */
export interface SiwxSessionQuery {
  readonly _tag: "Query"
  /** A checksummed 0x address, or a base58 Solana address as given (base58 has one spelling). */
  readonly address: string
  /** The CAIP-2 network id. */
  readonly caipNetworkId: string
}

// CAIP-2: a namespace of 3 to 8 characters and a reference of 1 to 32.
const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * Reads the `address` and `caipNetworkId` (CAIP-2) query parameters of the sign-in session
 * calls: on a `solana:` network the address is a base58 Solana address (the 32 bytes of a
 * public key), on any other a 0x address in any letter case; a malformed one is a 400 naming
 * it (spec 5's 'Invalid CAIP-2 network id'). Their presence is checked before, from the
 * contract.
 */
export const parseSiwxSessionQuery = (query: URLSearchParams): SiwxSessionQuery | FailedReply => {
  const address = query.get("address") ?? ""
  const caipNetworkId = query.get("caipNetworkId") ?? ""
  const solana = caipNetworkId.startsWith("solana:")
  if (solana ? solanaPublicKey(address) === undefined : !isAddress(address, { strict: false })) {
    const expected = solana ? " (expected the base58 of a 32-byte Solana public key)" : ""
    return failed(400, "address", `Invalid address: ${echoInput(address)}${expected}`)
  }
  if (!caip2Pattern.test(caipNetworkId)) {
    return failed(400, "caipNetworkId", `Invalid CAIP-2 network id: ${caipNetworkId}`)
  }
  return { _tag: "Query", address: solana ? address : getAddress(address), caipNetworkId }
}
