import { formatMessage } from "@walletconnect/utils"
import { Duration, Effect, Result, Schema } from "effect"
import { TestClock } from "effect/testing"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import {
  AccountState,
  type CaipNetwork,
  Connections,
  foyerDevnet,
  foyerDevnet2,
  type PairingSignInRequest,
  type StorageBackend,
  UserRejectedRequestError,
} from "../../core"
import { type Anvil, startAnvil } from "../../sandbox/devnet/startAnvil"
import { defaultSiwxStatement, SiwxPluginOptions } from "./SiwxPluginOptions"
import type { SiwxSignIn } from "./SiwxSignIn"
import type { SiwxStorage } from "./SiwxStorage"
import { makeSiwxTestKernel, type SiwxTestKernelOptions, testPage } from "./siwxTestKernel"

// The flow of spec 4 on the kit's layer and hooks, with a wallet that signs with a viem local
// account and signatures verified on real nodes: one anvil per network.
let anvils: ReadonlyArray<Anvil> = []
let devnet: CaipNetwork
let devnet2: CaipNetwork
const rpcUrls = new Map<string, string>()

beforeAll(async () => {
  anvils = await Promise.all([
    startAnvil({ chainId: 31337, accounts: 1 }),
    startAnvil({ chainId: 31338, accounts: 1 }),
  ])
  const [first, second] = anvils as [Anvil, Anvil]
  devnet = foyerDevnet(first.rpcUrl)
  devnet2 = foyerDevnet2(second.rpcUrl)
  rpcUrls.set(devnet.caipNetworkId, first.rpcUrl)
  rpcUrls.set(devnet2.caipNetworkId, second.rpcUrl)
}, 60_000)

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
}, 60_000)

const now = Date.parse("2026-03-01T12:00:00Z")
const kernels: Array<ReturnType<typeof makeSiwxTestKernel>> = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.dispose()
})

/** A wallet whose account signs with its key (as a browser wallet would), recording each ask. */
const signer = () => {
  const account = privateKeyToAccount(generatePrivateKey())
  const asked: Array<string> = []
  return {
    account,
    asked,
    signMessage: (message: string) => {
      asked.push(message)
      return Effect.promise(() => account.signMessage({ message }))
    },
  }
}

const start = async (
  wallet: ReturnType<typeof signer>,
  options: Partial<SiwxTestKernelOptions> = {},
) => {
  const kernel = makeSiwxTestKernel({
    networks: [devnet, devnet2],
    rpcUrl: (network) => rpcUrls.get(network.caipNetworkId) ?? "",
    address: wallet.account.address,
    signMessage: wallet.signMessage,
    ...options,
  })
  kernels.push(kernel)
  await kernel.run(TestClock.setTime(now))
  return kernel
}

/** A kernel whose account signed in on the first devnet, its events and calls then cleared. */
const signedIn = async (
  wallet: ReturnType<typeof signer>,
  options: Partial<SiwxTestKernelOptions> = {},
) => {
  const kernel = await start(wallet, options)
  await kernel.connect()
  await kernel.run(Effect.flatMap(Effect.promise(kernel.flow), (flow) => flow.sign))
  expect(kernel.events.map((e) => e.type)).toEqual(["SIWX_AUTH_SUCCESS"])
  kernel.events.splice(0)
  wallet.asked.splice(0)
  return kernel
}

const sign = async (kernel: ReturnType<typeof makeSiwxTestKernel>) =>
  kernel.run((await kernel.flow()).sign)
const cancel = async (kernel: ReturnType<typeof makeSiwxTestKernel>) =>
  kernel.run((await kernel.flow()).cancel)
const storedSessions = (backend: StorageBackend) =>
  JSON.parse(backend.getItem("@foyer/siwx_sessions") ?? "[]") as ReadonlyArray<{
    readonly fields: { readonly accountAddress: string; readonly chainId: string }
  }>

