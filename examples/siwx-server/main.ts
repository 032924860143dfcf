// `npx tsx examples/siwx-server/main.ts [--port <n>]` (or `npm run example -- siwx-server`):
// starts the example sign-in backend (server.ts) on 127.0.0.1, port 8787 unless given, and
// prints its routes; Ctrl-C stops it.
import { startSiwxServer } from "./server"

const args = process.argv.slice(2)
const flag = args.indexOf("--port")
const portText = (flag === -1 ? args[0] : args[flag + 1]) ?? "8787"
const port = Number(portText)
if (!/^\d+$/.test(portText) || port > 65_535) {
  console.error(`The port must be a number from 0 to 65535, not "${portText}"`)
  process.exit(2)
}
const server = await startSiwxServer({ port })
console.log(`Foyer sign-in backend on ${server.url} (Ctrl-C to stop)
  GET    ${server.url}/auth/nonce
  POST   ${server.url}/auth/sessions                     (a SiwxSignIn as JSON)
  GET    ${server.url}/auth/sessions?chainId=…&address=…
  DELETE ${server.url}/auth/sessions?chainId=…&address=…
Sign-ins are accepted for the domain ${server.site.domain} (URI ${server.site.uri}) on eip155:1.`)
process.once("SIGINT", () => {
  server.stop().then(() => process.exit(0))
})
