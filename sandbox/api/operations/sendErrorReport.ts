import { analyticsEntryMaxBytes } from "../AnalyticsInbox"
import { failed, type OperationHandler } from "../OperationHandler"

/**
 * Keeps the error report for `analytics()` and accepts it (204); one over
 * `analyticsEntryMaxBytes` is a 413, and is not kept.
 */
export const sendErrorReport: OperationHandler<"sendErrorReport"> = async (request, context) => {
  const added = context.inbox.addErrorReport(request.body)
  if (added._tag === "TooLarge") {
    return failed(
      413,
      "body",
      `An error report is ${added.bytes} bytes; the sandbox keeps them up to ${analyticsEntryMaxBytes} bytes`,
    )
  }
  return { _tag: "NoContent" }
}
