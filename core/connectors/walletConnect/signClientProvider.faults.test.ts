// What goes wrong between the kit's WalletConnect provider and a wallet, with the sandbox's
// @walletconnect wallet on a relay of the test's own: the relay goes away mid-session, the
// wallet never answers, the relay delivers what no wallet sealed. (An expired proposal:
// protocol/dappSignClient.test.ts, on a test clock.)
import { Effect } from "effect"
import type { Hex } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { type Relay, startRelay } from "../../../sandbox/relay/startRelay"
import { walletConnectWalletTestSetup } from "../../../sandbox/walletConnectWallet/walletConnectWalletTestSetup"
import { memoryBackend } from "../../storage/Storage"
import { generateKeyPair, generateSymKey, sealType0, sealType1 } from "./protocol/envelopeCrypto"
import { generateRelayClientKey, generateRelaySessionId } from "./protocol/relayAuth"
import { openRelayConnection } from "./protocol/relayConnection"
import { inTestScope } from "./protocol/scopeTestHarness"
import { openSignClientProvider, type ScopedWalletConnectProvider } from "./signClientProvider"

const projectId = "sign-client-provider-faults"
const { sandbox, start } = walletConnectWalletTestSetup({ projectId, accounts: 1 })

const relays: Array<Relay> = []
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.stop()
})

const ownRelay = async (port?: number) => {
  const relay = await startRelay(port === undefined ? {} : { port })
  relays.push(relay)
  return relay
}

/** The provider and the sandbox wallet paired through `relay`, the session settled. */
const paired = async (relay: Relay, requests: "approve" | "manual") => {
  const { wallet } = await start({
    relayUrl: relay.url,
    policy: { sessions: "approve", requests },
  })
  const provider = await inTestScope(
    openSignClientProvider({
      projectId,
      relayUrl: relay.url,
      metadata: { name: "Faults test", description: "", url: "http://127.0.0.1", icons: [] },
      storage: memoryBackend(),
      rpcUrls: {},
      WebSocket: WebSocket as never,
    }),
  )
  const shown = new Promise<string>((resolve) => provider.on("display_uri", resolve as never))
  const connected = provider.connect({ chains: [`eip155:${sandbox().devnets[0].chainId}`] })
  await wallet.pair(await shown)
  await connected
  return { wallet, provider }
}

const sign = (provider: ScopedWalletConnectProvider, address: string) =>
  provider.request({ method: "personal_sign", params: ["0x68656c6c6f" as Hex, address] })

describe("the kit's WalletConnect provider when things go wrong", () => {
  it("the relay goes away mid-session and comes back: both sides reconnect, and a request afterwards is answered", async () => {
    const relay = await ownRelay()
    const { wallet, provider } = await paired(relay, "approve")
    await relay.stop()
    await ownRelay(Number(new URL(relay.url).port))
    expect(await sign(provider, wallet.address)).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it("a request the wallet never answers stays pending (the kit's request has no deadline); when the session ends, here or in the wallet, it fails with 7001", async () => {
    const relay = await ownRelay()
    for (const end of ["dApp", "wallet"] as const) {
      const { wallet, provider } = await paired(relay, "manual")
      const unanswered = sign(provider, wallet.address)
      const outcome = unanswered.then(
        () => "answered",
        (error: unknown) => error,
      )
      await wallet.nextRequest()
      if (end === "dApp") await provider.disconnect()
      else await wallet.disconnect()
      expect(await outcome).toMatchObject({ code: 7001 })
      expect(provider.session).toBeUndefined()
    }
  })

  it("what no wallet sealed (not base64, another key, a forged type 1, not JSON-RPC) is dropped: nothing is thrown and the session works", async () => {
    const relay = await ownRelay()
    const { wallet, provider } = await paired(relay, "approve")
    const topic = provider.session?.topic ?? ""
    const raw = await inTestScope(
      openRelayConnection({
        relayUrl: relay.url,
        projectId,
        key: generateRelayClientKey(),
        sessionId: generateRelaySessionId(),
        WebSocket: WebSocket as never,
        onMessage: () => {},
      }),
    )
    const stranger = generateKeyPair()
    const garbage = [
      "not base64 at all!",
      "AA==",
      sealType0(generateSymKey(), '{"id":1,"jsonrpc":"2.0","method":"wc_sessionDelete"}'),
      sealType1(generateSymKey(), stranger.publicKey, '{"id":2,"jsonrpc":"2.0","result":true}'),
    ]
    const events: Array<string> = []
    for (const name of ["disconnect", "accountsChanged", "chainChanged", "session_delete"]) {
      provider.on(name, (() => events.push(name)) as never)
    }
    for (const message of garbage) {
      await Effect.runPromise(raw.publish(topic, message, { ttl: 300, tag: 1108 }))
    }
    expect(await sign(provider, wallet.address)).toMatch(/^0x[0-9a-f]{130}$/)
    expect(events).toEqual([])
    expect(provider.session?.topic).toBe(topic)
  })
})
