import type { Hex } from "viem"
import { describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { walletConnectWalletTestSetup } from "../../../sandbox/walletConnectWallet/walletConnectWalletTestSetup"
import { memoryBackend, type StorageBackend } from "../../storage/Storage"
import { inTestScope } from "./protocol/scopeTestHarness"
import { signedBy } from "./protocol/signatureTestHarness"
import { openSignClientProvider, type ScopedWalletConnectProvider } from "./signClientProvider"

const projectId = "sign-client-provider-test"
const { sandbox, start } = walletConnectWalletTestSetup({ projectId, accounts: 1 })

const chains = ["eip155:31337", "eip155:31338"]

/** A provider on `storage` (a page; the same storage again is a reload), reads at the devnets. */
const openProvider = (storage: StorageBackend): Promise<ScopedWalletConnectProvider> => {
  return inTestScope(
    openSignClientProvider({
      projectId,
      relayUrl: sandbox().urls.relay,
      metadata: { name: "Provider test", description: "", url: "http://127.0.0.1", icons: [] },
      storage,
      rpcUrls: Object.fromEntries(
        sandbox().devnets.map((devnet) => [`eip155:${devnet.chainId}`, devnet.rpcUrl]),
      ),
      WebSocket: WebSocket as never,
    }),
  )
}

/** Connects `provider`, giving the shown URI to the wallet. */
const connect = async (
  provider: ScopedWalletConnectProvider,
  pair: (uri: string) => Promise<unknown>,
  extra: Partial<Parameters<ScopedWalletConnectProvider["connect"]>[0]> = {},
) => {
  const shown = new Promise<string>((resolve) =>
    provider.on("display_uri", ((uri: string) => resolve(uri)) as never),
  )
  const paired = provider.connect({ chains, ...extra })
  await pair(await shown)
  return paired
}

/** Records the provider's events of `name`. */
const heard = (provider: ScopedWalletConnectProvider, name: string) => {
  const seen: Array<unknown> = []
  provider.on(name, ((value: unknown) => seen.push(value)) as never)
  return seen
}

const hello = "0x68656c6c6f" as Hex

describe("the kit's WalletConnect provider over Foyer's own client", () => {
  it("connects: accounts and chain as EIP-1193 answers, a signature from the wallet, a read from the chain's RPC URL, a switch within the session here", async () => {
    const { wallet } = await start({ policy: { sessions: "approve", requests: "approve" } })
    const provider = await openProvider(memoryBackend())
    const { session, signed } = await connect(provider, (uri) => wallet.pair(uri))
    expect(session.namespaces.eip155?.accounts).toEqual(chains.map((c) => `${c}:${wallet.address}`))
    expect([session.requestedChains, signed]).toEqual([chains, []])
    expect(await provider.request({ method: "eth_accounts" })).toEqual([wallet.address])
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69")
    const signature = await provider.request({
      method: "personal_sign",
      params: [hello, wallet.address],
    })
    expect(await signedBy(wallet.address, { raw: hello }, signature)).toBe(true)
    expect(
      await provider.request({ method: "eth_getBalance", params: [wallet.address, "latest"] }),
    ).toMatch(/^0x[0-9a-f]+$/)

    const changed = heard(provider, "chainChanged")
    await provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x7a6a" }],
    })
    expect(changed).toEqual(["0x7a6a"])
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a6a")
    expect(wallet.requests).toEqual([])
  })

  it("one-click auth: the wallet signs the kit's sign-in on each chain (CAIP-122 with its statement, expiry and resources), and each message given back verifies against its signer", async () => {
    const { wallet } = await start({ policy: { sessions: "approve" } })
    const provider = await openProvider(memoryBackend())
    const signIn = {
      domain: "app.test",
      uri: "https://app.test/",
      nonce: "n0nce1234",
      statement: "Sign in to the test app",
      expirationTime: "2030-01-01T00:00:00.000Z",
      resources: ["https://app.test/terms"],
    }
    const { session, signed } = await connect(provider, (uri) => wallet.pair(uri), { signIn })
    expect(signed.map(({ caipNetworkId, address }) => [caipNetworkId, address])).toEqual(
      chains.map((chain) => [chain, wallet.address]),
    )
    for (const each of signed) {
      expect(each.message.split("\n")).toEqual(
        expect.arrayContaining([
          "app.test wants you to sign in with your Ethereum account:",
          wallet.address,
          expect.stringMatching(/^Sign in to the test app I further authorize the stated URI/),
          "URI: https://app.test/",
          `Chain ID: ${each.caipNetworkId.split(":")[1]}`,
          "Nonce: n0nce1234",
          "Expiration Time: 2030-01-01T00:00:00.000Z",
          "- https://app.test/terms",
        ]),
      )
      expect(await signedBy(wallet.address, each.message, each.signature)).toBe(true)
    }
    expect(session.topic).toBe(wallet.sessions[0]?.topic)
  })

  it("a reload restores the session and its chain from storage; the wallet's disconnect ends it with a disconnect event", async () => {
    const { wallet } = await start({ policy: { sessions: "approve", requests: "approve" } })
    const storage = memoryBackend()
    const first = await openProvider(storage)
    await connect(first, (uri) => wallet.pair(uri))
    await first.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a6a" }] })

    const reloaded = await openProvider(storage)
    expect(reloaded.session?.topic).toBe(first.session?.topic)
    expect(await reloaded.request({ method: "eth_chainId" })).toBe("0x7a6a")
    expect(
      await reloaded.request({ method: "personal_sign", params: [hello, wallet.address] }),
    ).toMatch(/^0x[0-9a-f]+$/)

    const disconnected = heard(reloaded, "disconnect")
    await wallet.disconnect()
    await expect.poll(() => disconnected.length).toBe(1)
    expect(reloaded.session).toBeUndefined()
  })

  it("a wallet that rejects fails connect with its code; an aborted pairing fails connect, and the next pairing reaches the wallet", async () => {
    const { wallet } = await start({ policy: { sessions: "reject" } })
    const provider = await openProvider(memoryBackend())
    await expect(connect(provider, (uri) => wallet.pair(uri))).rejects.toMatchObject({
      code: 5000,
    })
    const shown = new Promise<string>((resolve) => provider.on("display_uri", resolve as never))
    const aborted = provider.connect({ chains })
    const abortedUri = await shown
    provider.abortPairingAttempt()
    await expect(aborted).rejects.toThrow("Stopped before the wallet answered")
    expect(provider.session).toBeUndefined()
    // A new pairing: a new URI, which the wallet answers (here with its refusal).
    const next = connect(provider, async (uri) => {
      expect(uri).not.toBe(abortedUri)
      await wallet.pair(uri)
    })
    await expect(next).rejects.toMatchObject({ code: 5000 })
  })
})
