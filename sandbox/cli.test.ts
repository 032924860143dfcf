import { spawn } from "node:child_process"
import { once } from "node:events"
import type { ClientRequest, IncomingMessage } from "node:http"
import { createRequire } from "node:module"
import { createInterface } from "node:readline"
import { fileURLToPath, pathToFileURL } from "node:url"
import { describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { collectOutput, descendants, spawnTypeScript, waitForExit } from "../test/processes"

describe("npm run sandbox (sandbox/cli.ts)", () => {
  it.each(["SIGINT", "SIGTERM"] as const)(
    "starts the sandbox, prints its URLs, and on %s stops everything and exits 0",
    async (stopSignal) => {
      const child = spawnTypeScript(new URL("./cli.ts", import.meta.url), [
        "--project-id",
        "cli-test",
      ])
      const exited = once(child, "exit")
      try {
        // The banner is printed in one write once everything runs; its last line names the
        // admin routes.
        const printed: string[] = []
        for await (const line of createInterface({ input: child.stdout })) {
          printed.push(line)
          if (line.includes("Admin")) break
        }
        const banner = printed.join("\n")
        const apiUrl = /^\s+API\s+(http:\/\/127\.0\.0\.1:\d+)$/m.exec(banner)?.[1]
        expect(apiUrl, banner).toBeDefined()
        expect(banner).toMatch(
          /RPC\s+http:\/\/127\.0\.0\.1:\d+\/v1\/\?chainId=<caip2>&projectId=cli-test[\s\S]*Devnet\s+http:\/\/127\.0\.0\.1:\d+ {2}eip155:31337 Foyer Devnet\n[\s\S]*eip155:31338 Foyer Devnet 2/,
        )
        // The Solana devnet, its JSON-RPC answering there with its genesis hash.
        const solana =
          /^\s+Solana\s+(http:\/\/127\.0\.0\.1:\d+) {2}(solana:\w+) Foyer Solana Devnet\n\s+ws:\/\/127\.0\.0\.1:\d+ {2}\(its WebSocket, for subscriptions\)$/m.exec(
            banner,
          )
        expect(solana, banner).not.toBeNull()
        const genesis = await fetch(solana?.[1] ?? "", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getGenesisHash" }),
        })
        const { result } = (await genesis.json()) as { result: string }
        expect(`solana:${result.slice(0, 32)}`).toBe(solana?.[2])

        const relayUrl =
          /^\s+Relay\s+(ws:\/\/127\.0\.0\.1:\d+) {2}\(WalletConnect relayUrl\)$/m.exec(banner)?.[1]
        expect(relayUrl, banner).toBeDefined()
        // The sandbox exchange's pay pages: a page of no session is a 404 there.
        const payUrl =
          /^\s+Pay\s+(http:\/\/127\.0\.0\.1:\d+) {2}\(the sandbox exchange's pay pages\)$/m.exec(
            banner,
          )?.[1]
        expect(payUrl, banner).toBeDefined()
        expect(
          (await fetch(`${payUrl}/sessions/00000000-0000-4000-8000-000000000000`)).status,
        ).toBe(404)
        // The onramp page, with its test cards, answers there (its order book, empty).
        const onrampUrl =
          /^\s+Onramp\s+(http:\/\/127\.0\.0\.1:\d+) {2}\(test cards 4242 4242 4242 4242, declined 4000 0000 0000 0002\)$/m.exec(
            banner,
          )?.[1]
        expect(onrampUrl, banner).toBeDefined()
        expect(await (await fetch(`${onrampUrl}/orders`)).json()).toEqual({ orders: [] })
        // The relay runs there: a connection without the relay JWT is refused with 401.
        const socket = new WebSocket(relayUrl ?? "")
        const [request, response] = (await once(socket, "unexpected-response")) as [
          ClientRequest,
          IncomingMessage,
        ]
        expect(response.statusCode).toBe(401)
        // With an unexpected-response listener, ending the refused request is the caller's job.
        socket.on("error", () => undefined)
        request.destroy()

        // The Bitcoin chain, its Esplora API answering there with regtest's genesis block.
        const bitcoin =
          /^\s+Bitcoin\s+(http:\/\/127\.0\.0\.1:\d+) {2}(bip122:\w+) Foyer Bitcoin Regtest\n\s+\(its Esplora API, as Blockstream's and mempool\.space's: \/address\/<address>, POST \/tx\)$/m.exec(
            banner,
          )
        expect(bitcoin, banner).not.toBeNull()
        const genesisBlock = await (await fetch(`${bitcoin?.[1]}/block-height/0`)).text()
        expect(`bip122:${genesisBlock.slice(0, 32)}`).toBe(bitcoin?.[2])

        const chains = await fetch(`${apiUrl}/v1/supported-chains?projectId=cli-test`)
        expect(await chains.json()).toEqual({
          http: ["eip155:31337", "eip155:31338", solana?.[2], bitcoin?.[2]],
          ws: [],
        })

        const tree = await descendants(child.pid!)
        expect(tree.filter((p) => p.name === "anvil")).toHaveLength(2)

        child.kill(stopSignal)
        const [code, signal] = await exited
        expect([code, signal]).toEqual([0, null])
        for (const p of tree) expect.soft(await waitForExit(p.pid), `${p.name} ${p.pid}`).toBe(true)
      } finally {
        // A failed expectation must not leave the sandbox running; its watchdogs then stop anvil.
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
      }
    },
    120_000,
  )

  it("an --allowed-domain that is not host, host:port or host:* stops it at once with exit code 2, naming it", async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
    const child = spawn(
      process.execPath,
      [
        "--import",
        tsx,
        fileURLToPath(new URL("./cli.ts", import.meta.url)),
        "--allowed-domain",
        "127.0.0.1:*",
        "--allowed-domain",
        "https://dapp.example/",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    )
    const output = collectOutput(child)
    const [code] = await once(child, "exit")
    expect({ code, ...output }).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "--allowed-domain: Not an allowed domain: 'https://dapp.example/' (expected host, host:port or host:*, e.g. dapp.example or 127.0.0.1:5173)\n",
    })
  })
})
