// The sandbox WalletConnect wallet serving the solana and bip122 namespaces beside eip155,
// against a real sandbox (relay, Solana devnet, Bitcoin regtest chain) and a real dApp-side
// SignClient in this process, with the request and answer shapes of WalletConnect's Solana
// and Bitcoin RPC references. After every test, no fetch has gone anywhere but 127.0.0.1.
import { ed25519 } from "@noble/curves/ed25519"
import {
  type Address,
  address,
  createSolanaRpc,
  getAddressDecoder,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  lamports,
  signature,
} from "@solana/kit"
import type { ProposalTypes, SessionTypes } from "@walletconnect/types"
import { describe, expect, it } from "vitest"
import { transferBytes } from "../solanaWallet/solanaWalletFixtures"
import type { WalletConnectWallet, WalletConnectWalletOptions } from "./createWalletConnectWallet"
import { walletConnectSolanaEvents, walletConnectSolanaMethods } from "./solanaNamespace"
import type { TestDapp } from "./startTestDapp"
import { walletConnectWalletTestSetup } from "./walletConnectWalletTestSetup"

const { sandbox, start } = walletConnectWalletTestSetup({
  projectId: "wc-wallet-namespaces-test",
  accounts: 2,
})

const solanaChain = () => sandbox().urls.solana.caipNetworkId
const solanaRpc = () => createSolanaRpc(sandbox().urls.solana.rpcUrl)

/** The wallet's options for the sandbox's Solana devnet. */
const solanaOptions = (): Partial<WalletConnectWalletOptions> => ({
  solana: {
    rpcUrl: sandbox().urls.solana.rpcUrl,
    secretKeys: sandbox().solana.accounts.map((account) => account.secretKey),
    chains: [solanaChain()],
  },
})

/** What a multichain dApp asks for: the first EVM devnet and the Solana devnet. */
const evmAndSolana = (): ProposalTypes.OptionalNamespaces => ({
  eip155: { chains: ["eip155:31337"], methods: ["personal_sign"], events: ["chainChanged"] },
  solana: {
    chains: [solanaChain()],
    methods: ["solana_signMessage", "solana_signTransaction", "solana_signAndSendTransaction"],
    events: [],
  },
})

/** Pairs and approves by hand; resolves with the dApp's session. */
const connected = async (
  wallet: WalletConnectWallet,
  dapp: TestDapp,
  namespaces: ProposalTypes.OptionalNamespaces,
): Promise<SessionTypes.Struct> => {
  const { uri, approval } = await dapp.connect(namespaces)
  await wallet.pair(uri)
  await wallet.nextProposal()
  await wallet.approveSession()
  return approval()
}

const request = <T>(
  dapp: TestDapp,
  session: SessionTypes.Struct,
  chainId: string,
  method: string,
  params: unknown,
) => dapp.client.request<T>({ topic: session.topic, chainId, request: { method, params } })

const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a rejection")
    },
    (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
  )

/** The account the wallet offers on Solana: the devnet's first. */
const solanaAccount = () => {
  const [first] = sandbox().solana.accounts
  if (first === undefined) throw new Error("The devnet has no account")
  return first.address
}

/** An address no one has funded: its balance is only what a test sends it. */
const freshSolanaAddress = (): Address =>
  getAddressDecoder().decode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

/** A SOL transfer from the wallet's account (its fee payer), base64 wire format. */
const solanaTransfer = async (to: Address, amount: bigint) =>
  getBase64Decoder().decode(
    transferBytes({
      source: address(solanaAccount()),
      destination: to,
      amount: lamports(amount),
      lifetime: (await solanaRpc().getLatestBlockhash().send()).value,
    }),
  )

/** Whether a base58 ed25519 signature over `message` is the wallet account's. */
const signedBySolanaAccount = (signature: string, message: Uint8Array) =>
  ed25519.verify(
    Uint8Array.from(getBase58Encoder().encode(signature)),
    message,
    Uint8Array.from(getAddressEncoder().encode(address(solanaAccount()))),
  )

