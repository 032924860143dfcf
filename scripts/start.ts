// `npm start`: the demo against the local sandbox. Starts the sandbox (two anvil devnets, the
// Solana devnet, the Bitcoin regtest and the provider API on 127.0.0.1, a WalletConnect relay
// and a WalletConnect wallet with its control page, the onramp and pay pages), builds the demo
// (reusing the last build while the sources are unchanged), serves it with the sandbox test
// wallet, the Solana test wallet and the Bitcoin test wallet (listed on ?bitcoin=on) installed
// in the page, prints the URL to open, and on Ctrl-C (SIGINT) or SIGTERM stops everything and
// exits 0. The demo is one of the examples `npm run example --
// <name>` runs (scripts/example.ts), the same way.

import { demoExample } from "./runnableExamples"
import { runPageExample } from "./runPageExample"

await runPageExample(demoExample, { command: "npm start --", args: process.argv.slice(2) })
