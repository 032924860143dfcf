import { Effect } from "effect"
import { validateConfig } from "../../core/config/decodeConfig"
import type { FoyerConfigInput } from "../../core/config/FoyerConfig"
import { inertOptions, type ListedPlugin } from "../../core/config/inertOptions"
import { checkKit, type FoyerOptions } from "../../core/plugins/resolveKit"
import { placeholderProjectId } from "../init/InitAnswers"
import type { Diagnosis, DoctorProblem } from "./Diagnosis"
import { firstLineOf } from "./firstLine"
import { pluginStates } from "./pluginStates"

/** A listed entry that is a plugin object (the kernel refuses any other, and doctor says so). */
const isListedPlugin = (value: unknown): value is ListedPlugin =>
  typeof value === "object" && value !== null && typeof (value as ListedPlugin).id === "string"

/**
 * `found`, then what the schema refuses in the loaded configuration object; when nothing
 * is wrong so far, what the kernel refuses. When the fields are right (a plugin the kernel
 * refuses aside), each listed plugin's state. The placeholder project id is a warning, and so
 * is each option the kit accepts but cannot act on (inertOptions).
 */
export const checkFields = async (
  loaded: Record<string, unknown>,
  found: ReadonlyArray<DoctorProblem>,
): Promise<Omit<Diagnosis, "plugins">> => {
  const problems = [...found]
  const { plugins: configured, ...fields } = loaded
  // The kernel names every unknown network even when another field is invalid.
  const issues = validateConfig(fields)
  // Valid text, but the id foyer init writes until the developer has a real one: the app runs
  // against the local sandbox, and the provider API will refuse it (APKT008) once deployed.
  const warnings: Array<DoctorProblem> =
    fields.projectId === placeholderProjectId
      ? [
          {
            path: "projectId",
            message: `APKT008 Project ID Missing (replace the placeholder ${placeholderProjectId} with your WalletConnect project id before the app goes live; the local sandbox needs none)`,
          },
        ]
      : []
  // Valid, but an option this kit cannot act on: said, as the kit says it in development.
  if (issues.length === 0) {
    const listed = (Array.isArray(configured) ? configured : []).filter(isListedPlugin)
    for (const option of inertOptions(fields as FoyerConfigInput, listed)) {
      warnings.push({ path: option.path, message: `No effect: ${option.reason}` })
    }
  }
  for (const issue of issues) {
    problems.push({
      path: issue.path,
      message: issue.code === undefined ? issue.message : `${issue.code} ${issue.message}`,
    })
  }
  const pluginsListed = configured === undefined || Array.isArray(configured)
  if (!pluginsListed) problems.push({ path: "plugins", message: "Expected an array of plugins" })
  const states =
    issues.length === 0 && pluginsListed ? pluginStates(loaded as FoyerOptions) : undefined
  if (problems.length > 0) return { problems, warnings, states }
  // The configuration is valid: resolve the plugins as the kernel does for a page (without
  // loading the services' code, which doctor does not run).
  const kit = await Effect.runPromise(Effect.result(checkKit(loaded as FoyerOptions)))
  if (kit._tag === "Failure") {
    return {
      problems: [{ path: "plugins", message: firstLineOf(kit.failure) }],
      warnings,
      states,
    }
  }
  return { problems: [], warnings, states }
}
