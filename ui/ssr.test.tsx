// No DOM here: this file runs in Node, as a server renders.
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"

describe("server rendering", () => {
  it("importing foyer-kit/react in Node (no DOM) does not throw", async () => {
    expect(typeof document).toBe("undefined")
    const entry = await import("./index")
    expect(typeof entry.FoyerProvider).toBe("function")
  })

  it("renders the provider and the buttons to HTML, scoped and themed, without inline styles", async () => {
    const { AccountButton, ConnectButton, createFoyer, FoyerProvider, NetworkButton } =
      await import("./index")
    const foyer = createFoyer({
      projectId: "ssr",
      networks: ["eip155:1"],
      themeMode: "dark",
      themeVariables: { accent: "#0a7d4f" },
    })
    const html = renderToString(
      <FoyerProvider foyer={foyer}>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </FoyerProvider>,
    )
    const buttons = html.match(/<button[^>]*>/g) ?? []
    expect(buttons).toHaveLength(2)
    for (const tag of buttons) {
      expect(tag).toContain('data-foyer=""')
      expect(tag).toContain('data-theme="dark"')
      expect(tag).toContain('type="button"')
    }
    expect(html).toContain(">Connect Wallet</button>")
    expect(html).toContain("Network: </span>Ethereum</button>")
    expect(html).not.toContain("style=")
    // Nothing was loaded to render this.
    expect(foyer.peek()).toBeUndefined()
  })
})
