// The sandbox WalletConnect wallet against a real sandbox (relay, RPC proxy, anvil devnets)
// and a real dApp-side SignClient in this process. After every test, no fetch has gone
// anywhere but 127.0.0.1.
import { type Address, type Hex, parseEther, verifyMessage } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../devnet/devnetClients"
import type { WalletConnectWallet } from "./createWalletConnectWallet"
import type { TestDapp } from "./startTestDapp"
import { testDappPeer, walletConnectWalletTestSetup } from "./walletConnectWalletTestSetup"

const { sandbox, start } = walletConnectWalletTestSetup({
  projectId: "wc-wallet-test",
  accounts: 3,
})

/** Pairs and approves by hand; resolves with the dApp's session. */
const connected = async (
  wallet: WalletConnectWallet,
  dapp: TestDapp,
  namespaces?: Parameters<TestDapp["connect"]>[0],
) => {
  const { uri, approval } = await dapp.connect(namespaces)
  await wallet.pair(uri)
  await wallet.nextProposal()
  await wallet.approveSession()
  return approval()
}

const request = <T>(
  dapp: TestDapp,
  topic: string,
  chainId: string,
  method: string,
  params: unknown,
) => dapp.client.request<T>({ topic, chainId, request: { method, params } })

const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a rejection")
    },
    (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
  )

describe("sessions", () => {
  it("a paired dApp's proposal is pending; approving gives a session with both devnets, the account on each, and the wallet's methods", async () => {
    const { wallet, dapp } = await start()
    const { uri, approval } = await dapp.connect()
    const { pairingTopic } = await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    expect(proposal).toEqual({
      id: expect.any(Number),
      pairingTopic,
      peer: testDappPeer,
      chains: ["eip155:31337", "eip155:31338"],
      expiresAt: expect.any(Number),
    })
    expect(wallet.proposals).toEqual([proposal])

    const approved = await wallet.approveSession()
    const session = await approval()
    const address = wallet.address
    expect(session.namespaces).toEqual({
      eip155: {
        chains: ["eip155:31337", "eip155:31338"],
        accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
        methods: [
          "personal_sign",
          "eth_sendTransaction",
          "eth_signTypedData_v4",
          "wallet_switchEthereumChain",
          "eth_sign",
          "eth_accounts",
          "eth_chainId",
          "eth_requestAccounts",
          "wallet_addEthereumChain",
        ],
        events: ["accountsChanged", "chainChanged"],
      },
    })
    expect(approved).toEqual({
      topic: session.topic,
      pairingTopic,
      peer: proposal.peer,
      chains: ["eip155:31337", "eip155:31338"],
      accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
      expiry: session.expiry,
    })
    expect([wallet.proposals, wallet.sessions]).toEqual([[], [approved]])
    expect(await wallet.waitForSession(pairingTopic)).toEqual(approved)
  })

  it("a rejected proposal reaches the dApp as USER_REJECTED (5000)", async () => {
    const { wallet, dapp } = await start()
    const { uri, approval } = await dapp.connect()
    await wallet.pair(uri)
    await wallet.nextProposal()
    await wallet.rejectSession()
    expect(await rejection(approval())).toEqual({ code: 5000, message: "User rejected." })
    expect([wallet.proposals, wallet.sessions]).toEqual([[], []])
  })

  it("disconnect from the wallet reaches the dApp as session_delete", async () => {
    const { wallet, dapp } = await start()
    const session = await connected(wallet, dapp)
    const deleted = dapp.next("session_delete")
    await wallet.disconnect()
    expect(await deleted).toEqual({ id: expect.any(Number), topic: session.topic })
    expect(wallet.sessions).toEqual([])
  })

  it("with the approve policy, pairing alone settles the session; with reject, the dApp is refused", async () => {
    const approving = await start({ policy: { sessions: "approve" } })
    const first = await approving.dapp.connect()
    const { pairingTopic } = await approving.wallet.pair(first.uri)
    const session = await first.approval()
    expect((await approving.wallet.waitForSession(pairingTopic)).topic).toBe(session.topic)

    const refusing = await start({ policy: { sessions: "reject" } })
    const second = await refusing.dapp.connect()
    await refusing.wallet.pair(second.uri)
    expect(await rejection(second.approval())).toEqual({ code: 5000, message: "User rejected." })
  })

  it("a dApp asking only for chains the wallet lacks gets a session on the wallet's own chains", async () => {
    const { wallet, dapp } = await start({ policy: { sessions: "approve" } })
    // sign-client's connect() (2.21.8 as later releases) turns required namespaces into
    // optional ones, so a wallet may always answer with the chains it has; the dApp then asks
    // to switch.
    const { uri, approval } = await dapp.connect({
      eip155: { chains: ["eip155:1"], methods: ["personal_sign"], events: [] },
    })
    await wallet.pair(uri)
    const session = await approval()
    expect(session.namespaces.eip155?.chains).toEqual(["eip155:31337", "eip155:31338"])
  })
})

