// The pay operations of the sandbox API started alone (startSandboxApi, no pay page): the
// exchanges are listed for a served devnet, but a payment cannot start and no session is
// known. With the page (startSandbox), see sandbox/pay/startPayPage.anvil.test.ts.
import { afterAll, beforeAll, expect, it } from "vitest"
import { deriveDevnetAccounts, devnetMnemonic } from "../../devnet/deriveDevnetAccounts"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"
import { payPageMissingDescription } from "./createPayUrl"

let api: SandboxApi
beforeAll(async () => {
  // No chain is read by these calls: the devnet's node need not run.
  api = await startSandboxApi({
    devnets: [
      {
        chainId: 31337,
        rpcUrl: "http://127.0.0.1:9",
        accounts: deriveDevnetAccounts(devnetMnemonic, 4),
        tokens: [],
      },
    ],
  })
})
afterAll(async () => {
  await api?.stop()
})

const failedBody = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})

it("without the pay page, a valid payment is a 503 saying the page is not running", async () => {
  const response = await fetch(`${api.url}/v1/pay/sessions?projectId=p`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      exchangeId: "sandbox-exchange",
      asset: "eip155:31337/slip44:60",
      amount: "1",
      recipient: "eip155:31337:0x000000000000000000000000000000000000dEaD",
    }),
  })
  expect([response.status, await response.json()]).toEqual([
    503,
    failedBody("sandbox", payPageMissingDescription),
  ])
})

it("without the pay page, no session is known (404)", async () => {
  const response = await fetch(`${api.url}/v1/pay/sessions/s1?projectId=p`)
  expect([response.status, await response.json()]).toEqual([
    404,
    failedBody("sessionId", "Unknown pay session: s1"),
  ])
})
