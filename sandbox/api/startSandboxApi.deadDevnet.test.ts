// The sandbox API when a devnet behind it dies (issue 11): a request for that devnet is a 502
// naming it, with the contract's ErrorBody (not a 500 with viem's text); a request over every
// devnet still answers with the balances of those that answer. Two real anvil nodes; the
// second is stopped before the tests.
import { createServer, type Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { iconDataUrl } from "./sandboxAssets"
import { type SandboxApi, startSandboxApi } from "./startSandboxApi"

const projectId = "dead-devnet-project"
let first: Anvil
let second: Anvil
let api: SandboxApi

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startAnvil({ chainId: 31337, accounts: 1 }),
    // Four accounts: the sandbox exchange pays from account 3 (payerAccountIndex).
    startAnvil({ chainId: 31338, accounts: 4 }),
  ])
  api = await startSandboxApi({
    devnets: [
      {
        chainId: 31337,
        name: "Foyer Devnet",
        rpcUrl: first.rpcUrl,
        accounts: first.accounts,
        tokens: [],
      },
      {
        chainId: 31338,
        name: "Foyer Devnet 2",
        rpcUrl: second.rpcUrl,
        accounts: second.accounts,
        // Never deployed: the node is stopped before any read, so token reads fail too.
        tokens: [
          {
            address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
            name: "Foyer USD",
            symbol: "FUSD",
            decimals: 6,
            spam: false,
          },
        ],
      },
    ],
    projectId,
    log: () => {},
  })
  await second.stop()
}, 30_000)

afterAll(async () => {
  await api?.stop()
  await Promise.all([first?.stop(), second?.stop()])
})

const account = () => first.accounts[0]!.address

const get = async (path: string) => {
  const response = await fetch(`${api.url}${path}`)
  return { status: response.status, body: await response.json() }
}

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

const balances = (address: string, query = "") =>
  get(`/v1/account/${address}/balance?projectId=${projectId}&currency=usd${query}`)

const notAnswering = (...devnets: string[]) => ({
  status: 502,
  body: {
    status: "FAILED",
    reasons: devnets.map((devnet) => ({
      field: "devnet",
      description: `The devnet ${devnet} is not answering`,
    })),
  },
})

const ether = (chainId: string) => ({
  name: "Ether",
  symbol: "ETH",
  chainId,
  value: 10_000 * 3_000,
  price: 3_000,
  quantity: { decimals: "18", numeric: "10000" },
  iconUrl: iconDataUrl("ETH"),
})

const chainIdCall = { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }

describe("one devnet down", () => {
  it("balances on the dead devnet are a 502 naming it, by chainId or by CAIP-10 address", async () => {
    expect(await balances(account(), "&chainId=eip155:31338")).toEqual(
      notAnswering("Foyer Devnet 2 (eip155:31338)"),
    )
    expect(await balances(`eip155:31338:${account()}`)).toEqual(
      notAnswering("Foyer Devnet 2 (eip155:31338)"),
    )
  })

  it("balances over every devnet list those of the devnets that answer, and nothing of the dead one", async () => {
    expect(await balances(account())).toEqual({
      status: 200,
      body: { balances: [ether("eip155:31337")] },
    })
  })

  it("history on the dead devnet is a 502 naming it", async () => {
    expect(
      await get(`/v1/account/${account()}/history?projectId=${projectId}&chainId=eip155:31338`),
    ).toEqual(notAnswering("Foyer Devnet 2 (eip155:31338)"))
  })

  it("pay exchanges for the dead devnet's currency are a 502 naming it (issue 30, L4)", async () => {
    expect(
      await get(`/v1/pay/exchanges?projectId=${projectId}&asset=eip155:31338/slip44:60&amount=1`),
    ).toEqual(notAnswering("Foyer Devnet 2 (eip155:31338)"))
  })

  it("the JSON-RPC proxy answers 502 naming the dead devnet, and still serves the live one", async () => {
    expect(await post(`/v1/?chainId=eip155:31338&projectId=${projectId}`, chainIdCall)).toEqual(
      notAnswering("Foyer Devnet 2 (eip155:31338)"),
    )
    expect(await post(`/v1/?chainId=eip155:31337&projectId=${projectId}`, chainIdCall)).toEqual({
      status: 200,
      body: { jsonrpc: "2.0", id: 1, result: "0x7a69" },
    })
  })
})

