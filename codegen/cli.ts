import { relative } from "node:path"
import { parseArgs } from "node:util"
import { generateApiClient } from "./generateApiClient"

const usage = `Usage: npm run generate -- [--schema <file>] [--out <dir>]

Generates the provider API client from the OpenAPI contract.

  --schema <file>  the OpenAPI 3.1 document (default openapi/provider-api.yaml)
  --out <dir>      the folder to write into (default core/api/generated)
  --help           show this help`

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      schema: { type: "string", default: "openapi/provider-api.yaml" },
      out: { type: "string", default: "core/api/generated" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(usage)
    return 0
  }
  const { files } = await generateApiClient({ schemaFile: values.schema, outDir: values.out })
  for (const file of files) console.log(`wrote ${relative(process.cwd(), file)}`)
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  },
)
