// A devnet whose anvil dies: killed with SIGKILL as a crash would end it, restarted by the
// devnet on the same port from its seeded state, or given up on with a log line.
import { createServer } from "node:http"
import { erc20Abi, parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isRunning } from "../../test/processes"
import { uniswapV2PairAbi, uniswapV2Router02Abi } from "../exchange/uniswapV2Abis"
import { listen } from "../listen"
import { devnetPublicClient } from "./devnetClients"
import { defaultDevnetRestartPolicy } from "./devnetRestartPolicy"
import { nextDevnetEvent } from "./nextDevnetEvent"
import { devnetTokenHolderCount, devnetTokenSpecs } from "./seedDevnet"
import { sendNative } from "./sendNative"
import { type Devnet, type DevnetEvent, type StartDevnetOptions, startDevnet } from "./startDevnet"

const logs = new Map<string, string[]>()
const start = (name: string, options: Partial<StartDevnetOptions> = {}) => {
  const logged: string[] = []
  logs.set(name, logged)
  return startDevnet({
    chainId: 31337,
    name,
    accounts: devnetTokenHolderCount,
    log: (message) => logged.push(message),
    ...options,
  })
}

/** Every event of `devnet` from now on, in order. */
const recordEvents = (devnet: Devnet): DevnetEvent[] => {
  const events: DevnetEvent[] = []
  devnet.onEvent((event) => events.push(event))
  return events
}

/** eth_chainId at `rpcUrl`, or the error code of a refused connection. */
const chainIdAt = (rpcUrl: string): Promise<number | string> =>
  fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
  }).then(
    async (response) => Number(((await response.json()) as { result: string }).result),
    (error: Error) => String((error.cause as { code?: unknown } | undefined)?.code),
  )

/** The reserves of each of the devnet's exchange pools, in order. */
const reservesOf = (devnet: Devnet) =>
  Promise.all(
    devnet.exchange.pairs.map(async (pool) => {
      const [reserve0, reserve1] = await devnetPublicClient(devnet).readContract({
        address: pool.pair,
        abi: uniswapV2PairAbi,
        functionName: "getReserves",
      })
      return [reserve0, reserve1] as const
    }),
  )

let restarting: Devnet
let dying: Devnet
let blockedForGood: Devnet
let wiped: Devnet

/** How often the wiped devnet checks its seeded contracts: often, so the test waits little. */
const fastSeedCheckMs = 50

beforeAll(async () => {
  ;[restarting, dying, blockedForGood, wiped] = await Promise.all([
    start("Restarting Devnet"),
    start("Dying Devnet", {
      restartPolicy: { maxRestarts: 1, windowMs: 60_000, portRetryDelaysMs: [] },
    }),
    start("Blocked Devnet", {
      restartPolicy: { maxRestarts: 3, windowMs: 60_000, portRetryDelaysMs: [1] },
    }),
    start("Wiped Devnet", {
      chainId: 31338,
      restartPolicy: { ...defaultDevnetRestartPolicy, seedCheckIntervalMs: fastSeedCheckMs },
    }),
  ])
}, 60_000)

afterAll(async () => {
  await Promise.all([restarting?.stop(), dying?.stop(), blockedForGood?.stop(), wiped?.stop()])
}, 60_000)

