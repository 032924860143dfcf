import { type Address, type Hex, isHex } from "viem"
import { checkNameRegistration } from "../checkNameRegistration"
import { DevnetNotAnsweringError } from "../DevnetNotAnsweringError"
import { sandboxNameZone } from "../NameRegistry"
import { failed, type OperationHandler } from "../OperationHandler"
import { readDevnet } from "../readDevnet"
import type { ServedDevnet } from "../SandboxDevnet"

type SignatureCheck = "valid" | "wrong signer" | "unreadable"

/**
 * Verifies a personal_sign signature for `address` on its devnet as the real service does,
 * under ERC-6492: an EOA's signature, a deployed contract wallet's (ERC-1271) and an undeployed
 * one's (wrapped with its factory call) all verify. A devnet that does not answer is a 502
 * (viem checks an EOA's signature locally when the chain fails, so that one still verifies).
 */
const verifySignature = async (
  devnet: ServedDevnet,
  request: { readonly address: Address; readonly message: string; readonly signature: string },
): Promise<SignatureCheck> => {
  if (!isHex(request.signature) || request.signature.length <= 2) return "unreadable"
  const signature: Hex = request.signature
  const verified = await readDevnet(devnet, () =>
    devnet.client.verifyMessage({ address: request.address, message: request.message, signature }),
  ).then(
    (valid): SignatureCheck => (valid ? "valid" : "wrong signer"),
    (cause: unknown): SignatureCheck => {
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

/**
 * Registers a name (`POST /v1/profile/account`) after checking it as the real service does:
 * every rule of `checkNameRegistration` (400), then the signature of the message for the
 * address on the chain of the coin type (401). The record lists the address under that coin
 * type; lookups, reverse lookups and identities find it at once.
 */
export const registerProfileAccount: OperationHandler<"registerProfileAccount"> = async (
  request,
  context,
) => {
  const checked = checkNameRegistration(request.body, {
    zone: sandboxNameZone,
    now: context.now(),
    chainOf: (chainId) => context.devnet(`eip155:${chainId}`),
    isRegistered: context.names.isRegistered,
  })
  if (checked._tag === "Failed") return checked
  const signature = await verifySignature(checked.chain, {
    address: checked.address,
    message: checked.message,
    signature: request.body.signature,
  })
  if (signature === "unreadable") {
    return failed(401, "signature", "Signature validation error: Invalid signature")
  }
  if (signature === "wrong signer") {
    return failed(401, "signature", "Signature validation error: Signature verification error")
  }
  const record = context.names.register({
    name: checked.name,
    address: checked.address,
    coinType: checked.coinType,
    attributes: checked.attributes,
    registeredAt: context.now().toISOString(),
  })
  // Another registration of the name won while this one's signature was being checked.
  if (record === undefined) {
    return failed(400, "name", `Name is already registered: ${checked.name}`)
  }
  return { _tag: "Ok", body: record }
}
