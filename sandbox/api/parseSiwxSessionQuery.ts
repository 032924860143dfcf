import { type Address, getAddress, isAddress } from "viem"
import { type FailedReply, failed } from "./OperationHandler"

/** The address and network a listing or revocation of sign-in sessions is about. */
export interface SiwxSessionQuery {
  readonly _tag: "Query"
  /** The checksummed 0x address. */
  readonly address: Address
  /** The CAIP-2 network id. */
  readonly caipNetworkId: string
}

// CAIP-2: a namespace of 3 to 8 characters and a reference of 1 to 32.
const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * Reads the `address` (0x, any letter case) and `caipNetworkId` (CAIP-2) query parameters of
 * the sign-in session calls; a malformed one is a 400 naming it (spec 5's 'Invalid CAIP-2
 * network id'). Their presence is checked before, from the contract.
 */
export const parseSiwxSessionQuery = (query: URLSearchParams): SiwxSessionQuery | FailedReply => {
  const address = query.get("address") ?? ""
  if (!isAddress(address, { strict: false })) {
    return failed(400, "address", `Invalid address: ${address}`)
  }
  const caipNetworkId = query.get("caipNetworkId") ?? ""
  if (!caip2Pattern.test(caipNetworkId)) {
    return failed(400, "caipNetworkId", `Invalid CAIP-2 network id: ${caipNetworkId}`)
  }
  return { _tag: "Query", address: getAddress(address), caipNetworkId }
}
