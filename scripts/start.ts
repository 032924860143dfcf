// `npm start`: the demo against the local sandbox. Starts the sandbox (two anvil devnets and
// the provider API on 127.0.0.1, a WalletConnect relay and a WalletConnect wallet with its
// control page, the onramp and pay pages), builds the demo (reusing the last build while the sources
// are unchanged), serves it with the sandbox test wallet installed in the page, prints the
// URL to open, and on Ctrl-C (SIGINT) or SIGTERM stops everything and exits 0.
import { parseArgs } from "node:util"
import { pageUrlLines } from "../sandbox/pageUrlLines"
import { runUntilSignal } from "../sandbox/runUntilSignal"
import { type DemoSite, startDemoSite } from "../test/e2e/startDemoSite"

const { values } = parseArgs({
  options: {
    "project-id": { type: "string" },
    port: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
})

if (values.help === true) {
  process.stdout.write(
    [
      "Usage: npm start -- [--port <n>] [--project-id <id>]",
      "",
      "Starts the Foyer sandbox and the demo on 127.0.0.1 and prints the URL; Ctrl-C stops all.",
      "  --port <n>         serve the demo on this port (default: a free one)",
      "  --project-id <id>  the project id of the demo and the sandbox (default foyer-demo)",
      "",
    ].join("\n"),
  )
  process.exit(0)
}

const port = values.port === undefined ? undefined : Number(values.port)
if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535)) {
  process.stderr.write(`--port must be a port number, got ${values.port}\n`)
  process.exit(2)
}

const describe = (site: DemoSite): string => {
  const pad = (label: string) => label.padEnd(11)
  const { urls } = site.sandbox
  return [
    "Foyer demo is running (Ctrl-C to stop)",
    "",
    `  ${pad("Open")}${site.demo.url}`,
    "",
    `  ${pad("Wallet")}No extension needed: the page has the sandbox test wallet. Choose`,
    `  ${pad("")}"Foyer Test Wallet" in the modal; it holds the funded devnet accounts.`,
    `  ${pad("")}Drive it from the browser console through foyerTestWallet, e.g.`,
    `  ${pad("")}foyerTestWallet.setBehaviour("eth_requestAccounts", "reject")`,
    `  ${pad("")}foyerTestWallet.moveToChain(1)   (a network the demo does not support)`,
    "",
    ...(site.walletConnect === undefined
      ? []
      : [
          `  ${pad("WC wallet")}${site.walletConnect.page.url}`,
          `  ${pad("")}A WalletConnect wallet over the same accounts: choose WalletConnect in`,
          `  ${pad("")}the modal, press Copy link, paste it there, then approve the session.`,
          "",
        ]),
    `  ${pad("API")}${urls.api}`,
    `  ${pad("Relay")}${urls.relay}`,
    ...pageUrlLines(urls, pad),
    `  ${pad("RPC")}${urls.rpc}?chainId=<caip2>&projectId=${site.projectId}`,
    ...urls.devnets.map(
      (devnet) => `  ${pad("Devnet")}${devnet.rpcUrl}  ${devnet.caipNetworkId} ${devnet.name}`,
    ),
    // A blank line closes the banner, so a script reading it knows it has all of it.
    "",
    "",
  ].join("\n")
}

process.stdout.write("Starting the sandbox and building the demo…\n")
await runUntilSignal({
  starting: startDemoSite({
    walletInPage: true,
    walletConnectWallet: true,
    ...(values["project-id"] === undefined ? {} : { projectId: values["project-id"] }),
    ...(port === undefined ? {} : { port }),
  }),
  what: "the demo and the sandbox",
  describe,
})