/** A base64 wire transaction's message bytes and its signature by the wallet account. */
const readSigned = (wire: string) => {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
  const signature = transaction.signatures[address(solanaAccount())]
  return {
    messageBytes: Uint8Array.from(transaction.messageBytes),
    signature: signature == null ? undefined : getBase58Decoder().decode(signature),
  }
}

describe("sessions over several namespaces", () => {
  it("a dApp proposing eip155 and solana gets both namespaces, the accounts as CAIP-10, and the wallet's Solana methods", async () => {
    const { wallet, dapp } = await start(solanaOptions())
    const session = await connected(wallet, dapp, evmAndSolana())
    expect(session.namespaces).toEqual({
      eip155: {
        chains: ["eip155:31337"],
        accounts: [`eip155:31337:${wallet.address}`],
        methods: expect.arrayContaining(["personal_sign"]),
        events: ["accountsChanged", "chainChanged"],
      },
      solana: {
        chains: [solanaChain()],
        accounts: [`${solanaChain()}:${solanaAccount()}`],
        methods: [...walletConnectSolanaMethods],
        events: [...walletConnectSolanaEvents],
      },
    })
    expect(wallet.sessions[0]?.accounts).toEqual([
      `eip155:31337:${wallet.address}`,
      `${solanaChain()}:${solanaAccount()}`,
    ])
  })

  it("a required namespace the wallet cannot serve is refused: the dApp sees UNSUPPORTED_CHAINS (5100)", async () => {
    const { wallet, dapp } = await start({ ...solanaOptions(), policy: { sessions: "approve" } })
    // sign-client 2.21.8 moves required namespaces into optional ones before sending; a dApp
    // on an older release sends them as required, as this one is made to.
    const send: unknown = Reflect.get(dapp.client.engine, "sendProposeSession")
    if (typeof send !== "function") throw new Error("sign-client's engine has changed")
    Reflect.set(
      dapp.client.engine,
      "sendProposeSession",
      (args: { readonly proposal: ProposalTypes.Struct }) =>
        send.call(dapp.client.engine, {
          ...args,
          proposal: {
            ...args.proposal,
            requiredNamespaces: {
              cosmos: {
                chains: ["cosmos:cosmoshub-4"],
                methods: ["cosmos_signDirect"],
                events: [],
              },
            },
          },
        }),
    )
    const { uri, approval } = await dapp.connect(evmAndSolana())
    await wallet.pair(uri)
    expect(await rejection(approval())).toEqual({ code: 5100, message: "Unsupported chains." })
    expect(wallet.errors).toEqual([
      expect.stringMatching(
        /^Approving proposal \d+: The wallet supports eip155, solana only, not cosmos$/,
      ),
    ])
    expect(wallet.sessions).toEqual([])
  })
})

