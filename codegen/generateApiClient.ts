import { join, relative, sep } from "node:path"
import { checkRefs } from "./checkRefs"
import { collectOperations } from "./collectOperations"
import { emitOperations } from "./emitOperations"
import { emitSchemas } from "./emitSchemas"
import { emitTypes } from "./emitTypes"
import { type FileSystem, nodeFileSystem } from "./FileSystem"
import { loadOpenApiSource } from "./OpenApiSource"
import { writeFilesAtomically } from "./writeFilesAtomically"

/** Where to read the OpenAPI document and where to write the generated client. */
export interface GenerateApiClientOptions {
  /** The OpenAPI 3.1 document (YAML or JSON). */
  readonly schemaFile: string
  /** The folder to write types.ts, schemas.ts and operations.ts into (created if missing). */
  readonly outDir: string
  /** What to write with: the real file system unless a test says otherwise. */
  readonly files?: FileSystem
}

/** The generated files, as absolute or cwd-relative paths like `outDir`. */
export interface GenerateApiClientResult {
  readonly files: string[]
}

/**
 * Generates the API client from an OpenAPI 3.1 document: `types.ts` (openapi-typescript),
 * `schemas.ts` (Effect Schemas of every component and operation body) and `operations.ts`
 * (the table of operations). Output is deterministic. Nothing is written unless the whole
 * document maps, and then the three files are written all or none (writeFilesAtomically); a
 * bad document rejects with a CodegenError naming the file, line:column and JSON pointer.
 * @example
 * await generateApiClient({ schemaFile: "openapi/provider-api.yaml", outDir: "core/api/generated" })
 */
export const generateApiClient = async (
  options: GenerateApiClientOptions,
): Promise<GenerateApiClientResult> => {
  const source = await loadOpenApiSource(options.schemaFile)
  checkRefs(source)
  // Named relative to the working directory so that the header does not depend on the machine.
  const sourceLabel = relative(process.cwd(), options.schemaFile).split(sep).join("/")
  const contract = collectOperations(source)
  const rpcUrl = source.document["x-rpc-url"]
  if (rpcUrl !== undefined && typeof rpcUrl !== "string") {
    throw source.errorAt(["x-rpc-url"], "x-rpc-url must be a URL")
  }
  const outputs = [
    ["types.ts", await emitTypes(source, sourceLabel)],
    ["schemas.ts", emitSchemas(source, contract, sourceLabel)],
    ["operations.ts", emitOperations(contract, sourceLabel, rpcUrl)],
  ] as const
  const fs = options.files ?? nodeFileSystem
  await fs.mkdir(options.outDir, { recursive: true })
  const files = outputs.map(([name, text]) => ({ path: join(options.outDir, name), text }))
  // All three or none: an interrupted run must not mix new types with old operations.
  await writeFilesAtomically(files, fs)
  return { files: files.map((file) => file.path) }
}
