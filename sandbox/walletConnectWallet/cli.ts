// `npx tsx sandbox/walletConnectWallet/cli.ts --relay-url <ws URL> --rpc-url <RPC URL>`:
// starts the sandbox WalletConnect wallet over the first devnet account (and, with
// --solana-rpc-url and --bitcoin-esplora-url, the first Solana and Bitcoin accounts) against a
// running sandbox (`npm run sandbox` prints every URL), serves its control page on 127.0.0.1 and
// runs until Ctrl-C (SIGINT) or SIGTERM. Paste a dApp's wc: URI into the page, or open
// <page>/?uri=<URI>.
import { parseArgs } from "node:util"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { runUntilSignal } from "../runUntilSignal"
import {
  createWalletConnectWallet,
  type WalletConnectBitcoinOptions,
  type WalletConnectPolicy,
  type WalletConnectSolanaOptions,
  type WalletConnectWallet,
} from "./createWalletConnectWallet"
import {
  startWalletConnectWalletPage,
  type WalletConnectWalletPage,
} from "./startWalletConnectWalletPage"

const usage = [
  "Usage: npx tsx sandbox/walletConnectWallet/cli.ts --relay-url <ws://…> --rpc-url <http://…/v1/>",
  "         [--project-id <id>] [--port <n>] [--sessions <policy>] [--requests <policy>]",
  "         [--no-one-click-auth] [--solana-rpc-url <http://…>] [--bitcoin-esplora-url <http://…>]",
  "",
  "Starts the sandbox WalletConnect wallet and its control page; Ctrl-C stops it.",
  "  --relay-url <url>    the sandbox relay (Relay in `npm run sandbox`'s output)",
  "  --rpc-url <url>      the sandbox RPC host, path /v1/ (RPC in that output)",
  "  --project-id <id>    the project id sent to the relay and the RPC (default: foyer-sandbox)",
  "  --port <n>           serve the page on this port (default: a free one)",
  "  --sessions <policy>  manual (default), approve or reject session proposals and sign-ins",
  "  --requests <policy>  manual (default), approve or reject requests on their own",
  "  --no-one-click-auth  act as a wallet without one-click auth (wc_sessionAuthenticate): take",
  "                       the dApp's fallback session proposal instead",
  "  --solana-rpc-url <url>",
  "                       serve the solana namespace too, on the Solana devnet whose JSON-RPC",
  "                       this is (Solana in `npm run sandbox`'s output), with its first account",
  "  --bitcoin-esplora-url <url>",
  "                       serve the bip122 namespace too, on the Bitcoin chain whose Esplora",
  "                       API this is (Bitcoin in that output), with its first account",
  "",
].join("\n")

const { values } = parseArgs({
  options: {
    "relay-url": { type: "string" },
    "rpc-url": { type: "string" },
    "project-id": { type: "string" },
    port: { type: "string" },
    sessions: { type: "string" },
    requests: { type: "string" },
    "no-one-click-auth": { type: "boolean" },
    "solana-rpc-url": { type: "string" },
    "bitcoin-esplora-url": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
})

const fail = (message: string): never => {
  process.stderr.write(`${message}\n\n${usage}`)
  process.exit(2)
}

if (values.help === true) {
  process.stdout.write(usage)
  process.exit(0)
}

const relayUrl = values["relay-url"] ?? fail("--relay-url is required")
const rpcUrl = values["rpc-url"] ?? fail("--rpc-url is required")
const port = values.port === undefined ? 0 : Number(values.port)
if (!(Number.isInteger(port) && port >= 0 && port <= 65_535)) {
  fail(`--port must be a port number, got ${values.port}`)
}
const policyOf = (flag: "sessions" | "requests"): WalletConnectPolicy => {
  const value = values[flag] ?? "manual"
  if (value === "manual" || value === "approve" || value === "reject") return value
  return fail(`--${flag} must be manual, approve or reject, got ${value}`)
}
const policy = { sessions: policyOf("sessions"), requests: policyOf("requests") }

interface Running {
  readonly wallet: WalletConnectWallet
  readonly page: WalletConnectWalletPage
  readonly stop: () => Promise<void>
}

/** The solana namespace on the sandbox's Solana devnet, when its RPC URL is given. */
const solanaOptions = async (): Promise<WalletConnectSolanaOptions | undefined> => {
  const solanaRpcUrl = values["solana-rpc-url"]
  if (solanaRpcUrl === undefined) return undefined
  const [{ deriveSolanaAccounts }, { solanaDevnetCaipNetworkId }] = await Promise.all([
    import("../solana/deriveSolanaAccounts"),
    import("../solana/startSolanaDevnet"),
  ])
  return {
    rpcUrl: solanaRpcUrl,
    secretKeys: deriveSolanaAccounts(devnetMnemonic, 1).map((account) => account.secretKey),
    chains: [solanaDevnetCaipNetworkId],
  }
}

/** The bip122 namespace on the sandbox's Bitcoin regtest chain, when its Esplora URL is given. */
const bitcoinOptions = async (): Promise<WalletConnectBitcoinOptions | undefined> => {
  const esploraUrl = values["bitcoin-esplora-url"]
  if (esploraUrl === undefined) return undefined
  const [{ deriveBitcoinAccounts }, { bitcoinRegtestCaipNetworkId }] = await Promise.all([
    import("../bitcoin/bitcoinKeys"),
    import("../bitcoin/startBitcoinRegtest"),
  ])
  return {
    esploraUrl,
    accounts: deriveBitcoinAccounts(1, devnetMnemonic),
    chains: [bitcoinRegtestCaipNetworkId],
  }
}

const start = async (): Promise<Running> => {
  const [solana, bitcoin] = await Promise.all([solanaOptions(), bitcoinOptions()])
  const wallet = await createWalletConnectWallet({
    relayUrl,
    rpcUrl,
    projectId: values["project-id"] ?? "foyer-sandbox",
    privateKeys: deriveDevnetAccounts(devnetMnemonic, 1).map((account) => account.privateKey),
    policy,
    oneClickAuth: values["no-one-click-auth"] !== true,
    ...(solana === undefined ? {} : { solana }),
    ...(bitcoin === undefined ? {} : { bitcoin }),
  })
  try {
    const page = await startWalletConnectWalletPage({ wallet, port })
    return {
      wallet,
      page,
      stop: async () => {
        await page.stop()
        await wallet.close()
      },
    }
  } catch (error) {
    await wallet.close()
    throw error
  }
}

/** The banner's line for each namespace's account. */
const bannerLabels: Readonly<Record<string, string>> = {
  eip155: "Account",
  solana: "Solana",
  bip122: "Bitcoin",
}

await runUntilSignal({
  starting: start(),
  what: "the WalletConnect wallet",
  describe: ({ wallet, page }) =>
    [
      "Foyer sandbox WalletConnect wallet is running (Ctrl-C to stop)",
      ...wallet.namespaces.map(
        (served) =>
          `  ${(bannerLabels[served.namespace] ?? served.namespace).padEnd(13)}${served.address}`,
      ),
      `  Relay        ${relayUrl}`,
      `  Wallet page  ${page.url}/  (deep link: ${page.url}/?uri=<wc: URI, URL-encoded>)`,
      "",
    ].join("\n"),
})
