import { failed, type OperationHandler } from "../OperationHandler"
import { parseAccountAddress } from "../parseAccountAddress"

/** The records of every name of an address; `[]` when it has none (apiVersion 2). */
export const getProfileReverse: OperationHandler<"getProfileReverse"> = async (
  request,
  context,
) => {
  const raw = request.params.address ?? ""
  const account = parseAccountAddress(raw)
  if (account === undefined) return failed(400, "address", `Invalid address: ${raw}`)
  return { _tag: "Ok", body: context.names.byAddress(account.address) }
}
