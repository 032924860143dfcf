import type { HandledOperationId } from "./featureOperations"
import type { OperationHandlers } from "./OperationHandler"
import { buildConvertApprove } from "./operations/buildConvertApprove"
import { buildConvertTransaction } from "./operations/buildConvertTransaction"
import { createPayUrl } from "./operations/createPayUrl"
import { createSiwxNonce } from "./operations/createSiwxNonce"
import { createSiwxSession } from "./operations/createSiwxSession"
import { generateOnrampUrl } from "./operations/generateOnrampUrl"
import { getBalance } from "./operations/getBalance"
import { getConvertAllowance } from "./operations/getConvertAllowance"
import { getConvertGasPrice } from "./operations/getConvertGasPrice"
import { getConvertQuotes } from "./operations/getConvertQuotes"
import { getConvertTokens } from "./operations/getConvertTokens"
import { getFungiblePrice } from "./operations/getFungiblePrice"
import { getHistory } from "./operations/getHistory"
import { getIdentity } from "./operations/getIdentity"
import { getOnrampOptions } from "./operations/getOnrampOptions"
import { getOnrampQuote } from "./operations/getOnrampQuote"
import { getPayStatus } from "./operations/getPayStatus"
import { getProfileAccount } from "./operations/getProfileAccount"
import { getProfileReverse } from "./operations/getProfileReverse"
import { getProfileSuggestions } from "./operations/getProfileSuggestions"
import { getSupportedChains } from "./operations/getSupportedChains"
import { listPayExchanges } from "./operations/listPayExchanges"
import { listSiwxSessions } from "./operations/listSiwxSessions"
import { registerProfileAccount } from "./operations/registerProfileAccount"
import { revokeSiwxSessions } from "./operations/revokeSiwxSessions"
import { sendAnalyticsBatch } from "./operations/sendAnalyticsBatch"
import { sendErrorReport } from "./operations/sendErrorReport"

/**
 * The sandbox's handler of every operation it serves: those that belong to no feature and
 * those of features already built; typed so that an operation added to the contract without a
 * feature and without a handler does not compile.
 */
export const operationHandlers: OperationHandlers<HandledOperationId> = {
  getSupportedChains,
  getIdentity,
  getHistory,
  getBalance,
  getFungiblePrice,
  getProfileAccount,
  getProfileReverse,
  getProfileSuggestions,
  registerProfileAccount,
  createSiwxNonce,
  createSiwxSession,
  listSiwxSessions,
  revokeSiwxSessions,
  getConvertTokens,
  getConvertQuotes,
  getConvertAllowance,
  getConvertGasPrice,
  buildConvertApprove,
  buildConvertTransaction,
  getOnrampOptions,
  getOnrampQuote,
  generateOnrampUrl,
  listPayExchanges,
  createPayUrl,
  getPayStatus,
  sendErrorReport,
  sendAnalyticsBatch,
}
