import { type Address, type Hex, isHex } from "viem"
import { DevnetNotAnsweringError } from "./DevnetNotAnsweringError"
import { readDevnet } from "./readDevnet"
import type { ServedDevnet } from "./SandboxDevnet"

/** What checking a signature on a devnet found. */
export type DevnetSignatureCheck = "valid" | "wrong signer" | "unreadable"

/**
 * Verifies a personal_sign signature for `address` on its devnet as the real service does,
 * under ERC-6492: an EOA's signature, a deployed contract wallet's (ERC-1271) and an undeployed
 * one's (wrapped with its factory call) all verify. A devnet that does not answer throws
 * `DevnetNotAnsweringError`, a 502 (viem checks an EOA's signature locally when the chain
 * fails, so that one still verifies).
 * @example
 * const check = await verifyDevnetSignature(devnet, { address, message, signature })
 */
export const verifyDevnetSignature = async (
  devnet: ServedDevnet,
  request: { readonly address: Address; readonly message: string; readonly signature: string },
): Promise<DevnetSignatureCheck> => {
  if (!isHex(request.signature) || request.signature.length <= 2) return "unreadable"
  const signature: Hex = request.signature
  const verified = await readDevnet(devnet, () =>
    devnet.client.verifyMessage({ address: request.address, message: request.message, signature }),
  ).then(
    (valid): DevnetSignatureCheck => (valid ? "valid" : "wrong signer"),
    (cause: unknown): DevnetSignatureCheck => {
      if (cause instanceof DevnetNotAnsweringError) throw cause
      return "unreadable"
    },
  )
  // viem counts a failed verification call as an invalid signature, so a devnet that does not
  // answer would look like a wrong signer: make sure the chain answered before saying so.
  if (verified === "wrong signer") {
    await readDevnet(devnet, () => devnet.client.getBlockNumber({ cacheTime: 0 }))
  }
  return verified
}