describe("startDevnet", () => {
  it("a killed anvil is restarted on the same URL at the seeded state, even past a briefly taken port; stop then leaves no process", async () => {
    const devnet = restarting
    const { rpcUrl, tokens, exchange } = devnet
    const seededReserves = await reservesOf(devnet)
    expect(seededReserves.every(([reserve0, reserve1]) => reserve0 > 0n && reserve1 > 0n)).toBe(
      true,
    )
    const { port, pid: killedPid } = devnet.anvil
    const label = `Restarting Devnet (eip155:31337, ${rpcUrl})`
    // A transfer after seeding: the restarted devnet comes back without it.
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await sendNative(devnet, 1, receiver, 1_000n)

    const events = recordEvents(devnet)
    // Another process grabs the port while the devnet is down, and lets go once the restart
    // has found it taken. The bind follows the Down event before the restart spawns anvil.
    const blocker = createServer()
    const blocked = nextDevnetEvent(devnet, "DevnetDown").then(() =>
      listen(blocker, "127.0.0.1", port),
    )
    const released = nextDevnetEvent(devnet, "DevnetPortTaken").then(() => blocker.close())
    const restarted = nextDevnetEvent(devnet, "DevnetRestarted")
    process.kill(killedPid, "SIGKILL")
    const { pid } = await Promise.all([blocked, released, restarted])
      .then(([, , event]) => event)
      .finally(() => blocker.close())

    expect(events).toEqual([
      { _tag: "DevnetDown", reason: "anvil was killed by SIGKILL", restart: 1 },
      { _tag: "DevnetPortTaken", attempt: 1, delayMs: 100 },
      { _tag: "DevnetRestarted", pid, restart: 1 },
    ])
    expect(logs.get("Restarting Devnet")).toEqual([
      `sandbox: ${label} went down (anvil was killed by SIGKILL); restarting it on the same port (restart 1 of at most 3 within 60 s)`,
      `sandbox: ${label} cannot restart yet: its port is taken; trying again in 100 ms (try 2 of 6)`,
      `sandbox: ${label} is back (anvil pid ${pid}) at its seeded state; transactions made after seeding are gone`,
    ])
    expect([devnet.status(), devnet.rpcUrl, devnet.anvil.port, devnet.anvil.pid]).toEqual([
      "running",
      rpcUrl,
      port,
      pid,
    ])
    expect(pid).not.toBe(killedPid)
    expect(isRunning(killedPid)).toBe(false)
    expect(await chainIdAt(rpcUrl)).toBe(31337)

    const client = devnetPublicClient(devnet)
    expect(devnet.tokens).toBe(tokens)
    for (const [index, spec] of devnetTokenSpecs.entries()) {
      const holders = devnet.accounts.slice(0, devnetTokenHolderCount)
      const balances = await Promise.all(
        holders.map((holder) =>
          client.readContract({
            address: tokens[index]!.address,
            abi: erc20Abi,
            functionName: "balanceOf",
            args: [holder.address],
          }),
        ),
      )
      expect(balances).toEqual(holders.map(() => parseUnits(spec.amountEach, spec.decimals)))
    }
    expect(await client.getBalance({ address: receiver })).toBe(0n)
    // The exchange comes back too: the router at its address, every pool at its seeded reserves.
    expect(devnet.exchange).toBe(exchange)
    expect(
      await client.readContract({
        address: exchange.router,
        abi: uniswapV2Router02Abi,
        functionName: "factory",
      }),
    ).toBe(exchange.factory)
    expect(await reservesOf(devnet)).toEqual(seededReserves)

    await devnet.stop()
    expect([devnet.status(), isRunning(pid)]).toEqual(["stopped", false])
    // A stop is not a death: nothing restarts it.
    expect(events.map((event) => event._tag)).toEqual([
      "DevnetDown",
      "DevnetPortTaken",
      "DevnetRestarted",
    ])
    expect(await chainIdAt(rpcUrl)).toBe("ECONNREFUSED")
  }, 60_000)

  it("a devnet that keeps dying is given up on after the limit, with a log line that says so", async () => {
    const devnet = dying
    const label = `Dying Devnet (eip155:31337, ${devnet.rpcUrl})`
    const firstPid = devnet.anvil.pid
    const restarted = nextDevnetEvent(devnet, "DevnetRestarted")
    process.kill(firstPid, "SIGKILL")
    const { pid } = await restarted
    const gaveUp = nextDevnetEvent(devnet, "DevnetGaveUp")
    process.kill(pid, "SIGKILL")
    expect(await gaveUp).toEqual({
      _tag: "DevnetGaveUp",
      reason: "went down (anvil was killed by SIGKILL) after 1 restart within 60 s",
    })
    expect(logs.get("Dying Devnet")).toEqual([
      `sandbox: ${label} went down (anvil was killed by SIGKILL); restarting it on the same port (restart 1 of at most 1 within 60 s)`,
      `sandbox: ${label} is back (anvil pid ${pid}) at its seeded state; transactions made after seeding are gone`,
      `sandbox: ${label} went down (anvil was killed by SIGKILL) after 1 restart within 60 s; giving up on it: restart the sandbox to get it back`,
    ])
    expect(devnet.status()).toBe("failed")
    expect(await chainIdAt(devnet.rpcUrl)).toBe("ECONNREFUSED")
    await devnet.stop()
    expect([devnet.status(), isRunning(firstPid), isRunning(pid)]).toEqual([
      "stopped",
      false,
      false,
    ])
  }, 60_000)

  it("a restart that never gets the port back gives up, naming the taken port", async () => {
    const devnet = blockedForGood
    const { port, pid } = devnet.anvil
    const label = `Blocked Devnet (eip155:31337, ${devnet.rpcUrl})`
    const blocker = createServer()
    const blocked = nextDevnetEvent(devnet, "DevnetDown").then(() =>
      listen(blocker, "127.0.0.1", port),
    )
    const gaveUp = nextDevnetEvent(devnet, "DevnetGaveUp")
    process.kill(pid, "SIGKILL")
    try {
      await blocked
      expect(await gaveUp).toEqual({
        _tag: "DevnetGaveUp",
        reason: `could not restart (anvil did not start: port ${port} on 127.0.0.1 is taken)`,
      })
    } finally {
      blocker.close()
    }
    expect(logs.get("Blocked Devnet")).toEqual([
      `sandbox: ${label} went down (anvil was killed by SIGKILL); restarting it on the same port (restart 1 of at most 3 within 60 s)`,
      `sandbox: ${label} cannot restart yet: its port is taken; trying again in 1 ms (try 2 of 2)`,
      `sandbox: ${label} could not restart (anvil did not start: port ${port} on 127.0.0.1 is taken); giving up on it: restart the sandbox to get it back`,
    ])
    expect(devnet.status()).toBe("failed")
  }, 60_000)

  it("a devnet whose seeded contracts are gone (anvil_reset on its own URL) is noticed and restarted at its seeded state (issue 30, M3)", async () => {
    const devnet = wiped
    const label = `Wiped Devnet (eip155:31338, ${devnet.rpcUrl})`
    const client = devnetPublicClient(devnet)
    const fusd = devnet.tokens[0]!.address
    const holder = devnet.accounts[0]!.address
    const balanceOfHolder = () =>
      client.readContract({
        address: fusd,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [holder],
      })
    const seeded = await balanceOfHolder()
    const { pid: wipedPid } = devnet.anvil
    const events = recordEvents(devnet)
    const restarted = nextDevnetEvent(devnet, "DevnetRestarted")
    // What one call from any page did through the proxy before it refused cheats.
    await client.request({ method: "anvil_reset", params: [] } as never)
    const { pid } = await restarted
    expect(events).toEqual([
      { _tag: "DevnetDown", reason: "its seeded contracts are gone", restart: 1 },
      { _tag: "DevnetRestarted", pid, restart: 1 },
    ])
    expect(logs.get("Wiped Devnet")).toEqual([
      `sandbox: ${label} went down (its seeded contracts are gone); restarting it on the same port (restart 1 of at most 3 within 60 s)`,
      `sandbox: ${label} is back (anvil pid ${pid}) at its seeded state; transactions made after seeding are gone`,
    ])
    expect(isRunning(wipedPid)).toBe(false)
    expect(devnet.status()).toBe("running")
    expect(await balanceOfHolder()).toBe(seeded)
    expect(await reservesOf(devnet)).toEqual(
      devnet.exchange.pairs.map(() => [expect.any(BigInt), expect.any(BigInt)]),
    )
  }, 60_000)
})
