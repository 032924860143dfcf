import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript"
import { CodegenError } from "./CodegenError"
import { generatedHeader } from "./generatedHeader"
import type { OpenApiSource } from "./OpenApiSource"

/**
 * The text of `types.ts`: the `paths`, `components` and `operations` types of
 * openapi-typescript (readonly, to match the decoded Effect Schema types), as astToString
 * returns them.
 */
export const emitTypes = async (source: OpenApiSource, sourceLabel: string): Promise<string> => {
  // openapi-typescript annotates the document it is given; hand it a copy.
  const document = structuredClone(source.document) as unknown as OpenAPI3
  const ast = await openapiTS(document, { immutable: true, silent: true }).catch(
    (cause: unknown) => {
      throw new CodegenError({
        file: source.file,
        reason: `openapi-typescript rejected the document: ${cause instanceof Error ? cause.message : String(cause)}`,
        cause,
      })
    },
  )
  return `${generatedHeader(sourceLabel)}\n${astToString(ast)}`
}
