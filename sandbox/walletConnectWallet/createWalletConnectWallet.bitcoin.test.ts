// The sandbox WalletConnect wallet serving the bip122 namespace (beside eip155 and solana)
// against a real sandbox (relay, and the Bitcoin regtest chain behind its Esplora API), with a real
// dApp-side SignClient in this process, in the request and answer shapes of WalletConnect's
// Bitcoin RPC reference. After every test, no fetch has gone anywhere but 127.0.0.1.
import { bytesToHex, hexToBytes } from "@noble/hashes/utils"
import { base64 } from "@scure/base"
import { p2wpkh, Transaction } from "@scure/btc-signer"
import type { ProposalTypes, SessionTypes } from "@walletconnect/types"
import { describe, expect, it } from "vitest"
import {
  type BitcoinSandboxAccount,
  bitcoinRegtest,
  deriveBitcoinAccount,
} from "../bitcoin/bitcoinKeys"
import { verifyBitcoinMessage } from "../bitcoin/bitcoinMessage"
import type { EsploraAddress, EsploraTransaction, EsploraUtxo } from "../bitcoin/esploraJson"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { walletConnectBitcoinEvents, walletConnectBitcoinMethods } from "./bitcoinNamespace"
import type { WalletConnectWallet, WalletConnectWalletOptions } from "./createWalletConnectWallet"
import type { TestDapp } from "./startTestDapp"
import { walletConnectWalletTestSetup } from "./walletConnectWalletTestSetup"

const { sandbox, start } = walletConnectWalletTestSetup({
  projectId: "wc-wallet-bitcoin-test",
  accounts: 2,
})

/** The sandbox's Bitcoin chain (this file's own sandbox: its coins move only with these tests). */
const chain = () => sandbox().bitcoin
const esploraUrl = () => sandbox().urls.bitcoin.esploraUrl
const regtest = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"

/** The account the wallet offers: the chain's first (10 BTC at genesis). */
const account = (): BitcoinSandboxAccount => {
  const [first] = chain().accounts
  if (first === undefined) throw new Error("The chain has no account")
  return first
}

/** An address of the mnemonic no test funds: its coins are what a test sends it. */
let nextRecipient = 100
const freshRecipient = () =>
  deriveBitcoinAccount(devnetMnemonic, `m/84'/1'/0'/0/${nextRecipient++}`)

const bitcoinOptions = (): Partial<WalletConnectWalletOptions> => ({
  bitcoin: {
    esploraUrl: esploraUrl(),
    accounts: chain().accounts,
    chains: [sandbox().urls.bitcoin.caipNetworkId],
  },
})

const bitcoinOnly: ProposalTypes.OptionalNamespaces = {
  bip122: {
    chains: [regtest],
    methods: ["getAccountAddresses", "signMessage", "sendTransfer", "signPsbt"],
    events: ["bip122_addressesChanged"],
  },
}

/** Pairs and approves by hand; resolves with the dApp's session. */
const connected = async (
  wallet: WalletConnectWallet,
  dapp: TestDapp,
  namespaces: ProposalTypes.OptionalNamespaces = bitcoinOnly,
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
  method: string,
  params: unknown,
) => dapp.client.request<T>({ topic: session.topic, chainId: regtest, request: { method, params } })

const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a rejection")
    },
    (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message }),
  )

const esplora = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${esploraUrl()}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const balanceOf = async (address: string) => {
  const { chain_stats } = await esplora<EsploraAddress>(`/address/${address}`)
  return chain_stats.funded_txo_sum - chain_stats.spent_txo_sum
}

/** What the wallet answers getAccountAddresses with, and carries in the session's properties. */
const accountAddresses = () => [
  {
    address: account().address,
    publicKey: bytesToHex(account().publicKey),
    path: "m/84'/1'/0'/0/0",
    intention: "payment",
  },
]

