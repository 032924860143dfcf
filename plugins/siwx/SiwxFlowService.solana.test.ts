// The sign-in flow of spec 4 for a Solana account (issue 36 item 2, Sign-In With Solana): the
// kit's layer and hooks on the sign-in test kernel, the active network the sandbox's Solana
// devnet, and the wallet the sandbox's Foyer Solana Test Wallet (Wallet Standard only), asked
// with solana:signMessage as the kit's Solana adapter asks it, its ed25519 signature in base58.
import { base58 } from "@scure/base"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { afterEach, describe, expect, it } from "vitest"
import {
  type CaipNetwork,
  foyerSolanaDevnet,
  type StorageBackend,
  solanaDevnet,
  UserRejectedRequestError,
} from "../../core"
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
} from "../../sandbox/solanaWallet/createSolanaTestWallet"
import { solanaTestSeeds } from "../solana/solanaFixtures"
import { defaultSiwxStatement } from "./SiwxPluginOptions"
import { makeSiwxTestKernel, type SiwxTestKernelOptions, testPage } from "./siwxTestKernel"

// Nothing is sent over a network here: the signature needs no node, and the wallet only signs.
const devnet = foyerSolanaDevnet("http://127.0.0.1:9/")
const reference = devnet.caipNetworkId.slice("solana:".length)
const now = Date.parse("2026-03-01T12:00:00Z")
const encoder = new TextEncoder()

const kernels: Array<ReturnType<typeof makeSiwxTestKernel>> = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.dispose()
})

/**
 * The Foyer Solana Test Wallet, connected to the site, signing text with `solana:signMessage`
 * on account `index` (the Solana adapter's ask: the UTF-8 bytes, the signature back in base58).
 */
const solanaWallet = async (index = 0) => {
  const made: SolanaTestWallet = createSolanaTestWallet({
    secretKeys: solanaTestSeeds,
    rpcUrl: "http://127.0.0.1:9/",
    chains: [devnet.caipNetworkId, solanaDevnet.caipNetworkId],
  })
  made.control.setAccount(index)
  const { accounts } = await made.wallet.features["standard:connect"].connect()
  const account = accounts[0]
  if (account === undefined) throw new Error("the Solana test wallet gave no account")
  const asked: Array<string> = []
  return {
    ...made,
    address: account.address,
    asked,
    signMessage: (message: string) => {
      asked.push(message)
      return Effect.promise(async () => {
        const [output] = await made.wallet.features["solana:signMessage"].signMessage({
          account,
          message: encoder.encode(message),
        })
        return base58.encode(output?.signature ?? new Uint8Array())
      })
    },
  }
}

const start = async (
  wallet: Awaited<ReturnType<typeof solanaWallet>>,
  options: Partial<SiwxTestKernelOptions> = {},
  networks: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>] = [devnet, solanaDevnet],
) => {
  const kernel = makeSiwxTestKernel({
    networks,
    rpcUrl: () => "http://127.0.0.1:9/",
    address: wallet.address,
    signMessage: wallet.signMessage,
    ...options,
  })
  kernels.push(kernel)
  await kernel.run(TestClock.setTime(now))
  return kernel
}

const sign = async (kernel: ReturnType<typeof makeSiwxTestKernel>) =>
  kernel.run((await kernel.flow()).sign)
const storedSessions = (backend: StorageBackend) =>
  JSON.parse(backend.getItem("@foyer/siwx_sessions") ?? "[]") as ReadonlyArray<{
    readonly fields: { readonly accountAddress: string; readonly chainId: string }
    readonly message: string
    readonly signature: string
  }>

