import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { stringify } from "yaml"
import { generateApiClient } from "./generateApiClient"

/** The repository root (this file sits in codegen/). */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url))

/** A throwaway generation: where it went, its files, and how to load and remove them. */
export interface TempGeneration {
  readonly dir: string
  readonly files: ReadonlyArray<string>
  /** The text of one generated file (`types.ts`, `schemas.ts`, `operations.ts`). */
  readonly read: (name: string) => Promise<string>
  /** The generated module of one file, imported (and compiled) as the app would. */
  readonly load: (name: string) => Promise<Record<string, unknown>>
  readonly remove: () => Promise<void>
}

/**
 * A fresh temporary folder inside the repository's node_modules/.cache, so that generated
 * modules resolve `effect` like the committed ones do.
 */
export const makeTempDir = async (): Promise<string> => {
  const cache = join(repoRoot, "node_modules", ".cache")
  await mkdir(cache, { recursive: true })
  return mkdtemp(join(cache, "foyer-codegen-"))
}

/**
 * Generates the client of a schema file, or of an inline document (written as YAML), into a
 * temporary folder. For tests.
 */
export const generateToTempDir = async (
  schema: { readonly file: string } | { readonly document: unknown } | { readonly yaml: string },
): Promise<TempGeneration> => {
  const dir = await makeTempDir()
  let schemaFile: string
  if ("file" in schema) {
    schemaFile = schema.file
  } else {
    schemaFile = join(dir, "api.yaml")
    await writeFile(schemaFile, "yaml" in schema ? schema.yaml : stringify(schema.document))
  }
  const out = join(dir, "out")
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    const { files } = await generateApiClient({ schemaFile, outDir: out })
    return {
      dir: out,
      files,
      read: (name) => readFile(join(out, name), "utf8"),
      load: (name) => import(/* @vite-ignore */ join(out, name)),
      remove,
    }
  } catch (error) {
    await remove()
    throw error
  }
}