describe("sessions with bip122", () => {
  it("a dApp proposing eip155, solana and bip122 gets a session carrying the three namespaces' accounts (CAIP-10), and the account's addresses in its session properties", async () => {
    const { wallet, dapp } = await start({
      ...bitcoinOptions(),
      solana: {
        rpcUrl: sandbox().urls.solana.rpcUrl,
        secretKeys: sandbox().solana.accounts.map((each) => each.secretKey),
        chains: [sandbox().urls.solana.caipNetworkId],
      },
    })
    const solanaChain = sandbox().urls.solana.caipNetworkId
    const session = await connected(wallet, dapp, {
      eip155: { chains: ["eip155:31337"], methods: ["personal_sign"], events: ["chainChanged"] },
      solana: { chains: [solanaChain], methods: ["solana_signMessage"], events: [] },
      ...bitcoinOnly,
    })
    expect(
      Object.fromEntries(
        Object.entries(session.namespaces).map(([name, namespace]) => [name, namespace.accounts]),
      ),
    ).toEqual({
      eip155: [`eip155:31337:${wallet.address}`],
      solana: [`${solanaChain}:${sandbox().solana.accounts[0]?.address}`],
      bip122: [`${regtest}:${account().address}`],
    })
    expect(session.namespaces.bip122).toEqual({
      chains: [regtest],
      accounts: [`${regtest}:${account().address}`],
      methods: [...walletConnectBitcoinMethods],
      events: [...walletConnectBitcoinEvents],
    })
    expect([account().address, sandbox().urls.bitcoin.caipNetworkId]).toEqual([
      expect.stringMatching(/^bcrt1q/),
      regtest,
    ])
    expect(JSON.parse(session.sessionProperties?.bip122_getAccountAddresses ?? "null")).toEqual(
      accountAddresses(),
    )
  })
})

