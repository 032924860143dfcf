import type { OperationHandler } from "../OperationHandler"

/** A name's record from the sandbox's registry; `[]` when it is not registered (apiVersion 2). */
export const getProfileAccount: OperationHandler<"getProfileAccount"> = async (
  request,
  context,
) => ({
  _tag: "Ok",
  body: context.names.byName(request.params.name ?? "") ?? [],
})
