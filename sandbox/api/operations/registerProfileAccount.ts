import { checkNameRegistration } from "../checkNameRegistration"
import { sandboxNameZone } from "../NameRegistry"
import { failed, type OperationHandler } from "../OperationHandler"
import { verifyDevnetSignature } from "../verifyDevnetSignature"

/** The description of the 507 for a registration once the registry holds all it may. */
export const nameRegistryFullDescription = (capacity: number): string =>
  `The sandbox's name registry is full (${capacity} names): restart the sandbox to register more`

/**
 * Registers a name (`POST /v1/profile/account`) after checking it as the real service does:
 * every rule of `checkNameRegistration` (400), then the signature of the message for the
 * address on the chain of the coin type (401). The record lists the address under that coin
 * type; lookups, reverse lookups and identities find it at once. Once the registry holds its
 * capacity of registered names, a registration is a 507.
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
  const signature = await verifyDevnetSignature(checked.chain, {
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
  const outcome = context.names.register({
    name: checked.name,
    address: checked.address,
    coinType: checked.coinType,
    attributes: checked.attributes,
    registeredAt: context.now().toISOString(),
  })
  switch (outcome._tag) {
    case "Registered":
      return { _tag: "Ok", body: outcome.record }
    case "Taken":
      // Another registration of the name won while this one's signature was being checked.
      return failed(400, "name", `Name is already registered: ${checked.name}`)
    case "Full":
      // 507 Insufficient Storage: the request is fine, the sandbox will not keep more.
      return failed(507, "name", nameRegistryFullDescription(context.names.capacity))
  }
}
