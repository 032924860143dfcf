#!/usr/bin/env node
// The foyer CLI (init, add, remove, generate, dev, doctor) is built in its own issue.
// Until then this entry only points at what already runs.
console.log("The foyer CLI is not built yet.")
console.log(
  "  npm start          starts the local sandbox (devnets, provider API) and prints its URLs",
)
console.log("  npm run generate   regenerates the API client from openapi/provider-api.yaml")
console.log("  npm test           runs every test")