describe("requests", () => {
  it("personal_sign is answered with a signature viem's verifyMessage accepts for the devnet account", async () => {
    const { wallet, dapp } = await start({ policy: { requests: "manual" } })
    const session = await connected(wallet, dapp)
    const message = "Sign in to the Foyer sandbox"
    const signature = request<Hex>(dapp, session.topic, "eip155:31337", "personal_sign", [
      message,
      wallet.address,
    ])
    const pending = await wallet.nextRequest()
    expect(pending).toEqual({
      id: expect.any(Number),
      topic: session.topic,
      chainId: "eip155:31337",
      method: "personal_sign",
      params: [message, wallet.address],
      peer: expect.objectContaining({ name: "Foyer test dApp" }),
    })
    const answer = await wallet.approveRequest()
    expect(answer).toEqual({ result: await signature })
    expect(
      await verifyMessage({ address: wallet.address, message, signature: await signature }),
    ).toBe(true)
    expect(wallet.address).toBe(sandbox().devnets[0].accounts[0]!.address)
  })

  it("eth_sendTransaction is sent on the devnet of the request's chain (eip155:31338 here)", async () => {
    const { wallet, dapp } = await start({ policy: { requests: "approve" } })
    const session = await connected(wallet, dapp)
    const receiver: Address = privateKeyToAccount(generatePrivateKey()).address
    const hash = await request<Hex>(dapp, session.topic, "eip155:31338", "eth_sendTransaction", [
      { from: wallet.address, to: receiver, value: `0x${parseEther("0.25").toString(16)}` },
    ])
    const second = devnetPublicClient(sandbox().devnets[1])
    const receipt = await second.waitForTransactionReceipt({ hash })
    expect([receipt.status, receipt.from, receipt.to]).toEqual([
      "success",
      wallet.address.toLowerCase(),
      receiver.toLowerCase(),
    ])
    expect(await second.getBalance({ address: receiver })).toBe(parseEther("0.25"))
    expect(await devnetPublicClient(sandbox().devnets[0]).getBalance({ address: receiver })).toBe(
      0n,
    )
  })

  it("a rejected request reaches the dApp as EIP-1193 4001, user rejected", async () => {
    const { wallet, dapp } = await start()
    const session = await connected(wallet, dapp)
    const signing = request(dapp, session.topic, "eip155:31337", "personal_sign", [
      "0x68",
      wallet.address,
    ])
    await wallet.nextRequest()
    await wallet.rejectRequest()
    expect(await rejection(signing)).toEqual({ code: 4001, message: "User rejected the request." })
    expect(wallet.requests).toEqual([])
  })

  it("a failing request reaches the dApp with the wallet's code: personal_sign for another account is 4100", async () => {
    const { wallet, dapp } = await start({ policy: { requests: "approve" } })
    const session = await connected(wallet, dapp)
    const other = sandbox().devnets[0].accounts[1]!.address
    expect(
      await rejection(
        request(dapp, session.topic, "eip155:31337", "personal_sign", ["0x68", other]),
      ),
    ).toEqual({
      code: 4100,
      message: "The requested account and/or method has not been authorized by the user.",
    })
  })

  it("wallet_switchEthereumChain is answered null, then chainChanged reaches the dApp", async () => {
    const { wallet, dapp } = await start({ policy: { requests: "approve" } })
    const session = await connected(wallet, dapp)
    const changed = dapp.next("session_event")
    expect(
      await request(dapp, session.topic, "eip155:31337", "wallet_switchEthereumChain", [
        { chainId: "0x7a6a" },
      ]),
    ).toBeNull()
    expect(await changed).toEqual({
      id: expect.any(Number),
      topic: session.topic,
      params: { event: { name: "chainChanged", data: 31338 }, chainId: "eip155:31338" },
    })
    expect(wallet.chainId).toBe(31338)
  })

  it("switchChain from the wallet adds a chain the session lacks (session_update) before chainChanged", async () => {
    const { wallet, dapp } = await start()
    const session = await connected(wallet, dapp, {
      eip155: { chains: ["eip155:31337"], methods: ["personal_sign"], events: ["chainChanged"] },
    })
    expect(session.namespaces.eip155?.chains).toEqual(["eip155:31337"])
    const updated = dapp.next("session_update")
    const changed = dapp.next("session_event")
    await wallet.switchChain(31338)
    expect((await updated).params.namespaces.eip155?.chains).toEqual([
      "eip155:31337",
      "eip155:31338",
    ])
    expect((await changed).params).toEqual({
      event: { name: "chainChanged", data: 31338 },
      chainId: "eip155:31338",
    })
    expect(wallet.sessions[0]?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `eip155:31338:${wallet.address}`,
    ])
  })
})
