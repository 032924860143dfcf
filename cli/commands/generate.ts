import { existsSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { Command } from "commander"
import { CodegenError } from "../../codegen/CodegenError"
import { FileWriteError } from "../../codegen/FileWriteError"
import type { CliContext } from "../CliContext"
import { CliError } from "../CliError"
import { fileErrorMessage, isFileSystemError, shownPath } from "../fileErrorMessage"
import { packageRoot } from "../foyerPackage"
import { makeOutput } from "../Output"
import { missingPackages, missingPackagesMessage } from "../peers/missingPackages"

/** The contract `foyer generate` reads when `--schema` is not given and the folder has none. */
export const packagedSchema = join(packageRoot, "openapi", "provider-api.yaml")

/**
 * The optional peer dependencies of foyer that the generator imports: the YAML parser, and
 * openapi-typescript with the TypeScript compiler it prints with.
 */
export const generatorPackages = ["openapi-typescript", "yaml", "typescript"] as const

/**
 * Where `foyer generate` reads and writes by default in `cwd`: the folder's own
 * `openapi/provider-api.yaml` when it has one (else the contract foyer ships), into
 * `core/api/generated` when that folder exists (foyer's own repository), else
 * `src/api/generated`.
 */
export const generateDefaults = (
  cwd: string,
): { readonly schema: string; readonly out: string } => {
  const ownSchema = join(cwd, "openapi", "provider-api.yaml")
  return {
    schema: existsSync(ownSchema) ? ownSchema : packagedSchema,
    out: existsSync(join(cwd, "core", "api", "generated"))
      ? join(cwd, "core", "api", "generated")
      : join(cwd, "src", "api", "generated"),
  }
}

/** `foyer generate [--schema file] [--out dir]`: the API client, with the package's generator. */
export const generateCommand = (context: CliContext): Command =>
  new Command("generate")
    .description(
      "regenerate the provider API client (types, Effect schemas, operation table) from an OpenAPI file",
    )
    .option("--schema <file>", "the OpenAPI 3.1 document (default: openapi/provider-api.yaml)")
    .option("--out <dir>", "the folder to write into (default: src/api/generated)")
    .action(async (options: { readonly schema?: string; readonly out?: string }) => {
      const output = makeOutput(context)
      const defaults = generateDefaults(context.cwd)
      const schemaFile =
        options.schema === undefined ? defaults.schema : resolve(context.cwd, options.schema)
      const outDir = options.out === undefined ? defaults.out : resolve(context.cwd, options.out)
      if (!existsSync(schemaFile)) {
        throw new CliError({ message: `No OpenAPI file at ${relative(context.cwd, schemaFile)}` })
      }
      // As the generator's own imports resolve them: from foyer's location.
      const missing = missingPackages(generatorPackages, import.meta.url)
      if (missing.length > 0) {
        throw new CliError({ message: missingPackagesMessage("generate", missing) })
      }
      const { generateApiClient } = await import("../../codegen/generateApiClient")
      const result = await output
        .progress("Generating the API client", () =>
          // Relative to the folder the person runs in, so an error names the file as they know it.
          generateApiClient({ schemaFile: relative(context.cwd, schemaFile), outDir }),
        )
        .catch((error: unknown) => {
          // The generator names the file and the line:column; that is the whole message.
          if (error instanceof CodegenError) throw new CliError({ message: error.message })
          if (error instanceof FileWriteError && isFileSystemError(error.cause)) {
            // Named as the file it was writing, not its temporary sibling.
            throw new CliError({
              message: fileErrorMessage(error.cause, {
                cwd: context.cwd,
                action: "write",
                path: shownPath(context.cwd, resolve(context.cwd, error.path)),
              }),
            })
          }
          throw error
        })
      for (const file of result.files) output.info(`wrote ${relative(context.cwd, resolve(file))}`)
      output.success(`API client generated from ${relative(context.cwd, schemaFile) || schemaFile}`)
    })
