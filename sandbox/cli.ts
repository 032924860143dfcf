// `npm run sandbox`: starts the whole sandbox (two anvil devnets, the Solana devnet, the Bitcoin chain, the
// sandbox API and the WalletConnect relay on 127.0.0.1), prints its URLs and runs until
// Ctrl-C (SIGINT) or SIGTERM, then stops everything and exits 0. Flags: --project-id <id> (reject other ids
// with 401), --port <n>, --allowed-domain <domain> (repeatable).
import { parseArgs } from "node:util"
import { makeAllowedDomains } from "./api/AllowedDomains"
import { devnetUrlLines } from "./devnetUrlLines"
import { pageUrlLines } from "./pageUrlLines"
import { runUntilSignal } from "./runUntilSignal"
import { type Sandbox, startSandbox } from "./startSandbox"

const { values } = parseArgs({
  options: {
    "project-id": { type: "string" },
    port: { type: "string" },
    "allowed-domain": { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
  },
})

if (values.help === true) {
  process.stdout.write(
    [
      "Usage: npm run sandbox -- [--project-id <id>] [--port <n>] [--allowed-domain <domain>]…",
      "",
      "Starts the Foyer sandbox on 127.0.0.1 and prints its URLs; Ctrl-C stops it.",
      "  --project-id <id>  answer other project ids with 401 'Unauthorized: invalid key'",
      "  --port <n>         serve the API on this port (default: a free one)",
      "  --allowed-domain <domain>",
      "                     take sign-ins from pages on this domain: host, host:port or host:*",
      "                     (repeatable; default localhost, 127.0.0.1 and [::1] on any port)",
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

const allowedDomains = values["allowed-domain"]
try {
  // Checked before anything starts, so a mistyped domain costs no devnet start.
  makeAllowedDomains(allowedDomains ?? [])
} catch (error) {
  process.stderr.write(`--allowed-domain: ${(error as Error).message}\n`)
  process.exit(2)
}

const projectId = values["project-id"]
const describe = (sandbox: Sandbox): string => {
  const sampleProjectId = projectId ?? "<your project id>"
  const pad = (label: string) => label.padEnd(11)
  return [
    "Foyer sandbox is running (Ctrl-C to stop)",
    `  ${pad("API")}${sandbox.urls.api}`,
    `  ${pad("RPC")}${sandbox.urls.rpc}?chainId=<caip2>&projectId=${sampleProjectId}`,
    `  ${pad("Analytics")}${sandbox.urls.analytics}`,
    `  ${pad("Relay")}${sandbox.urls.relay}  (WalletConnect relayUrl)`,
    ...pageUrlLines(sandbox.urls, pad),
    ...devnetUrlLines(sandbox.urls, pad),
    `  ${pad("Admin")}${sandbox.urls.api}/__sandbox/ (loopback only)`,
    "",
  ].join("\n")
}

await runUntilSignal({
  starting: startSandbox({
    ...(projectId === undefined ? {} : { projectId }),
    ...(allowedDomains === undefined ? {} : { allowedDomains }),
    ...(port === undefined ? {} : { port }),
  }),
  what: "the sandbox",
  describe,
})
