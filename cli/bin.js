#!/usr/bin/env node
// The foyer CLI is built in its own issue; until then `npm start` says what it will run.
const [command] = process.argv.slice(2)
if (command === "dev") {
  console.log(
    "foyer dev will start the local sandbox (anvil devnets, the provider API, a WalletConnect relay) and the demo dApp in examples/demo, then print the URL to open.",
  )
  console.log("The sandbox and the demo are not built yet: run `npm test` to exercise the kernel.")
} else {
  console.log("usage: foyer dev")
}
