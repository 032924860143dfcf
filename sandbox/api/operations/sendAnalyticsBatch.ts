import type { OperationHandler } from "../OperationHandler"

/** Keeps the batch's events for `analytics()` and accepts them (204). */
export const sendAnalyticsBatch: OperationHandler<"sendAnalyticsBatch"> = async (
  request,
  context,
) => {
  context.inbox.addEvents(request.body)
  return { _tag: "NoContent" }
}
