import { Data } from "effect"

/**
 * The OpenAPI document cannot be turned into a client: it does not parse, is not OpenAPI
 * 3.1, has an unresolved `$ref`, or uses a construct the generator does not map. The message
 * names the file, the place (`line:column`) when known and the JSON pointer of the culprit.
 * @example
 * // openapi/provider-api.yaml:12:9: unresolved $ref "#/components/schemas/Nope" (at #/paths/~1v1~1x/get/responses/200/content/application~1json/schema/$ref)
 */
export class CodegenError extends Data.TaggedError("CodegenError")<{
  /** The schema file, as given to the generator. */
  readonly file: string
  /** What is wrong. */
  readonly reason: string
  /** 1-based line of the culprit in the file, when known. */
  readonly line?: number
  /** 1-based column of the culprit in the file, when known. */
  readonly column?: number
  /** JSON pointer (`#/paths/...`) of the culprit, when it is inside the document. */
  readonly pointer?: string
  readonly cause?: unknown
}> {
  override get message(): string {
    const place = this.line === undefined ? "" : `:${this.line}:${this.column ?? 1}`
    const at = this.pointer === undefined ? "" : ` (at ${this.pointer})`
    return `${this.file}${place}: ${this.reason}${at}`
  }
}
