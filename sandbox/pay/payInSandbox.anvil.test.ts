// Pay with exchange in the whole sandbox (startSandbox): the API hands out pages of the pay
// page it started (urls.pay), and a payment confirmed there pays on the sandbox's devnet.
import { parseEther } from "viem"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PayUrl } from "../../core/api/generated/schemas"
import { devnetPublicClient } from "../devnet/devnetClients"
import { type Sandbox, startSandbox } from "../startSandbox"

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ projectId: "demo" })
}, 120_000)
afterAll(async () => {
  await sandbox?.stop()
}, 60_000)

it("urls.pay is the pay page; a session the API starts is paid on the devnet when confirmed there", async () => {
  expect(sandbox.urls.pay).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(sandbox.urls.pay).toBe(sandbox.pay.url)
  const [devnet] = sandbox.devnets
  const recipient = "0x00000000000000000000000000000000000fa1d0"
  const asset = `eip155:${devnet.chainId}/slip44:60`
  const listed = await fetch(`${sandbox.urls.api}/v1/pay/exchanges?projectId=demo&asset=${asset}`)
  expect(await listed.json()).toMatchObject({ exchanges: [{ name: "Sandbox Exchange" }], total: 1 })

  const started = await fetch(`${sandbox.urls.api}/v1/pay/sessions?projectId=demo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      exchangeId: "sandbox-exchange",
      asset,
      amount: "0.3",
      recipient: `eip155:${devnet.chainId}:${recipient}`,
    }),
  })
  const { url, sessionId } = (await started.json()) as PayUrl
  expect(url).toBe(`${sandbox.urls.pay}/sessions/${sessionId}`)
  await fetch(`${url}/confirm`, { method: "POST", redirect: "manual" })
  const status = await fetch(`${sandbox.urls.api}/v1/pay/sessions/${sessionId}?projectId=demo`)
  expect(await status.json()).toMatchObject({ status: "SUCCESS" })
  expect(await devnetPublicClient(devnet).getBalance({ address: recipient as `0x${string}` })).toBe(
    parseEther("0.3"),
  )
})
