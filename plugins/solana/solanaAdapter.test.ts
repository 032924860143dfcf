// @vitest-environment happy-dom
// The Solana chain adapter over a Wallet Standard wallet's session (issue 36 item 2), and how
// a Wallet Standard wallet's errors become the kernel's.
import { Effect, Exit, Option } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import {
  type ConnectedWallet,
  eip155Adapter,
  solana,
  solanaDevnet,
  toStandardWalletError,
  UserRejectedRequestError,
  WalletRequestFailedError,
  WalletRpcError,
  walletStandardRejectedCode,
} from "../../core"
import { walletStandardConnectors } from "./discovery/walletStandardConnectors"
import type { StandardWallet } from "./StandardWallet"
import { solanaAdapter } from "./solanaAdapter"
import {
  connectorContextFor,
  registerSolanaTestWallet,
  registerStandardWallet,
  unregisterSolanaTestWallets,
} from "./solanaFixtures"

afterEach(unregisterSolanaTestWallets)

/** The session the first listed wallet gives on connect, on a devnet and mainnet site. */
const connectFirst = async (): Promise<ConnectedWallet> => {
  const source = walletStandardConnectors(
    await connectorContextFor([solanaDevnet.caipNetworkId, solana.caipNetworkId]),
  )
  const connector = source.list()[0]
  if (connector === undefined) throw new Error("no wallet listed")
  return Effect.runPromise(connector.connect({ refresh: false, report: () => undefined }))
}

/** The test wallet registered again under `name`, with `features` in place of its own. */
const registerVariant = (
  wallet: StandardWallet,
  name: string,
  features: Readonly<Record<`${string}:${string}`, unknown>>,
) =>
  registerStandardWallet({
    version: wallet.version,
    name,
    icon: wallet.icon,
    chains: wallet.chains,
    features: { ...wallet.features, ...features },
    get accounts() {
      return wallet.accounts
    },
  })

describe("solanaAdapter", () => {
  it("names a Solana network by its CAIP-2 reference (the genesis hash prefix), and compares base58 addresses exactly", () => {
    expect(solanaAdapter.chainReferenceOf(solanaDevnet)).toBe("EtWTRABZaYq6iMfeYKouRu166VU2xqa1")
    const address = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
    expect(solanaAdapter.sameAddress(address, address)).toBe(true)
    expect(solanaAdapter.sameAddress(address, address.toLowerCase())).toBe(false)
  })

  it("reports the wallet's accounts as it holds them now, without a prompt, and no chain (each Wallet Standard request names its own)", async () => {
    const { control } = registerSolanaTestWallet()
    const wallet = await connectFirst()
    control.clearRequests()
    const accounts = () => Effect.runPromise(solanaAdapter.reportedAccounts(wallet))
    expect(await accounts()).toEqual(Option.some([control.addresses[0]]))
    control.setAccount(1)
    expect(await accounts()).toEqual(Option.some([control.addresses[1]]))
    control.disconnect()
    expect(await accounts()).toEqual(Option.some([]))
    expect(await Effect.runPromise(solanaAdapter.reportedChain(wallet))).toEqual(Option.none())
    expect(control.requests).toEqual([])
  })

  it("refuses to sign for an address the wallet does not hold", async () => {
    registerSolanaTestWallet()
    const wallet = await connectFirst()
    const error = await Effect.runPromise(
      Effect.flip(
        solanaAdapter.signMessage(wallet, "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU", "hi"),
      ),
    )
    expect(error).toBeInstanceOf(WalletRequestFailedError)
    expect(error).toMatchObject({ method: "solana:signMessage" })
  })

  it("a wallet without solana:signMessage answers 4200 (unsupported method), as an EVM wallet does", async () => {
    const { wallet: testWallet, control, unregister } = registerSolanaTestWallet()
    unregister()
    registerVariant(testWallet, "No Signing", { "solana:signMessage": undefined })
    const wallet = await connectFirst()
    const error = await Effect.runPromise(
      Effect.flip(solanaAdapter.signMessage(wallet, control.addresses[0] ?? "", "hi")),
    )
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error).toMatchObject({ code: 4200 })
  })

  it("fails when the wallet answers something that is not a 64-byte signature", async () => {
    const { wallet: testWallet, control, unregister } = registerSolanaTestWallet()
    unregister()
    registerVariant(testWallet, "Odd Signer", {
      "solana:signMessage": {
        version: "1.1.0",
        signMessage: async () => [
          { signedMessage: new Uint8Array(2), signature: new Uint8Array(3) },
        ],
      },
    })
    const wallet = await connectFirst()
    const error = await Effect.runPromise(
      Effect.flip(solanaAdapter.signMessage(wallet, control.addresses[0] ?? "", "hi")),
    )
    expect(error).toBeInstanceOf(WalletRequestFailedError)
  })

  it("is a defect to hand it an EVM wallet: the kernel asks it about Solana sessions only", async () => {
    registerSolanaTestWallet()
    const solanaWallet = await connectFirst()
    const evmLike: ConnectedWallet = {
      ...solanaWallet,
      namespace: "eip155",
      provider: { request: async () => [] },
    }
    const exit = await Effect.runPromiseExit(solanaAdapter.reportedAccounts(evmLike))
    expect(Exit.hasDies(exit)).toBe(true)
    // And the other way round: the EVM adapter has no provider to ask on a Solana session.
    expect(
      Exit.hasDies(await Effect.runPromiseExit(eip155Adapter.reportedAccounts(solanaWallet))),
    ).toBe(true)
  })
})

describe("toStandardWalletError: a Wallet Standard wallet's errors as the kernel's", () => {
  const standardError = (code: number, message: string) =>
    Object.assign(new Error(message), { name: "WalletStandardError", context: { __code: code } })

  it("the standard's rejection is 'User rejected the request', whatever its message (a production build words it as a code)", () => {
    for (const message of [
      "The user rejected the request",
      "Wallet Standard error #4001000; Decode this error by running `npx @wallet-standard/errors decode -- 4001000`",
    ]) {
      const cause = standardError(walletStandardRejectedCode, message)
      const error = toStandardWalletError("solana:signMessage", cause)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error.message).toBe("User rejected the request")
      expect(error.cause).toBe(cause)
    }
  })

  it("a wallet's EIP-1193 style 4001 (Phantom) is a rejection too; another coded error keeps its code; anything else names the feature", () => {
    expect(
      toStandardWalletError("standard:connect", {
        code: 4001,
        message: "User rejected the request.",
      }),
    ).toMatchObject({ _tag: "UserRejectedRequestError", code: 4001 })
    expect(
      toStandardWalletError("standard:connect", { code: -32603, message: "Internal error" }),
    ).toMatchObject({ _tag: "WalletRpcError", code: -32603, message: "Internal error" })
    const other = toStandardWalletError(
      "solana:signMessage",
      standardError(6160000, "Account not found"),
    )
    expect(other).toBeInstanceOf(WalletRequestFailedError)
    expect(other).toMatchObject({ method: "solana:signMessage" })
  })
})