describe("Sign-In With Solana after a connect (spec 4, issue 36 item 2)", () => {
  it("after a Solana connect, with no session for the address and network, SIWXSignMessage opens", async () => {
    const wallet = await solanaWallet()
    const kernel = await start(wallet)
    await kernel.connect()
    expect(kernel.shown()).toBe("SIWXSignMessage")
    expect(wallet.asked).toEqual([])
  })

  it("signing creates the Sign-In With Solana message (page domain and uri, statement, the devnet's genesis-hash prefix, nonce, times), the wallet signs it with solana:signMessage, and the verified session is stored; the modal closes and SIWX_AUTH_SUCCESS is emitted", async () => {
    const wallet = await solanaWallet()
    const kernel = await start(wallet)
    await kernel.connect()
    await sign(kernel)
    const nonce = JSON.parse(kernel.backend.getItem("@foyer/siwx_nonce_token") ?? "null")
    const message = [
      `${testPage.host} wants you to sign in with your Solana account:`,
      wallet.address,
      "",
      defaultSiwxStatement,
      "",
      `URI: ${testPage.href}`,
      "Version: 1",
      `Chain ID: ${reference}`,
      `Nonce: ${nonce}`,
      "Issued At: 2026-03-01T12:00:00.000Z",
      "Expiration Time: 2026-03-08T12:00:00.000Z",
    ].join("\n")
    expect(wallet.asked).toEqual([message])
    expect(wallet.control.requests.map(({ feature, outcome }) => [feature, outcome])).toEqual([
      ["standard:connect", "approved"],
      ["solana:signMessage", "approved"],
    ])
    expect(storedSessions(kernel.backend)).toMatchObject([
      {
        fields: { accountAddress: wallet.address, chainId: devnet.caipNetworkId, nonce },
        message,
      },
    ])
    expect(kernel.shown()).toBeUndefined()
    expect(kernel.events).toEqual([
      { type: "SIWX_AUTH_SUCCESS", address: wallet.address, caipNetworkId: devnet.caipNetworkId },
    ])
    expect((await kernel.flow()).lastNetwork()?.caipNetworkId).toBe(devnet.caipNetworkId)
  })

  it("the session is restored: after a reload with sign-in required nothing is asked and close is allowed", async () => {
    const wallet = await solanaWallet()
    const first = await start(wallet, { required: true })
    await first.connect()
    await sign(first)
    wallet.asked.splice(0)
    const reloaded = await start(wallet, { required: true, backend: first.backend })
    await reloaded.connect({ restored: true })
    expect(reloaded.shown()).toBeUndefined()
    expect(await reloaded.closeRefused()).toBe(false)
    expect(wallet.asked).toEqual([])
  })

  it("a session is per address: the wallet's other account is asked, and one written in another letter case is another account (base58)", async () => {
    const wallet = await solanaWallet()
    const first = await start(wallet)
    await first.connect()
    await sign(first)
    const other = await solanaWallet(1)
    const second = await start(other, { backend: first.backend })
    await second.connect()
    expect(second.shown()).toBe("SIWXSignMessage")
    const recased = { ...wallet, address: wallet.address.toLowerCase() }
    const third = await start(recased, { backend: first.backend })
    await third.connect()
    expect(third.shown()).toBe("SIWXSignMessage")
  })

  it("a session is per network: switching to another Solana network asks again, and signs with its genesis-hash prefix", async () => {
    const wallet = await solanaWallet()
    const kernel = await start(wallet)
    await kernel.connect()
    await sign(kernel)
    kernel.events.splice(0)
    await kernel.run(kernel.networks.change(solanaDevnet))
    expect(kernel.shown()).toBe("SIWXSignMessage")
    await sign(kernel)
    expect(wallet.asked[1]).toContain("\nChain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1\n")
    expect(
      storedSessions(kernel.backend)
        .map((s) => s.fields.chainId)
        .sort(),
    ).toEqual([devnet.caipNetworkId, solanaDevnet.caipNetworkId].sort())
  })

  it("sign failure: the visitor declines; the view stays with the error and SIWX_AUTH_ERROR is emitted", async () => {
    const wallet = await solanaWallet()
    const kernel = await start(wallet, {
      signMessage: () => Effect.fail(new UserRejectedRequestError({})),
    })
    await kernel.connect()
    await sign(kernel)
    expect(kernel.shown()).toBe("SIWXSignMessage")
    expect(kernel.events).toEqual([
      {
        type: "SIWX_AUTH_ERROR",
        address: wallet.address,
        caipNetworkId: devnet.caipNetworkId,
        message: "User rejected the request",
      },
    ])
    expect(storedSessions(kernel.backend)).toEqual([])
  })

  it("sign failure: a signature by another key does not verify (ed25519); no session is stored", async () => {
    const wallet = await solanaWallet()
    const stranger = await solanaWallet(1)
    const kernel = await start(wallet, { signMessage: stranger.signMessage })
    await kernel.connect()
    await sign(kernel)
    expect(kernel.shown()).toBe("SIWXSignMessage")
    expect(kernel.events.map((e) => [e.type, "message" in e ? e.message : ""])).toEqual([
      ["SIWX_AUTH_ERROR", `The signature is not valid for ${wallet.address} and this message`],
    ])
    expect(storedSessions(kernel.backend)).toEqual([])
  })

  it("spec 5: embedded-wallet sign-in applies only to EVM: a Solana account of the embedded wallet is not asked, after a connect nor a network switch", async () => {
    const wallet = await solanaWallet()
    const kernel = await start(wallet, { connectorType: "AUTH" })
    await kernel.connect({ connectorType: "AUTH" })
    expect(kernel.shown()).toBeUndefined()
    await kernel.run(kernel.networks.change(solanaDevnet))
    expect(kernel.shown()).toBeUndefined()
  })

  it("spec 5: WalletConnect one-click sign-in stays EVM only: a pairing asking for a Solana chain gets no sign-in request, and a Solana message signed with a pairing is not kept", async () => {
    const wallet = await solanaWallet()
    const kernel = await start(wallet)
    const flow = await kernel.flow()
    expect(await kernel.run(flow.pairingRequest([devnet.caipNetworkId]))).toBeUndefined()
    const nonce = "Kp3x9QwZ2mAb"
    await kernel.run(
      flow.acceptPairing([
        {
          address: wallet.address,
          caipNetworkId: devnet.caipNetworkId,
          message: `${testPage.host} wants you to sign in with your Solana account:\n${wallet.address}\n\nURI: ${testPage.href}\nVersion: 1\nChain ID: ${reference}\nNonce: ${nonce}\nIssued At: 2026-03-01T12:00:00.000Z`,
          signature: base58.encode(new Uint8Array(64)),
        },
      ]),
    )
    expect(kernel.events.map((e) => [e.type, "message" in e ? e.message : ""])).toEqual([
      [
        "SIWX_AUTH_ERROR",
        `Invalid sign-in message: '${devnet.caipNetworkId}' is not an EVM network of this site (one-click sign-in is EVM only)`,
      ],
    ])
    expect(storedSessions(kernel.backend)).toEqual([])
  })
})
