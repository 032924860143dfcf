import { parseArgs } from "node:util"
import { devnetUrlLines } from "../sandbox/devnetUrlLines"
import { errorText } from "../sandbox/errorText"
import { pageUrlLines } from "../sandbox/pageUrlLines"
import { runUntilSignal } from "../sandbox/runUntilSignal"
import { type DemoSite, startDemoSite } from "../test/e2e/startDemoSite"
import type { PageExample } from "./runnableExamples"

/**
 * The banner printed once `example` runs: its URL, how to use the page's test wallet (and the
 * WalletConnect wallet when one runs), then the sandbox's URLs, the devnets last.
 */
export const pageExampleBanner = (example: PageExample, site: DemoSite): string => {
  const pad = (label: string) => label.padEnd(11)
  const { urls } = site.sandbox
  return [
    `${example.title} is running (Ctrl-C to stop)`,
    "",
    `  ${pad("Open")}${site.demo.url}`,
    "",
    `  ${pad("Wallet")}${example.wallet[0]}`,
    `  ${pad("")}${example.wallet[1]}`,
    `  ${pad("")}Drive it from the browser console through foyerTestWallet, e.g.`,
    `  ${pad("")}foyerTestWallet.setBehaviour("eth_requestAccounts", "reject")`,
    `  ${pad("")}foyerTestWallet.moveToChain(1)   (a network the demo does not support)`,
    ...(example.solanaWallet === undefined
      ? []
      : [
          `  ${pad("")}${example.solanaWallet[0]}`,
          `  ${pad("")}${example.solanaWallet[1]}`,
          `  ${pad("")}Drive it through foyerSolanaTestWallet, e.g. foyerSolanaTestWallet.setAccount(1)`,
        ]),
    ...(example.bitcoinWallet === undefined
      ? []
      : [
          `  ${pad("")}${example.bitcoinWallet[0]}`,
          `  ${pad("")}${example.bitcoinWallet[1]}`,
          `  ${pad("")}Drive it through foyerBitcoinTestWallet, e.g. foyerBitcoinTestWallet.setAccount(1)`,
        ]),
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
    ...devnetUrlLines(urls, pad),
    // A blank line closes the banner, so a script reading it knows it has all of it.
    "",
    "",
  ].join("\n")
}

/** What a page example's command line asks for. */
interface PageExampleOptions {
  readonly help: boolean
  readonly port: number | undefined
  readonly projectId: string | undefined
}

/** Reads the command line; throws on an unknown option, a missing value or a port out of range. */
const readOptions = (args: ReadonlyArray<string>): PageExampleOptions => {
  const { values } = parseArgs({
    args: [...args],
    options: {
      "project-id": { type: "string" },
      port: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  })
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535)) {
    throw new Error(`--port must be a port number, got ${values.port}`)
  }
  return { help: values.help === true, port, projectId: values["project-id"] }
}

/**
 * Runs a page example as `npm start` runs the demo: starts the sandbox (two anvil devnets, the
 * Solana devnet and the provider API on 127.0.0.1, a WalletConnect relay, the onramp and pay
 * pages, and the WalletConnect wallet when the example asks), builds the page (reusing the last
 * build while its sources are unchanged), serves it on a free port (or --port) with the sandbox
 * test wallet (and the Solana and Bitcoin ones, when the example has them) installed in the
 * page, prints the URL, and on Ctrl-C (SIGINT) or SIGTERM stops everything and exits 0. `command` is how the usage line names the command ("npm start --").
 */
export const runPageExample = async (
  example: PageExample,
  options: { readonly command: string; readonly args: ReadonlyArray<string> },
): Promise<void> => {
  let asked: PageExampleOptions
  try {
    asked = readOptions(options.args)
  } catch (error) {
    // parseArgs's own words (or the port's), without a stack: a mistyped command line.
    process.stderr.write(`${errorText(error)}\nSee ${options.command} --help\n`)
    process.exit(2)
  }

  if (asked.help) {
    process.stdout.write(
      [
        `Usage: ${options.command} [--port <n>] [--project-id <id>]`,
        "",
        `Starts the Foyer sandbox and ${example.what} on 127.0.0.1 and prints the URL; Ctrl-C stops all.`,
        `  --port <n>         serve ${example.what} on this port (default: a free one)`,
        `  --project-id <id>  the project id of ${example.what} and the sandbox (default foyer-demo)`,
        "",
      ].join("\n"),
    )
    process.exit(0)
  }

  process.stdout.write(`Starting the sandbox and building ${example.what}…\n`)
  await runUntilSignal({
    starting: startDemoSite({
      walletInPage: true,
      solanaWalletInPage: example.solanaWallet !== undefined,
      bitcoinWalletInPage: example.bitcoinWallet !== undefined,
      walletConnectWallet: example.walletConnectWallet,
      ...(example.build === undefined ? {} : { page: example.build }),
      ...(asked.projectId === undefined ? {} : { projectId: asked.projectId }),
      ...(asked.port === undefined ? {} : { port: asked.port }),
    }),
    what: `${example.what} and the sandbox`,
    describe: (site) => pageExampleBanner(example, site),
  })
}
