import type { PayPage } from "../../pay/startPayPage"
import { failed, type OperationHandler } from "../OperationHandler"

/**
 * GET /v1/pay/sessions/{sessionId}: a session of the sandbox exchange's pay `page` as it
 * stands (IN_PROGRESS, then SUCCESS with its transaction or FAILED); an unknown one is a 404.
 */
export const getPayStatusAt =
  (page: PayPage | undefined): OperationHandler<"getPayStatus"> =>
  async (request) => {
    const id = request.params.sessionId ?? ""
    const session = page?.sessions.get(id)
    if (session === undefined) return failed(404, "sessionId", `Unknown pay session: ${id}`)
    return {
      _tag: "Ok",
      body: {
        status: session.status,
        ...(session.txHash === undefined ? {} : { txHash: session.txHash }),
      },
    }
  }

/** The API's own handler, without a page (no session is known). */
export const getPayStatus = getPayStatusAt(undefined)
