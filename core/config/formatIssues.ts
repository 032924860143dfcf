import { type Schema, SchemaIssue } from "effect"

/** One decoding problem: where (e.g. "features.swaps", "networks[1]") and what was expected. */
export interface FieldIssue {
  readonly path: string
  readonly message: string
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const joinPath = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path
    .map((segment) => (typeof segment === "object" ? segment.key : segment))
    .reduce<string>(
      (acc, key) =>
        typeof key === "number"
          ? `${acc}[${key}]`
          : acc === ""
            ? String(key)
            : `${acc}.${String(key)}`,
      "",
    ) || "(root)"

/** Flattens a schema error into field issues with dotted paths and readable messages. */
export const formatIssues = (error: Schema.SchemaError): ReadonlyArray<FieldIssue> =>
  formatter(error.issue).issues.map((issue) => ({
    path: joinPath(issue.path ?? []),
    // Effect's wording for an unknown key reads oddly to a developer configuring a kit.
    message: issue.message === "Expected no excess property" ? "Unknown option" : issue.message,
  }))