describe("every devnet down", () => {
  it("balances over every devnet are a 502 naming each of them", async () => {
    // Its own server, whose two devnets are both the stopped node.
    const dead = await startSandboxApi({
      devnets: [31337, 31338].map((chainId) => ({
        chainId,
        name: `Dead ${chainId}`,
        rpcUrl: second.rpcUrl,
        accounts: second.accounts,
        tokens: [],
      })),
      log: () => {},
    })
    try {
      const response = await fetch(
        `${dead.url}/v1/account/${account()}/balance?projectId=p&currency=usd`,
      )
      expect({ status: response.status, body: await response.json() }).toEqual(
        notAnswering("Dead 31337 (eip155:31337)", "Dead 31338 (eip155:31338)"),
      )
    } finally {
      await dead.stop()
    }
  })
})

describe("a devnet that hangs", () => {
  it("balances and the JSON-RPC proxy are a 502 naming it once devnetTimeoutMs has passed", async () => {
    // A node that takes connections and never answers (a stuck process).
    const held: Socket[] = []
    const hung = createServer((socket) => {
      held.push(socket)
    })
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve))
    const { port } = hung.address() as { port: number }
    const stuck = await startSandboxApi({
      devnets: [
        {
          chainId: 31337,
          name: "Stuck",
          rpcUrl: `http://127.0.0.1:${port}`,
          accounts: first.accounts,
          tokens: [],
        },
      ],
      devnetTimeoutMs: 200,
      log: () => {},
    })
    try {
      const balance = await fetch(
        `${stuck.url}/v1/account/${account()}/balance?projectId=p&currency=usd&chainId=eip155:31337`,
      )
      expect({ status: balance.status, body: await balance.json() }).toEqual(
        notAnswering("Stuck (eip155:31337)"),
      )
      const rpc = await fetch(`${stuck.url}/v1/?chainId=eip155:31337&projectId=p`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(chainIdCall),
      })
      expect({ status: rpc.status, body: await rpc.json() }).toEqual(
        notAnswering("Stuck (eip155:31337)"),
      )
    } finally {
      await stuck.stop()
      for (const socket of held) socket.destroy()
      await new Promise((resolve) => hung.close(resolve))
    }
  })
})

describe("a handler that fails on a devnet's answer", () => {
  it("is a 500 that says what failed without viem's request details (the devnet's URL, the request body); the log keeps them (issue 30, M1)", async () => {
    const logged: string[] = []
    const failing = await startSandboxApi({
      devnets: [{ chainId: 31337, rpcUrl: first.rpcUrl, accounts: first.accounts, tokens: [] }],
      handlers: {
        // A node that answers with a JSON-RPC error (a bad address): viem's message names the
        // URL and the body it sent.
        getSupportedChains: async (_, context) => {
          await context.devnets[0]?.client.request({
            method: "eth_getBalance",
            params: ["0x1234", "latest"],
          } as never)
          return { _tag: "Ok", body: { http: [], ws: [] } }
        },
      },
      log: (message) => logged.push(message),
    })
    try {
      const response = await fetch(`${failing.url}/v1/supported-chains?projectId=p`)
      const body = await response.json()
      expect({ status: response.status, body }).toEqual({
        status: 500,
        body: {
          status: "FAILED",
          reasons: [
            {
              field: "sandbox",
              description:
                "The sandbox failed to answer: Invalid parameters were provided to the RPC method. Double check you have provided the correct parameters. (invalid string length)",
            },
          ],
        },
      })
      expect(JSON.stringify(body)).not.toContain(first.rpcUrl)
      expect(logged).toEqual([expect.stringContaining(`URL: ${first.rpcUrl}`)])
    } finally {
      await failing.stop()
    }
  })
})
