/** Test support (not part of the package): checking what a wallet signed. */
import { type Address, type Hex, verifyMessage } from "viem"

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`: a text, or bytes given
 * as `{ raw }` (what personal_sign is sent as hex).
 */
export const signedBy = (
  address: string,
  message: string | { readonly raw: Hex },
  signature: unknown,
): Promise<boolean> =>
  verifyMessage({ address: address as Address, message, signature: signature as Hex })
