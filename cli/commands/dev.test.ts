import { spawn } from "node:child_process"
import { once } from "node:events"
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { describe, expect, it } from "vitest"
import { bitcoinRegtestCaipNetworkId } from "../../sandbox/bitcoin/startBitcoinRegtest"
import { solanaDevnetCaipNetworkId } from "../../sandbox/solana/startSolanaDevnet"
import { foyerCommand, recordingContext, runFoyer, tempProject } from "../../test/cliHarness"
import { connectButton, dialog, visible } from "../../test/e2e/demoPageFlows"
import { launchChromium } from "../../test/e2e/launchChromium"
import { descendants, waitForExit } from "../../test/processes"
import { CliError } from "../CliError"
import { devCommand, loadSandbox } from "./dev"

describe("foyer dev", () => {
  it("without the sandbox's packages names them with the install command, and starts nothing", async () => {
    const { dir } = await tempProject()
    await writeFile(join(dir, "package.json"), JSON.stringify({ name: "app" }))
    const { context, written } = recordingContext(dir)
    const missing = (specifier: string): string => {
      throw Object.assign(new Error(`Cannot find module '${specifier}'`), {
        code: "MODULE_NOT_FOUND",
      })
    }
    const failure = await devCommand(context, () => loadSandbox(missing))
      .parseAsync([], { from: "user" })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(CliError)
    expect((failure as CliError).message).toBe(
      "The Foyer sandbox needs packages that are not installed: ws, @walletconnect/sign-client, @walletconnect/relay-auth, @walletconnect/utils, @foundry-rs/anvil, @uniswap/v2-core, @uniswap/v2-periphery, litesvm, @solana/kit, @solana-program/system, @solana-program/token, @scure/btc-signer, @electric-sql/pglite, nodemailer, @simplewebauthn/server, oauth4webapi, oidc-provider, @farcaster/auth-client, smtp-server, mailparser. Run: npm install --save-dev ws@^8.23.0 @walletconnect/sign-client@2.21.8 @walletconnect/relay-auth@^1.1.0 @walletconnect/utils@2.21.8 @foundry-rs/anvil@1.7.1 @uniswap/v2-core@1.0.1 @uniswap/v2-periphery@1.1.0-beta.0 litesvm@1.5.0 @solana/kit@^8.4.0 @solana-program/system@^0.14.1 @solana-program/token@^0.16.1 @scure/btc-signer@^1.8.1 @electric-sql/pglite@^0.6.1 nodemailer@^10.6.1 @simplewebauthn/server@^13.3.3 oauth4webapi@^3.8.9 oidc-provider@^8.8.1 @farcaster/auth-client@^0.7.1 smtp-server@^3.21.7 mailparser@^3.14.5",
    )
    expect(written).toEqual({ stdout: "", stderr: "" })
  })

  it("starts the sandbox and the app's dev server with the sandbox's URLs; Ctrl-C stops both", async () => {
    const { dir, linkFoyer } = await tempProject()
    const init = await runFoyer(["init", "--yes"], { cwd: dir })
    expect(init.code, init.stderr).toBe(0)
    await linkFoyer()

    const child = spawn(process.execPath, [...foyerCommand, "dev", "--project-id", "dev-test"], {
      cwd: dir,
      stdio: ["ignore", "pipe", "inherit"],
    })
    const exited = once(child, "exit")
    try {
      const printed: string[] = []
      for await (const line of createInterface({ input: child.stdout })) {
        printed.push(line)
        if (line.includes("Devnet") && line.includes("31338")) break
      }
      const banner = printed.join("\n")
      const appUrl = /^\s+App\s+(http:\/\/127\.0\.0\.1:\d+\/)$/m.exec(banner)?.[1]
      const apiUrl = /^\s+API\s+(http:\/\/127\.0\.0\.1:\d+)$/m.exec(banner)?.[1]
      const relayUrl = /^\s+Relay\s+(ws:\/\/127\.0\.0\.1:\d+)$/m.exec(banner)?.[1]
      expect(
        [appUrl, apiUrl, relayUrl].every((url) => url !== undefined),
        banner,
      ).toBe(true)

      const page = await fetch(`${appUrl}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<div id="root">')
      // The app is told where the sandbox answers: Vite inlines the variable into its code.
      const options = await (await fetch(`${appUrl}src/main.tsx`)).text()
      expect(options).toContain(apiUrl)
      expect(options).toContain("dev-test")
      // And the kit runs in a browser: the button shows, the modal opens on the Connect view.
      const browser = await launchChromium()
      try {
        const tab = await browser.newPage()
        await tab.goto(`${appUrl}`)
        await visible(connectButton(tab), 60_000)
        await connectButton(tab).click()
        await visible(dialog(tab, "Connect Wallet"), 60_000)
        await visible(tab.getByRole("dialog").getByRole("button", { name: /^WalletConnect/ }))
      } finally {
        await browser.close()
      }
      const chains = await fetch(`${apiUrl}/v1/supported-chains?projectId=dev-test`)
      expect(await chains.json()).toEqual({
        http: [
          "eip155:31337",
          "eip155:31338",
          solanaDevnetCaipNetworkId,
          bitcoinRegtestCaipNetworkId,
        ],
        ws: [],
      })

      const tree = await descendants(child.pid!)
      expect(tree.filter((p) => p.name === "anvil")).toHaveLength(2)
      child.kill("SIGINT")
      const [code, signal] = await exited
      expect([code, signal]).toEqual([0, null])
      for (const p of tree) expect.soft(await waitForExit(p.pid), `${p.name} ${p.pid}`).toBe(true)
      await expect(fetch(`${appUrl}`)).rejects.toThrow()
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    }
  }, 240_000)
})
