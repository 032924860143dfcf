import { spawn } from "node:child_process"
import { once } from "node:events"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { describe, expect, it } from "vitest"
import { repoRoot, runFoyer, tempProject } from "../../test/cliHarness"
import { connectButton, dialog, visible } from "../../test/e2e/demoPageFlows"
import { launchChromium } from "../../test/e2e/launchChromium"
import { descendants, waitForExit } from "../../test/processes"

describe("foyer dev", () => {
  it("starts the sandbox and the app's dev server with the sandbox's URLs; Ctrl-C stops both", async () => {
    const { dir, linkFoyer } = await tempProject()
    const init = await runFoyer(["init", "--yes"], { cwd: dir })
    expect(init.code, init.stderr).toBe(0)
    await linkFoyer()

    const child = spawn(
      process.execPath,
      [join(repoRoot, "cli", "bin.js"), "dev", "--project-id", "dev-test"],
      {
        cwd: dir,
        stdio: ["ignore", "pipe", "inherit"],
      },
    )
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
      expect(await chains.json()).toEqual({ http: ["eip155:31337", "eip155:31338"], ws: [] })

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
