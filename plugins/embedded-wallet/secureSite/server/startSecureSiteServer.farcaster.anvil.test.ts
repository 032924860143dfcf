// The secure site's Farcaster sign-in against the sandbox's own pieces: its stand-in auth relay
// (the real relay's API), a devnet with Farcaster's registries at their canonical addresses, and
// auth-client's real viemConnector reading the fid's custody there. The Farcaster app's approval
// is the relay's authenticate route with a message signed by the sandbox account's custody key.
import { createHash } from "node:crypto"
import { createAppClient, createWalletClient, viemConnector } from "@farcaster/auth-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Anvil, startAnvil } from "../../../../sandbox/devnet/startAnvil"
import { installFarcasterRegistries } from "../../../../sandbox/farcaster/installFarcasterRegistries"
import { sandboxFarcasterAccounts } from "../../../../sandbox/farcaster/SandboxFarcasterAccount"
import { signInAsAccount } from "../../../../sandbox/farcaster/signInAsAccount"
import {
  type FarcasterRelay,
  startFarcasterRelay,
} from "../../../../sandbox/farcaster/startFarcasterRelay"
import { testEpoch } from "../db/secureSiteDatabaseFixtures"
import { useSecureSite } from "./secureSiteServerFixtures"

const relayKey = "f".repeat(64)
let anvil: Anvil | undefined
let relay: FarcasterRelay | undefined
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31_438, accounts: 1 })
  await installFarcasterRegistries(anvil, sandboxFarcasterAccounts)
  relay = await startFarcasterRelay({ relayKey })
}, 60_000)
afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
})

const secret = Buffer.alloc(32, 12).toString("base64url")
const binding = createHash("sha256").update(Buffer.alloc(32, 12)).digest("base64url")

const harness = useSecureSite(() => ({
  farcasterLogin: {
    relayUrl: relay?.url ?? "",
    rpcUrl: anvil?.rpcUrl ?? "",
    sealKey: new Uint8Array(32).fill(13),
    siteOrigin: (serverUrl) => serverUrl.replace("//127.0.0.1:", "//localhost:"),
  },
}))

/** The Farcaster app's side: reads the channel's parameters and approves as `account`. */
const approveAs = async (url: string, account = sandboxFarcasterAccounts[0]) => {
  if (account === undefined || relay === undefined) throw new Error("no sandbox account")
  const channelToken = new URL(url).searchParams.get("channelToken") ?? ""
  const app = createAppClient({
    relay: relay.url,
    ethereum: viemConnector({ rpcUrl: anvil?.rpcUrl }),
  })
  const pending = await app.status({ channelToken })
  if (pending.isError) throw pending.error ?? new Error("no status")
  const completion = await signInAsAccount(pending.data.signatureParams, account)
  const wallet = createWalletClient({
    relay: relay.url,
    ethereum: viemConnector({ rpcUrl: anvil?.rpcUrl }),
  })
  const approved = await wallet.authenticate({
    channelToken,
    authKey: relayKey,
    message: completion.message,
    signature: completion.signature,
    fid: completion.fid,
    authMethod: "custody",
    ...(completion.username === undefined ? {} : { username: completion.username }),
  })
  if (approved.isError) throw approved.error ?? new Error("not approved")
  return account
}

describe("the secure site's Farcaster sign-in on the sandbox's relay and devnet registries", () => {
  it("a sandbox account's approval, verified against its custody on the devnet, opens a session; the same account signs in as the same user; a replay is refused", async () => {
    harness.advance(Date.now() - testEpoch)
    const origin = harness.site().url
    const signIn = async () => {
      const started = await harness.request("/v1/farcaster/start", {
        json: { binding },
        headers: { origin },
      })
      expect(started.status).toBe(200)
      const { url, attempt } = started.body as { url: string; attempt: string }
      const pending = await harness.request("/v1/farcaster/connect", {
        json: { attempt, secret },
        headers: { origin },
      })
      expect([pending.status, pending.body]).toEqual([202, { state: "pending" }])
      const account = await approveAs(url)
      const connected = await harness.request("/v1/farcaster/connect", {
        json: { attempt, secret },
        headers: { origin },
      })
      expect(connected.status).toBe(200)
      expect(connected.body).toMatchObject({ email: null, userName: account.username })
      const replay = await harness.request("/v1/farcaster/connect", {
        json: { attempt, secret },
        headers: { origin },
      })
      expect([replay.status, (replay.body as { error: { reason: string } }).error.reason]).toEqual([
        400,
        "channel_closed",
      ])
      return connected.body as { token: string; userId: string }
    }
    const first = await signIn()
    const second = await signIn()
    expect(second.userId).toBe(first.userId)
    const session = await harness.request("/v1/session", {
      headers: { authorization: `Bearer ${second.token}` },
    })
    expect(session.body).toEqual({ userId: first.userId, email: null })
  })
})
