// Issue 30's acceptance for H1: `npm start`, then the request that froze the whole sandbox (a
// one-line sign-in message of repeated 'URI: ', sent as text/plain as any page can with
// `mode: "no-cors"`), then a normal connect in Chromium: the page, the API and the relay answer
// within a second throughout. The second is the issue's own bound, checked by aborting each
// probe after it; how fast parsing is, is checked as linear growth in the hostile suite.
import type { Browser } from "playwright-core"
import { formatEther, parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { siwxLimits } from "../../sandbox/api/siwxLimits"
import { deriveDevnetAccounts, devnetMnemonic } from "../../sandbox/devnet/deriveDevnetAccounts"
import { accountButton, connectTestWallet, stepTimeoutMs } from "./demoPageFlows"
import { launchChromium } from "./launchChromium"
import { type RunningNpmStart, runNpmStart } from "./runNpmStart"
import { testWallet } from "./testWallet"

const projectId = "hostile-signin"
/** An account nothing spends from in this run: anvil's initial 10000 ETH. */
const untouchedAccount = 4
const address = deriveDevnetAccounts(devnetMnemonic, untouchedAccount + 1)[untouchedAccount]
  ?.address as string

/** The bound: each server answers within a second throughout. */
const answerWithinMs = 1_000

describe("npm start under issue 30's H1 request", { timeout: 240_000 }, () => {
  let started: RunningNpmStart | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    started = await runNpmStart(["--project-id", projectId])
    browser = await launchChromium()
  }, 240_000)
  afterAll(async () => {
    await browser?.close()
    if (started?.running() === true) await started.interrupt()
    started?.kill()
  }, 60_000)

  /** The status each server answers with, or "no answer within a second". */
  const probe = async () => {
    if (started === undefined) throw new Error("not started")
    const { urls } = started
    const statusOf = (url: string) =>
      fetch(url, { signal: AbortSignal.timeout(answerWithinMs) }).then(
        (response) => response.status,
        () => "no answer within a second",
      )
    return {
      page: await statusOf(urls.page),
      api: await statusOf(`${urls.api}/v1/supported-chains?projectId=${projectId}`),
      // The relay takes WebSockets only: a plain request is answered 426 Upgrade Required.
      relay: await statusOf(urls.relay.replace(/^ws:/, "http:")),
    }
  }
  const allAnswer = { page: 200, api: 200, relay: 426 }

  it("refuses the 240 KB one-line message at once with a 413, the page, the API and the relay answering within a second throughout, and a visitor then connects", async () => {
    if (started === undefined || browser === undefined) throw new Error("not started")
    const h1 = fetch(`${started.urls.api}/v1/siwx/sessions?projectId=${projectId}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ message: "URI: ".repeat(48_000), signature: "0x01" }),
    })
    // While the request is read and refused, every server answers.
    const during = await Promise.all([probe(), probe(), probe()])
    expect(during).toEqual([allAnswer, allAnswer, allAnswer])
    const refused = await h1
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 413,
      body: {
        status: "FAILED",
        reasons: [
          {
            field: "message",
            description: `The sign-in message is 240000 bytes; the sandbox reads sign-in messages of at most ${siwxLimits.maxMessageBytes} bytes`,
          },
        ],
      },
    })

    // A visitor connects the sandbox wallet in a real browser and sees the devnet balance,
    // the servers still answering meanwhile.
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(started.urls.page)
      await testWallet(page).setAccount(untouchedAccount)
      const [, whileConnecting] = await Promise.all([connectTestWallet(page, address), probe()])
      expect(whileConnecting).toEqual(allAnswer)
      await expect
        .poll(() => accountButton(page, address).textContent(), { timeout: stepTimeoutMs })
        .toContain(`${formatEther(parseEther("10000"))} ETH`)
    } finally {
      await context.close()
    }
    expect(await probe()).toEqual(allAnswer)
    expect(await started.interrupt()).toEqual([0, null])
  })
})
