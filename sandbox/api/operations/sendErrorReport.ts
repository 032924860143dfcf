import type { OperationHandler } from "../OperationHandler"

/** Keeps the error report for `analytics()` and accepts it (204). */
export const sendErrorReport: OperationHandler<"sendErrorReport"> = async (request, context) => {
  context.inbox.addErrorReport(request.body)
  return { _tag: "NoContent" }
}