describe("solana requests", { timeout: 60_000 }, () => {
  it("solana_signMessage ({ message: base58, pubkey }) answers { signature: base58 }, which verifies with ed25519 for the pubkey", async () => {
    const { wallet, dapp } = await start({ ...solanaOptions(), policy: { requests: "approve" } })
    const session = await connected(wallet, dapp, evmAndSolana())
    const message = new TextEncoder().encode("Sign in to the Foyer sandbox")
    const answer = await request<{ signature: string }>(
      dapp,
      session,
      solanaChain(),
      "solana_signMessage",
      { message: getBase58Decoder().decode(message), pubkey: solanaAccount() },
    )
    expect(Object.keys(answer)).toEqual(["signature"])
    expect(signedBySolanaAccount(answer.signature, message)).toBe(true)
  })

  it("solana_signTransaction answers the account's signature (base58) and the signed transaction (base64); nothing is sent", async () => {
    const { wallet, dapp } = await start({ ...solanaOptions(), policy: { requests: "approve" } })
    const session = await connected(wallet, dapp, evmAndSolana())
    const receiver = freshSolanaAddress()
    const answer = await request<{ signature: string; transaction: string }>(
      dapp,
      session,
      solanaChain(),
      "solana_signTransaction",
      { transaction: await solanaTransfer(receiver, 1_000_000n) },
    )
    const signed = readSigned(answer.transaction)
    expect(signed.signature).toBe(answer.signature)
    expect(signedBySolanaAccount(answer.signature, signed.messageBytes)).toBe(true)
    expect((await solanaRpc().getBalance(receiver).send()).value).toBe(0n)
  })

  it("solana_signAllTransactions signs every transaction, in order", async () => {
    const { wallet, dapp } = await start({ ...solanaOptions(), policy: { requests: "approve" } })
    const session = await connected(wallet, dapp, evmAndSolana())
    const transactions = [
      await solanaTransfer(freshSolanaAddress(), 1n),
      await solanaTransfer(freshSolanaAddress(), 2n),
    ]
    const answer = await request<{ transactions: string[] }>(
      dapp,
      session,
      solanaChain(),
      "solana_signAllTransactions",
      { transactions },
    )
    expect(answer.transactions).toHaveLength(2)
    answer.transactions.forEach((wire, index) => {
      const signed = readSigned(wire)
      const unsigned = readSigned(transactions[index] ?? "")
      expect(signed.messageBytes).toEqual(unsigned.messageBytes)
      expect(signedBySolanaAccount(signed.signature ?? "", signed.messageBytes)).toBe(true)
    })
  })

  it("solana_signAndSendTransaction sends through the devnet's RPC: the receiver's balance is the amount, and the answer is the transaction's signature", async () => {
    const { wallet, dapp } = await start({ ...solanaOptions(), policy: { requests: "approve" } })
    const session = await connected(wallet, dapp, evmAndSolana())
    const receiver = freshSolanaAddress()
    const answer = await request<{ signature: string }>(
      dapp,
      session,
      solanaChain(),
      "solana_signAndSendTransaction",
      {
        transaction: await solanaTransfer(receiver, 250_000_000n),
        sendOptions: { preflightCommitment: "confirmed" },
      },
    )
    expect(Object.keys(answer)).toEqual(["signature"])
    expect((await solanaRpc().getBalance(receiver).send()).value).toBe(250_000_000n)
    const { value } = await solanaRpc()
      .getSignatureStatuses([signature(answer.signature)])
      .send()
    expect(value[0]?.err).toBeNull()
  })

  it("a message for another pubkey is 4100, malformed params are -32602 naming the field, and a rejected request is 4001", async () => {
    const { wallet, dapp } = await start(solanaOptions())
    const session = await connected(wallet, dapp, evmAndSolana())
    wallet.setPolicy({ requests: "approve" })
    const other = sandbox().solana.accounts[1]?.address
    expect(
      await rejection(
        request(dapp, session, solanaChain(), "solana_signMessage", {
          message: "3yZe7d",
          pubkey: other,
        }),
      ),
    ).toEqual({
      code: 4100,
      message: "The requested account and/or method has not been authorized by the user.",
    })
    // sign-client gives a reserved JSON-RPC code its standard message on the dApp's side; the
    // wallet's own answer names the field.
    wallet.setPolicy({ requests: "manual" })
    const malformed = [
      [
        "solana_signMessage",
        { message: "not base58: 0OIl", pubkey: solanaAccount() },
        /^Invalid params: message must be base58: /,
      ],
      ["solana_signTransaction", {}, /^Invalid params: transaction: Missing key$/],
      [
        "solana_signAndSendTransaction",
        { transaction: "AQ==", sendOptions: { preflightCommitment: "soon" } },
        /^Invalid params: sendOptions.preflightCommitment: Not a Solana commitment: "soon"$/,
      ],
    ] as const
    for (const [method, params, detail] of malformed) {
      const answered = request(dapp, session, solanaChain(), method, params)
      await wallet.nextRequest()
      expect(await wallet.approveRequest()).toEqual({
        error: { code: -32602, message: expect.stringMatching(detail) },
      })
      expect(await rejection(answered)).toEqual({ code: -32602, message: "Invalid params" })
    }
    wallet.setPolicy({ requests: "reject" })
    expect(
      await rejection(
        request(dapp, session, solanaChain(), "solana_signMessage", {
          message: "3yZe7d",
          pubkey: solanaAccount(),
        }),
      ),
    ).toEqual({ code: 4001, message: "User rejected the request." })
  })
})
