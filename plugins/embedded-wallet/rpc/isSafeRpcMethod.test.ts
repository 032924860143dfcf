import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { RpcMethodNotAllowedError } from "../../../core"
import { checkEmbeddedWalletRpcCall, isSafeRpcMethod, notSafeRpcMethods } from "./isSafeRpcMethod"

describe("isSafeRpcMethod", () => {
  it("not safe: personal_sign, eth_signTypedData_v4, eth_sendTransaction, Solana sign methods, wallet_sendCalls, grant or revoke permissions, eth_sendUserOperation", () => {
    expect(notSafeRpcMethods).toEqual([
      "personal_sign",
      "eth_signTypedData_v4",
      "eth_sendTransaction",
      "solana_signMessage",
      "solana_signTransaction",
      "solana_signAllTransactions",
      "solana_signAndSendTransaction",
      "wallet_sendCalls",
      "wallet_grantPermissions",
      "wallet_revokePermissions",
      "eth_sendUserOperation",
    ])
    for (const method of notSafeRpcMethods) expect(isSafeRpcMethod(method)).toBe(false)
  })

  it("read methods and everything else are safe", () => {
    for (const method of [
      "eth_call",
      "eth_getBalance",
      "eth_chainId",
      "eth_accounts",
      "eth_getTransactionReceipt",
      "eth_estimateGas",
      "eth_sendRawTransaction",
      "wallet_getCapabilities",
      "wallet_getCallsStatus",
      "wallet_getAssets",
    ]) {
      expect(isSafeRpcMethod(method)).toBe(true)
    }
  })
})

describe("checkEmbeddedWalletRpcCall", () => {
  it("not-safe calls are blocked for the embedded wallet with 'Requested RPC call is not allowed'", () => {
    const result = checkEmbeddedWalletRpcCall("personal_sign")
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(result.failure.message).toBe("Requested RPC call is not allowed")
      expect(result.failure.uiMessage).toBe("Action not allowed")
      expect(result.failure.method).toBe("personal_sign")
    }
  })

  it("safe calls go through", () => {
    expect(checkEmbeddedWalletRpcCall("eth_getBalance")).toEqual(Result.succeed("eth_getBalance"))
  })
})