describe("bip122 requests", { timeout: 60_000 }, () => {
  it("getAccountAddresses answers the first external P2WPKH address with its public key, path and intention payment; asking only for ordinal addresses gives none", async () => {
    const { wallet, dapp } = await start({ ...bitcoinOptions(), policy: { requests: "approve" } })
    const session = await connected(wallet, dapp)
    expect(
      await request(dapp, session, "getAccountAddresses", { account: account().address }),
    ).toEqual(accountAddresses())
    expect(
      await request(dapp, session, "getAccountAddresses", {
        account: account().address,
        intentions: ["ordinal"],
      }),
    ).toEqual([])
    const key = p2wpkh(hexToBytes(accountAddresses()[0]!.publicKey), bitcoinRegtest)
    expect(key.address).toBe(account().address)
  })

  it("signMessage answers { address, signature, messageHash } in hex; the signature verifies with verifyBitcoinMessage (BIP-137) for the address", async () => {
    const { wallet, dapp } = await start({ ...bitcoinOptions(), policy: { requests: "approve" } })
    const session = await connected(wallet, dapp)
    const message = "Sign in to the Foyer sandbox"
    const answer = await request<{ address: string; signature: string; messageHash: string }>(
      dapp,
      session,
      "signMessage",
      { account: account().address, message },
    )
    expect(answer).toEqual({
      address: account().address,
      signature: expect.stringMatching(/^[0-9a-f]{130}$/),
      messageHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const signature = base64.encode(hexToBytes(answer.signature))
    expect(verifyBitcoinMessage(account().address, message, signature)).toBe(true)
    expect(verifyBitcoinMessage(account().address, `${message}!`, signature)).toBe(false)
  })

  it("sendTransfer builds, signs and broadcasts a P2WPKH transfer from the account's coins: the recipient holds the amount, the memo is an OP_RETURN, the change comes back", async () => {
    const { wallet, dapp } = await start({ ...bitcoinOptions(), policy: { requests: "approve" } })
    const session = await connected(wallet, dapp)
    const recipient = freshRecipient().address
    const before = await balanceOf(account().address)
    const { txid } = await request<{ txid: string }>(dapp, session, "sendTransfer", {
      account: account().address,
      recipientAddress: recipient,
      amount: "25000000",
      memo: "666f796572",
    })
    const transaction = await esplora<EsploraTransaction>(`/tx/${txid}`)
    expect(transaction.status.confirmed).toBe(true)
    expect(
      transaction.vout.map((output) => [
        output.scriptpubkey_type,
        output.scriptpubkey_address,
        output.value,
      ]),
    ).toEqual([
      ["v0_p2wpkh", recipient, 25_000_000],
      ["op_return", undefined, 0],
      ["v0_p2wpkh", account().address, before - 25_000_000 - transaction.fee],
    ])
    expect(transaction.vout[1]?.scriptpubkey).toBe("6a05666f796572")
    expect(transaction.fee).toBeGreaterThan(0)
    expect(await balanceOf(recipient)).toBe(25_000_000)
    expect(await balanceOf(account().address)).toBe(before - 25_000_000 - transaction.fee)
  })

  it("signPsbt signs the account's inputs and hands the PSBT back; with broadcast the chain takes it and the txid is answered", async () => {
    const { wallet, dapp } = await start({ ...bitcoinOptions(), policy: { requests: "approve" } })
    const session = await connected(wallet, dapp)
    const [coin] = await esplora<EsploraUtxo[]>(`/address/${account().address}/utxo`)
    if (coin === undefined) throw new Error("The account has no coin")
    const recipient = freshRecipient().address
    const unsigned = new Transaction()
    unsigned.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: {
        script: p2wpkh(account().publicKey, bitcoinRegtest).script,
        amount: BigInt(coin.value),
      },
    })
    unsigned.addOutputAddress(recipient, 10_000n, bitcoinRegtest)
    unsigned.addOutputAddress(
      account().address,
      BigInt(coin.value) - 10_000n - 500n,
      bitcoinRegtest,
    )
    const psbt = base64.encode(unsigned.toPSBT())
    const signInputs = [{ address: account().address, index: 0 }]

    const signed = await request<{ psbt: string; txid?: string }>(dapp, session, "signPsbt", {
      account: account().address,
      psbt,
      signInputs,
      broadcast: false,
    })
    expect(Object.keys(signed)).toEqual(["psbt"])
    const read = Transaction.fromPSBT(base64.decode(signed.psbt))
    expect(read.getInput(0).partialSig?.map(([key]) => bytesToHex(key))).toEqual([
      bytesToHex(account().publicKey),
    ])
    expect(await balanceOf(recipient)).toBe(0)

    const sent = await request<{ psbt: string; txid: string }>(dapp, session, "signPsbt", {
      account: account().address,
      psbt,
      signInputs,
      broadcast: true,
    })
    expect((await esplora<EsploraTransaction>(`/tx/${sent.txid}`)).fee).toBe(500)
    expect(await balanceOf(recipient)).toBe(10_000)
  })

  it("another account is 4100, bip322 unsupported (4200), a malformed amount -32602 and more than the account holds -32603, each naming why in the wallet's answer; a rejected request is 4001", async () => {
    const { wallet, dapp } = await start(bitcoinOptions())
    const session = await connected(wallet, dapp)
    wallet.setPolicy({ requests: "approve" })
    const other = chain().accounts[1]?.address
    expect(
      await rejection(
        request(dapp, session, "signMessage", {
          account: account().address,
          address: other,
          message: "hi",
        }),
      ),
    ).toEqual({
      code: 4100,
      message: "The requested account and/or method has not been authorized by the user.",
    })
    expect(
      await rejection(
        request(dapp, session, "signMessage", {
          account: account().address,
          message: "hi",
          protocol: "bip322",
        }),
      ),
    ).toEqual({
      code: 4200,
      message: 'The sandbox wallet signs messages with "ecdsa" (BIP-137) only, not "bip322"',
    })
    // sign-client gives a reserved JSON-RPC code its standard message on the dApp's side; the
    // wallet's own answer names the field.
    wallet.setPolicy({ requests: "manual" })
    const failures = [
      [
        "0.5",
        {
          code: -32602,
          message: 'Invalid params: amount must be a whole number of satoshis, got "0.5"',
        },
        "Invalid params",
      ],
      [
        "2100000000000000",
        {
          code: -32603,
          message: expect.stringMatching(
            /^Insufficient funds: bcrt1q\w+ holds \d+ sats, the transfer needs 2100000000000000 sats and its fee$/,
          ),
        },
        "Internal error",
      ],
    ] as const
    for (const [amount, answer, seen] of failures) {
      const sending = request(dapp, session, "sendTransfer", {
        account: account().address,
        recipientAddress: freshRecipient().address,
        amount,
      })
      await wallet.nextRequest()
      expect(await wallet.approveRequest()).toEqual({ error: answer })
      expect(await rejection(sending)).toEqual({ code: answer.code, message: seen })
    }
    wallet.setPolicy({ requests: "reject" })
    expect(
      await rejection(
        request(dapp, session, "getAccountAddresses", { account: account().address }),
      ),
    ).toEqual({ code: 4001, message: "User rejected the request." })
  })
})
