import { analyticsEntryMaxBytes } from "../AnalyticsInbox"
import { failed, type OperationHandler } from "../OperationHandler"

/**
 * Keeps the batch's events for `analytics()` and accepts them (204); a batch with an event
 * over `analyticsEntryMaxBytes` is a 413 naming it, and none of it is kept.
 */
export const sendAnalyticsBatch: OperationHandler<"sendAnalyticsBatch"> = async (
  request,
  context,
) => {
  const added = context.inbox.addEvents(request.body)
  if (added._tag === "TooLarge") {
    return failed(
      413,
      `body[${added.index}]`,
      `An analytics event is ${added.bytes} bytes; the sandbox keeps them up to ${analyticsEntryMaxBytes} bytes`,
    )
  }
  return { _tag: "NoContent" }
}
