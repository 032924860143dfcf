import { failed, type OperationHandler } from "../OperationHandler"
import { readAccountAddress } from "../parseAccountAddress"

/**
 * The name and avatar of an address from the sandbox's registry; nulls when it has none. The
 * registry names EVM accounts (its names are registered with EVM signatures), so a Solana
 * address, which the kit asks about for a connected Solana account, has none.
 */
export const getIdentity: OperationHandler<"getIdentity"> = async (request, context) => {
  const account = readAccountAddress(request.params.address ?? "")
  if (account._tag === "Invalid") return failed(400, "address", account.description)
  const identity = account._tag === "Evm" ? context.names.identity(account.address) : undefined
  return {
    _tag: "Ok",
    body: {
      name: identity?.name ?? null,
      avatar: identity?.avatar ?? null,
      resolvedAt: new Date().toISOString(),
    },
  }
}
