// @vitest-environment happy-dom
// The AUTH wallet's EIP-1193 provider on the real kernel, against a stand-in secure frame that
// answers as the secure site's frame page does (service/secureFrameFixtures.ts).
import { Effect } from "effect"
import { describe, expect, it, vi } from "vitest"
import { type Kernel, Modal, RouterState, Wallet } from "../../../core"
import { providerApiStandIn } from "../../../test/pluginKernelHarness"
import { EmbeddedWallet } from "../EmbeddedWallet"
import {
  authWallet,
  kitsOn,
  run,
  signInWithEmailCode,
  whyRejected,
} from "../service/embeddedWalletKitFixtures"
import { frameUser } from "../service/secureFrameFixtures"

const api = providerApiStandIn()
const withKit = kitsOn(api)

const modalView = (kernel: Kernel) =>
  run(
    kernel,
    Effect.map(Effect.service(Modal), (modal) => {
      const state = modal.getSnapshot()
      return state.open ? RouterState.currentView(state.router).name : undefined
    }),
  )

describe("the AUTH wallet's EIP-1193 provider (spec 2, 6, 8)", () => {
  it("answers accounts and chain from the session, and sends a read to the frame (it proxies reads)", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      const { provider } = await authWallet(kernel)
      expect(await provider.request({ method: "eth_accounts" })).toEqual([frameUser.address])
      expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([frameUser.address])
      expect(await provider.request({ method: "eth_chainId" })).toBe("0x1")
      const params = [frameUser.address, "latest"]
      expect(await provider.request({ method: "eth_getBalance", params })).toBe("0x0")
      expect(frame.requests.at(-1)).toMatchObject({
        name: "RPC_REQUEST",
        payload: { method: "eth_getBalance", params, chainId: 1 },
      })
      expect(await modalView(kernel)).toBeUndefined()
    })
  })

  it("a method on neither list is refused on the dApp's side: 'Action not allowed' (spec 6)", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      const { provider } = await authWallet(kernel)
      const sent = frame.requests.length
      expect(await whyRejected(provider.request({ method: "eth_sign", params: [] }))).toMatchObject(
        {
          code: 4200,
          message: "Action not allowed",
        },
      )
      expect(frame.requests).toHaveLength(sent)
    })
  })

  it("wallet_switchEthereumChain asks the frame (SWITCH_NETWORK) and tells chainChanged", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      const { provider } = await authWallet(kernel)
      const changes: Array<unknown> = []
      provider.on?.("chainChanged", (chainId) => changes.push(chainId))
      await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0xa" }] })
      expect(frame.requests.find((request) => request.name === "SWITCH_NETWORK")).toMatchObject({
        name: "SWITCH_NETWORK",
        payload: { chainId: 10 },
      })
      expect(changes).toEqual(["0xa"])
      expect(await provider.request({ method: "eth_chainId" })).toBe("0xa")
    })
  })

  it("a not-safe request waits in ApproveTransaction for the frame's answer, then the modal closes", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      const { provider } = await authWallet(kernel)
      const signing = provider.request({
        method: "personal_sign",
        params: ["0x68656c6c6f", frameUser.address],
      })
      await vi.waitFor(() => expect(frame.held()).toHaveLength(1))
      expect(await modalView(kernel)).toBe("ApproveTransaction")
      const pending = await run(
        kernel,
        Effect.map(Effect.service(EmbeddedWallet), (w) => w.pendingApproval),
      )
      expect(pending.getSnapshot()).toEqual({ method: "personal_sign" })
      const [request] = frame.held()
      expect(request?.payload).toMatchObject({ method: "personal_sign", chainNamespace: "eip155" })
      if (request !== undefined) frame.reply(request, { succeed: "0xsigned" })
      expect(await signing).toBe("0xsigned")
      expect(pending.getSnapshot()).toBeUndefined()
      expect(await modalView(kernel)).toBeUndefined()
    })
  })

  it("the frame's Reject is the kit's user rejection: code 4001 'User rejected the request' (spec 8)", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      const { provider } = await authWallet(kernel)
      const sending = provider.request({ method: "eth_sendTransaction", params: [{}] })
      await vi.waitFor(() => expect(frame.held()).toHaveLength(1))
      const [request] = frame.held()
      if (request !== undefined) frame.reply(request, { fail: "User rejected the request" })
      expect(await whyRejected(sending)).toMatchObject({
        code: 4001,
        message: "User rejected the request",
      })
      expect(await modalView(kernel)).toBeUndefined()
    })
  })

  it("closing the modal on ApproveTransaction rejects the request (4001) and tells the frame (RPC_ABORT)", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      const { provider } = await authWallet(kernel)
      const signing = provider.request({
        method: "personal_sign",
        params: ["0x00", frameUser.address],
      })
      await vi.waitFor(() => expect(frame.held()).toHaveLength(1))
      await run(
        kernel,
        Effect.flatMap(Effect.service(Modal), (modal) => modal.close),
      )
      expect(await whyRejected(signing)).toMatchObject({ code: 4001 })
      await vi.waitFor(() => expect(frame.asked().at(-1)).toBe("RPC_ABORT"))
    })
  })

  it("showFrame puts the frame over the view's area, titled 'Approve Transaction'; hideFrame hides it", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      const area = { top: 10, left: 20, width: 300, height: 400 }
      await run(
        kernel,
        Effect.flatMap(Effect.service(EmbeddedWallet), (w) => w.showFrame(area)),
      )
      expect(frame.shown()).toEqual({ area, title: "Approve Transaction" })
      await run(
        kernel,
        Effect.flatMap(Effect.service(EmbeddedWallet), (w) => w.hideFrame),
      )
      expect(frame.shown()).toBeUndefined()
    })
  })
})

describe("the kit's wallet calls on the AUTH wallet", () => {
  it("Wallet.signMessage goes through ApproveTransaction: the frame's signature comes back, or its Reject is 'User rejected the request'", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      const sign = run(
        kernel,
        Effect.flatMap(Effect.service(Wallet), (wallet) => wallet.signMessage("hello")),
      )
      await vi.waitFor(() => expect(frame.held()).toHaveLength(1))
      expect(await modalView(kernel)).toBe("ApproveTransaction")
      const [first] = frame.held()
      expect(first?.payload).toMatchObject({
        method: "personal_sign",
        params: ["0x68656c6c6f", frameUser.address],
      })
      const signature = `0x${"ab".repeat(65)}`
      if (first !== undefined) frame.reply(first, { succeed: signature })
      expect(await sign).toBe(signature)
      const refused = run(
        kernel,
        Effect.flatMap(Effect.service(Wallet), (wallet) => wallet.signMessage("again")),
      )
      await vi.waitFor(() => expect(frame.held()).toHaveLength(1))
      const [second] = frame.held()
      if (second !== undefined) frame.reply(second, { fail: "User rejected the request" })
      expect(await whyRejected(refused)).toMatchObject({
        _tag: "UserRejectedRequestError",
        message: "User rejected the request",
      })
    })
  })
})
