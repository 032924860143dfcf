import { failed, type OperationHandler } from "../OperationHandler"
import { parseAccountAddress } from "../parseAccountAddress"

/** The name and avatar of an address from the sandbox's registry; nulls when it has none. */
export const getIdentity: OperationHandler<"getIdentity"> = async (request, context) => {
  const raw = request.params.address ?? ""
  const account = parseAccountAddress(raw)
  if (account === undefined) return failed(400, "address", `Invalid address: ${raw}`)
  const identity = context.names.identity(account.address)
  return {
    _tag: "Ok",
    body: {
      name: identity?.name ?? null,
      avatar: identity?.avatar ?? null,
      resolvedAt: new Date().toISOString(),
    },
  }
}
