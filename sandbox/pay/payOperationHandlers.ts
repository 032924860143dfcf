import type { OperationHandlers } from "../api/OperationHandler"
import { createPayUrlAt } from "../api/operations/createPayUrl"
import { getPayStatusAt } from "../api/operations/getPayStatus"
import { listPayExchangesAt } from "../api/operations/listPayExchanges"
import type { PayPage } from "./startPayPage"

/** The pay operations served with the sandbox exchange's pay `page` (for the API's `handlers`). */
export const payOperationHandlers = (
  page: PayPage,
): OperationHandlers<"listPayExchanges" | "createPayUrl" | "getPayStatus"> => ({
  listPayExchanges: listPayExchangesAt(page),
  createPayUrl: createPayUrlAt(page),
  getPayStatus: getPayStatusAt(page),
})
