import { spawn } from "node:child_process"
import { once } from "node:events"
import { readFile } from "node:fs/promises"
import { createServer } from "node:http"
import { createRequire } from "node:module"
import { createInterface } from "node:readline"
import { fileURLToPath, pathToFileURL } from "node:url"
import { createPublicClient, http, parseEther } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isRunning, waitForExit } from "../../test/processes"
import { listen } from "../listen"
import { sendNative } from "./sendNative"
import { type Anvil, AnvilPortTakenError, AnvilStartError, startAnvil } from "./startAnvil"

/** The local addresses of the TCP sockets listening on `port`, from Linux's /proc. */
const listeningAddresses = async (port: number): Promise<string[]> => {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0")
  const addresses: string[] = []
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const table = await readFile(file, "utf8").catch(() => "")
    for (const line of table.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/)
      const [address, localPort] = local?.split(":") ?? []
      if (state !== "0A" || localPort !== hexPort || address === undefined) continue
      addresses.push(
        address.length === 8
          ? (address.match(/../g) ?? [])
              .map((byte) => Number.parseInt(byte, 16))
              .reverse()
              .join(".")
          : address,
      )
    }
  }
  return addresses
}

describe("startAnvil", () => {
  let anvil: Anvil

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 3 })
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  it("anvil starts on 127.0.0.1 only, on a free port, and reports its chain id", async () => {
    expect(anvil.port).toBeGreaterThan(0)
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
    expect(anvil.wsUrl).toBe(`ws://127.0.0.1:${anvil.port}`)
    expect(await listeningAddresses(anvil.port)).toEqual(["127.0.0.1"])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getChainId()).toBe(31337)
  })

  it("funds the accounts of the standard test mnemonic with 10000 ether each", async () => {
    expect(anvil.accounts).toEqual([
      {
        address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        privateKey: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
      },
      {
        address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        privateKey: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
      },
      {
        address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
        privateKey: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
      },
    ])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const balance = await client.getBalance({ address: anvil.accounts[2]!.address })
    expect(balance).toBe(parseEther("10000"))
  })

  it("stop leaves no anvil process and frees the port", async () => {
    const other = await startAnvil({ chainId: 1337, accounts: 1 })
    expect(isRunning(other.pid)).toBe(true)
    await other.stop()
    expect(isRunning(other.pid)).toBe(false)
    expect(await other.exited).toEqual({ expected: true, reason: "anvil exited with code 0" })
    expect(await listeningAddresses(other.port)).toEqual([])
    await other.stop()
  })

  it("a dumped state starts another anvil on the same chain; a SIGKILL shows in exited", async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await sendNative(anvil, 1, receiver, 1234n)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const blockNumber = await client.getBlockNumber()
    const copy = await startAnvil({ chainId: 31337, accounts: 3, state: await anvil.dumpState() })
    try {
      const copyClient = createPublicClient({ transport: http(copy.rpcUrl) })
      expect(await copyClient.getBlockNumber()).toBe(blockNumber)
      expect(await copyClient.getBalance({ address: receiver })).toBe(1234n)
    } finally {
      process.kill(copy.pid, "SIGKILL")
    }
    expect(await copy.exited).toEqual({ expected: false, reason: "anvil was killed by SIGKILL" })
    expect(isRunning(copy.pid)).toBe(false)
  }, 60_000)

  it("a port another process holds rejects with AnvilPortTakenError naming the port", async () => {
    const blocker = createServer()
    const port = await listen(blocker, "127.0.0.1")
    try {
      const failure = await startAnvil({ chainId: 1, accounts: 1, port }).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(AnvilPortTakenError)
      expect([(failure as Error).message, (failure as AnvilPortTakenError).output]).toEqual([
        `anvil did not start: port ${port} on 127.0.0.1 is taken`,
        "Error: Address already in use (os error 98)",
      ])
    } finally {
      blocker.close()
    }
  })

  it("a failed start rejects with anvil's own message and leaves no process", async () => {
    const failure = await startAnvil({ chainId: 1, balanceEther: -1 }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(AnvilStartError)
    expect(failure).toMatchObject({
      _tag: "AnvilStartError",
      reason: "anvil exited with code 2 before listening",
    })
    expect((failure as AnvilStartError).output).toContain("unexpected argument '-1' found")
  })

  it("the anvil process dies when its parent process is killed with SIGKILL", async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
    const script = fileURLToPath(new URL("./startAnvilChildScript.ts", import.meta.url))
    const parent = spawn(process.execPath, ["--import", tsx, script], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    const parentExited = new Promise((resolve) => parent.once("exit", resolve))
    const [line]: unknown[] = await once(createInterface({ input: parent.stdout }), "line")
    const { pid } = JSON.parse(String(line)) as { pid: number }
    expect(isRunning(pid)).toBe(true)

    parent.kill("SIGKILL")
    await parentExited
    expect(await waitForExit(pid)).toBe(true)
  }, 60_000)
})