describe("sign-in with the wallet after a connect (spec 4)", { timeout: 30_000 }, () => {
  it("after connect, with no session for the address and network, SIWXSignMessage opens", async () => {
    const wallet = signer()
    const kernel = await start(wallet)
    await kernel.connect()
    expect(kernel.shown()).toBe("SIWXSignMessage")
    expect(wallet.asked).toEqual([])
  })

  it("signing creates the EIP-4361 message (page domain and uri, statement, nonce, issuedAt, expirationTime), the wallet signs it, and the verified session is stored; the modal closes and SIWX_AUTH_SUCCESS is emitted", async () => {
    const wallet = signer()
    const kernel = await start(wallet)
    await kernel.connect()
    await sign(kernel)
    const nonce = JSON.parse(kernel.backend.getItem("@foyer/siwx_nonce_token") ?? "null")
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(wallet.asked).toEqual([
      [
        `${testPage.host} wants you to sign in with your Ethereum account:`,
        wallet.account.address,
        "",
        defaultSiwxStatement,
        "",
        `URI: ${testPage.href}`,
        "Version: 1",
        "Chain ID: 31337",
        `Nonce: ${nonce}`,
        "Issued At: 2026-03-01T12:00:00.000Z",
        "Expiration Time: 2026-03-08T12:00:00.000Z",
      ].join("\n"),
    ])
    expect(storedSessions(kernel.backend).map((s) => s.fields)).toMatchObject([
      { accountAddress: wallet.account.address, chainId: "eip155:31337", nonce },
    ])
    expect(kernel.shown()).toBeUndefined()
    expect(kernel.events).toEqual([
      { type: "SIWX_AUTH_SUCCESS", address: wallet.account.address, caipNetworkId: "eip155:31337" },
    ])
    expect((await kernel.flow()).lastNetwork()?.caipNetworkId).toBe("eip155:31337")
  })

  it("a session exists for the address and network: nothing is asked, also after a reload (the session survives it)", async () => {
    const wallet = signer()
    const first = await signedIn(wallet)
    await first.connect()
    expect(first.shown()).toBeUndefined()
    const reloaded = await start(wallet, { backend: first.backend })
    await reloaded.connect()
    expect(reloaded.shown()).toBeUndefined()
    expect(wallet.asked).toEqual([])
  })

  it("a session ends at its expiration time: after it, connecting asks again", async () => {
    const wallet = signer()
    const kernel = await signedIn(wallet, { options: { sessionLifetimeSeconds: 3600 } })
    await kernel.run(TestClock.adjust(Duration.minutes(59)))
    await kernel.connect()
    expect(kernel.shown()).toBeUndefined()
    await kernel.run(TestClock.adjust(Duration.minutes(1)))
    await kernel.connect()
    expect(kernel.shown()).toBe("SIWXSignMessage")
  })

  it("sign failure: the visitor declines; the sign view stays with the error, SIWX_AUTH_ERROR is emitted, no session is stored", async () => {
    const wallet = signer()
    const kernel = await start(wallet, {
      signMessage: () => Effect.fail(new UserRejectedRequestError({})),
    })
    await kernel.connect()
    await sign(kernel)
    expect(kernel.shown()).toBe("SIWXSignMessage")
    expect((await kernel.flow()).state.getSnapshot()).toEqual({
      _tag: "Failed",
      reason: "User rejected the request",
    })
    expect(kernel.events).toEqual([
      {
        type: "SIWX_AUTH_ERROR",
        address: wallet.account.address,
        caipNetworkId: "eip155:31337",
        message: "User rejected the request",
      },
    ])
    expect(storedSessions(kernel.backend)).toEqual([])
  })

  it("sign failure: a signature by another key fails verification on the node; the view reopens if it was closed", async () => {
    const wallet = signer()
    const stranger = privateKeyToAccount(generatePrivateKey())
    const kernel = await start(wallet, {
      signMessage: (message) => Effect.promise(() => stranger.signMessage({ message })),
    })
    await kernel.connect()
    await kernel.run(kernel.modal.close)
    await sign(kernel)
    expect(kernel.shown()).toBe("SIWXSignMessage")
    expect(kernel.events.map((e) => [e.type, "message" in e ? e.message : ""])).toEqual([
      [
        "SIWX_AUTH_ERROR",
        `The signature is not valid for ${wallet.account.address} and this message`,
      ],
    ])
    expect(storedSessions(kernel.backend)).toEqual([])
  })

  it("a retry after a failure signs in", async () => {
    const wallet = signer()
    let declined = false
    const kernel = await start(wallet, {
      signMessage: (message) => {
        if (declined) return wallet.signMessage(message)
        declined = true
        return Effect.fail(new UserRejectedRequestError({}))
      },
    })
    await kernel.connect()
    await sign(kernel)
    await sign(kernel)
    expect(kernel.events.map((e) => e.type)).toEqual(["SIWX_AUTH_ERROR", "SIWX_AUTH_SUCCESS"])
    expect((await kernel.flow()).state.getSnapshot()).toEqual({ _tag: "Idle" })
  })

  it("switching to a network without a session asks again; back to the signed one asks nothing", async () => {
    const wallet = signer()
    const kernel = await signedIn(wallet)
    await kernel.run(kernel.networks.change(devnet2))
    expect(kernel.shown()).toBe("SIWXSignMessage")
    await kernel.run(kernel.networks.change(devnet))
    expect(kernel.shown()).toBeUndefined()
  })

  it("signing after a network switch signs in on the new network, checked on its node", async () => {
    const wallet = signer()
    const kernel = await signedIn(wallet)
    await kernel.run(kernel.networks.change(devnet2))
    await sign(kernel)
    expect(wallet.asked[0]).toContain("Chain ID: 31338")
    expect(kernel.events.map((e) => [e.type, "caipNetworkId" in e ? e.caipNetworkId : ""])).toEqual(
      [["SIWX_AUTH_SUCCESS", "eip155:31338"]],
    )
    expect(
      storedSessions(kernel.backend)
        .map((s) => s.fields.chainId)
        .sort(),
    ).toEqual(["eip155:31337", "eip155:31338"])
  })

  it("cancel when required switches back to the last authenticated network, which has a session", async () => {
    const wallet = signer()
    const kernel = await signedIn(wallet, { required: true })
    await kernel.run(kernel.networks.change(devnet2))
    await cancel(kernel)
    expect(kernel.calls).toEqual(["switchNetwork eip155:31337"])
    expect(kernel.networks.store.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(
      "eip155:31337",
    )
    expect(kernel.shown()).toBeUndefined()
    expect(kernel.events).toEqual([
      {
        type: "CLICK_CANCEL_SIWX",
        address: wallet.account.address,
        caipNetworkId: "eip155:31338",
        required: true,
      },
    ])
  })

  it("cancel when required without a last authenticated session disconnects", async () => {
    const wallet = signer()
    const kernel = await start(wallet, { required: true })
    await kernel.connect()
    await cancel(kernel)
    expect(kernel.calls).toEqual(["disconnect"])
    expect(kernel.accounts.store.getSnapshot().eip155?.address).toBeUndefined()
    expect(kernel.shown()).toBeUndefined()
    expect(kernel.events.map((e) => e.type)).toEqual(["CLICK_CANCEL_SIWX"])
  })

  it("cancel when required: the wallet refuses to switch back, so the visitor is disconnected", async () => {
    const wallet = signer()
    const kernel = await signedIn(wallet, { required: true, refuseSwitch: true })
    await kernel.run(kernel.networks.change(devnet2))
    await cancel(kernel)
    expect(kernel.calls).toEqual(["switchNetwork eip155:31337", "disconnect"])
  })

  it("cancel when not required just closes", async () => {
    const wallet = signer()
    const kernel = await start(wallet)
    await kernel.connect()
    await cancel(kernel)
    expect(kernel.calls).toEqual([])
    expect(kernel.shown()).toBeUndefined()
    expect(kernel.accounts.store.getSnapshot().eip155?.address).toBe(wallet.account.address)
    expect(kernel.events).toEqual([
      {
        type: "CLICK_CANCEL_SIWX",
        address: wallet.account.address,
        caipNetworkId: "eip155:31337",
        required: false,
      },
    ])
  })

  it("close is refused while sign-in is required and no session exists; allowed once signed in, or when not required", async () => {
    const wallet = signer()
    const required = await start(wallet, { required: true })
    await required.connect()
    expect(await required.closeRefused()).toBe(true)
    await sign(required)
    expect(await required.closeRefused()).toBe(false)
    const optional = await start(signer())
    await optional.connect()
    expect(await optional.closeRefused()).toBe(false)
  })

  it("embedded-wallet sign-in applies only without email capture (spec 5): with it on, neither a connect nor a network switch asks", async () => {
    const withCapture = await start(signer(), { connectorType: "AUTH", emailCapture: true })
    await withCapture.connect({ connectorType: "AUTH" })
    expect(withCapture.shown()).toBeUndefined()
    await withCapture.run(withCapture.networks.change(devnet2))
    expect(withCapture.shown()).toBeUndefined()
    const without = await start(signer(), { connectorType: "AUTH" })
    await without.connect({ connectorType: "AUTH" })
    expect(without.shown()).toBe("SIWXSignMessage")
    const injected = await start(signer(), { emailCapture: true })
    await injected.connect()
    expect(injected.shown()).toBe("SIWXSignMessage")
  })

  it("the wallet switching to another account asks that account's sign-in (a session is per address); back to the signed one asks nothing", async () => {
    const wallet = signer()
    const kernel = await signedIn(wallet)
    const other = privateKeyToAccount(generatePrivateKey()).address
    const useAccount = (address: string) =>
      kernel.accounts.store.update((s) => AccountState.setAccount(s, "eip155", { address }))
    const shows = (view: string | undefined) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (kernel.shown() !== view) return false
          resolve()
          return true
        }
        if (!check()) {
          const stop = kernel.modal.subscribe(() => {
            if (check()) stop()
          })
        }
      })
    useAccount(other)
    await shows("SIWXSignMessage")
    useAccount(wallet.account.address)
    await shows(undefined)
    expect(wallet.asked).toEqual([])
  })

  it("nothing is asked on a network the site does not support", async () => {
    const wallet = signer()
    const kernel = await start(wallet)
    await kernel.connect({ caipNetworkId: "eip155:999" })
    expect(kernel.shown()).toBeUndefined()
  })

  it("sign-out on disconnect (spec 9, on by default): the address's sessions on every network are revoked, so the next connect asks again", async () => {
    const wallet = signer()
    const kernel = await signedIn(wallet)
    await kernel.run(kernel.networks.change(devnet2))
    await sign(kernel)
    expect(storedSessions(kernel.backend)).toHaveLength(2)
    await kernel.run(Effect.flatMap(Effect.service(Connections), (c) => c.disconnect))
    await vi.waitFor(() => expect(storedSessions(kernel.backend)).toEqual([]))
    kernel.accounts.store.update((s) =>
      AccountState.setAccount(s, "eip155", { address: wallet.account.address }),
    )
    await kernel.connect()
    expect(kernel.shown()).toBe("SIWXSignMessage")
  })

  it("with signOutOnDisconnect off, a disconnect keeps the sessions: connecting again asks nothing", async () => {
    const wallet = signer()
    const kernel = await signedIn(wallet, { signOutOnDisconnect: false })
    await kernel.run(Effect.flatMap(Effect.service(Connections), (c) => c.disconnect))
    kernel.accounts.store.update((s) =>
      AccountState.setAccount(s, "eip155", { address: wallet.account.address }),
    )
    await kernel.connect()
    expect(kernel.shown()).toBeUndefined()
    expect(storedSessions(kernel.backend)).toHaveLength(1)
  })

  it("a session restored on page load is checked again: its session found, it is the last signed network, and cancel on another network (required) returns to it", async () => {
    const wallet = signer()
    const first = await signedIn(wallet, { required: true })
    const reloaded = await start(wallet, { backend: first.backend, required: true })
    await reloaded.connect({ restored: true })
    expect(reloaded.shown()).toBeUndefined()
    expect((await reloaded.flow()).lastNetwork()?.caipNetworkId).toBe("eip155:31337")
    await reloaded.run(reloaded.networks.change(devnet2))
    expect(reloaded.shown()).toBe("SIWXSignMessage")
    await cancel(reloaded)
    expect(reloaded.calls).toEqual(["switchNetwork eip155:31337"])
  })

  it("a restored session whose sign-in expired asks again when sign-in is required; an optional one is not asked by itself on a reload", async () => {
    const wallet = signer()
    const first = await signedIn(wallet, { options: { sessionLifetimeSeconds: 60 } })
    const optional = await start(wallet, { backend: first.backend })
    await optional.run(TestClock.adjust(Duration.minutes(1)))
    await optional.connect({ restored: true })
    expect(optional.shown()).toBeUndefined()
    await optional.connect()
    expect(optional.shown()).toBe("SIWXSignMessage")
    const reloaded = await start(wallet, { backend: first.backend, required: true })
    await reloaded.run(TestClock.adjust(Duration.minutes(1)))
    await reloaded.connect({ restored: true })
    expect(reloaded.shown()).toBe("SIWXSignMessage")
  })

  describe("WalletConnect one-click auth (the kernel's pairingSignIn)", () => {
    /** What a one-click wallet signs for `chainId`: the sign client's own CAIP-122 text. */
    const walletSigns = async (
      wallet: ReturnType<typeof signer>,
      request: PairingSignInRequest,
      chainId: number,
    ) => {
      const iss = `did:pkh:eip155:${chainId}:${wallet.account.address}`
      const message = formatMessage(
        {
          domain: request.domain,
          aud: request.uri,
          version: "1",
          nonce: request.nonce,
          iat: new Date(now).toISOString(),
          ...(request.statement === undefined ? {} : { statement: request.statement }),
          ...(request.expirationTime === undefined ? {} : { exp: request.expirationTime }),
        },
        iss,
      )
      return {
        message,
        signature: await wallet.account.signMessage({ message }),
        caipNetworkId: `eip155:${chainId}`,
        address: wallet.account.address,
      }
    }

    it("the pairing asks for this page's message with a fresh nonce; what the wallet signed for each chain becomes that network's session, so the connect asks nothing", async () => {
      const wallet = signer()
      const kernel = await start(wallet)
      const flow = await kernel.flow()
      const request = await kernel.run(flow.pairingRequest(["eip155:31337", "eip155:31338"]))
      const nonce = JSON.parse(kernel.backend.getItem("@foyer/siwx_nonce_token") ?? "null")
      expect(request).toEqual({
        domain: testPage.host,
        uri: testPage.href,
        nonce,
        statement: defaultSiwxStatement,
        expirationTime: "2026-03-08T12:00:00.000Z",
      })
      const signed = [
        await walletSigns(wallet, request!, 31337),
        await walletSigns(wallet, request!, 31338),
      ]
      await kernel.run(flow.acceptPairing(signed))
      expect(
        storedSessions(kernel.backend)
          .map((s) => s.fields.chainId)
          .sort(),
      ).toEqual(["eip155:31337", "eip155:31338"])
      expect(kernel.events.map((e) => e.type)).toEqual(["SIWX_AUTH_SUCCESS", "SIWX_AUTH_SUCCESS"])
      await kernel.connect({ connectorType: "WALLET_CONNECT" })
      expect(kernel.shown()).toBeUndefined()
      await kernel.run(kernel.networks.change(devnet2))
      expect(kernel.shown()).toBeUndefined()
      expect(wallet.asked).toEqual([])
    })

    it("a message signed with another nonce, or by another key, is refused (SIWX_AUTH_ERROR) and the connect asks with the view", async () => {
      const wallet = signer()
      const kernel = await start(wallet)
      const flow = await kernel.flow()
      const request = await kernel.run(flow.pairingRequest(["eip155:31337"]))
      const stale = await walletSigns(wallet, { ...request!, nonce: "0ther0nce1234" }, 31337)
      const forged = {
        ...(await walletSigns(wallet, request!, 31337)),
        address: privateKeyToAccount(generatePrivateKey()).address,
      }
      await kernel.run(flow.acceptPairing([stale, forged]))
      expect(storedSessions(kernel.backend)).toEqual([])
      expect(kernel.events.map((e) => e.type)).toEqual(["SIWX_AUTH_ERROR"])
      await kernel.connect({ connectorType: "WALLET_CONNECT" })
      expect(kernel.shown()).toBe("SIWXSignMessage")
    })

    it("no chain the site can sign in on: the pairing asks no sign-in", async () => {
      const kernel = await start(signer())
      const flow = await kernel.flow()
      expect(await kernel.run(flow.pairingRequest(["eip155:999"]))).toBeUndefined()
    })
  })

  describe("a dApp's own storage (siwx({ storage }))", () => {
    /** A storage over a map, as a dApp's backend would keep sign-ins, recording each call. */
    const dappStorage = (nonce?: string) => {
      const kept = new Map<string, SiwxSignIn>()
      const calls: Array<string> = []
      const key = (chainId: string, address: string) => `${chainId}/${address.toLowerCase()}`
      const storage: SiwxStorage = {
        ...(nonce === undefined ? {} : { nonce: async () => nonce }),
        add: async (signIn) => {
          calls.push(`add ${signIn.fields.chainId}`)
          kept.set(key(signIn.fields.chainId, signIn.fields.accountAddress), signIn)
        },
        get: async (chainId, address) => {
          calls.push(`get ${chainId}`)
          const found = kept.get(key(chainId, address))
          return found === undefined ? [] : [found]
        },
        delete: async (chainId, address) => {
          calls.push(`delete ${chainId}`)
          kept.delete(key(chainId, address))
        },
      }
      return { storage, kept, calls }
    }

    it("the dApp's storage issues the nonce and gets each verified sign-in with its message and signature; its sessions decide what is asked; a disconnect deletes them", async () => {
      const wallet = signer()
      const dapp = dappStorage("dappNonce12345678")
      const kernel = await start(wallet, { options: { storage: dapp.storage } })
      await kernel.connect()
      expect(kernel.shown()).toBe("SIWXSignMessage")
      await sign(kernel)
      const [signIn] = [...dapp.kept.values()]
      expect(signIn?.message).toBe(wallet.asked[0])
      expect(signIn?.message).toContain("Nonce: dappNonce12345678")
      expect(signIn?.fields).toMatchObject({
        accountAddress: wallet.account.address,
        chainId: "eip155:31337",
        nonce: "dappNonce12345678",
      })
      expect(signIn?.signature).toMatch(/^0x[0-9a-f]+$/)
      await kernel.connect()
      expect(kernel.shown()).toBeUndefined()
      dapp.calls.splice(0)
      await kernel.run(Effect.flatMap(Effect.service(Connections), (c) => c.disconnect))
      await vi.waitFor(() =>
        expect(dapp.calls.sort()).toEqual(["delete eip155:31337", "delete eip155:31338"]),
      )
      expect(dapp.kept.size).toBe(0)
    })

    it("a sign-in the dApp's storage still holds past its expiration time is no session: connecting asks again", async () => {
      const wallet = signer()
      const dapp = dappStorage()
      const kernel = await start(wallet, {
        options: { storage: dapp.storage, sessionLifetimeSeconds: 60 },
      })
      await kernel.connect()
      await sign(kernel)
      await kernel.run(TestClock.adjust(Duration.minutes(1)))
      await kernel.connect()
      expect(dapp.kept.size).toBe(1)
      expect(kernel.shown()).toBe("SIWXSignMessage")
    })

    it("without a nonce function the kit makes the nonce; a storage that fails to keep the sign-in shows 'Error signing message' and emits SIWX_AUTH_ERROR", async () => {
      const wallet = signer()
      const dapp = dappStorage()
      const failing: SiwxStorage = {
        ...dapp.storage,
        add: async () => {
          throw new Error("backend down")
        },
      }
      const kernel = await start(wallet, { options: { storage: failing } })
      await kernel.connect()
      await sign(kernel)
      expect(wallet.asked[0]).toMatch(/\nNonce: [A-Za-z0-9]{8,}\n/)
      expect((await kernel.flow()).state.getSnapshot()._tag).toBe("Failed")
      expect(kernel.shown()).toBe("SIWXSignMessage")
      expect(kernel.events.map((e) => e.type)).toEqual(["SIWX_AUTH_ERROR"])
    })

    it("the option takes 'local', 'server' or an object with add, get and delete; anything else is refused", () => {
      const decode = Schema.decodeUnknownResult(SiwxPluginOptions)
      expect(Result.isSuccess(decode({ storage: dappStorage().storage }))).toBe(true)
      expect(Result.isSuccess(decode({ storage: "server" }))).toBe(true)
      expect(Result.isFailure(decode({ storage: { add: async () => {} } }))).toBe(true)
      expect(Result.isFailure(decode({ storage: "cloud" }))).toBe(true)
    })
  })
})
