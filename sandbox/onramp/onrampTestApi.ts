// Test support (not part of the sandbox): the sandbox API over real HTTP for the onramp
// operations, and the chainless devnets of the tests that read no chain.

import type { SandboxDevnet } from "../api/SandboxDevnet"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { devnetTokenSpecs } from "../devnet/seedDevnet"

/** The addresses seedDevnet gives the tokens on a fresh chain. */
const tokenAddresses = [
  "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
  "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
] as const

/** A devnet as the sandbox describes it, where nothing listens: reading its chain fails loudly. */
export const chainlessDevnet = (chainId: number, name: string): SandboxDevnet => ({
  chainId,
  name,
  rpcUrl: "http://127.0.0.1:9",
  accounts: deriveDevnetAccounts(devnetMnemonic, 3),
  tokens: devnetTokenSpecs.map(({ name, symbol, decimals, spam }, i) => ({
    address: tokenAddresses[i] ?? "0x0000000000000000000000000000000000000000",
    name,
    symbol,
    decimals,
    spam,
  })),
})

/** What an HTTP call answered: its status and its JSON body. */
export interface JsonAnswer {
  readonly status: number
  readonly body: unknown
}

/** Calls `url` and reads its JSON answer (undefined when empty). */
export const callJson = async (url: string, init: RequestInit = {}): Promise<JsonAnswer> => {
  const response = await fetch(url, init)
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
}

/** A JSON POST of `body`. */
export const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
})

/** The provider API's error body with one reason. */
export const failedBody = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})
