import type { FoyerConfigInput } from "./FoyerConfig"
import { type InertOption, inertOptions, type ListedPlugin } from "./inertOptions"

/**
 * Whether the page runs a development build: `process.env.NODE_ENV` is not "production".
 * Bundlers write the value in (Vite in dev and build, webpack and Next.js); the package's own
 * build leaves the expression for the consumer's bundler to decide. Where nothing writes it
 * and there is no `process` (a page loading the modules unbundled), the answer is no: a
 * warning meant for a developer never reaches a visitor's console by accident.
 */
export const isDevelopment = (): boolean => {
  try {
    return process.env.NODE_ENV !== "production"
  } catch {
    return false
  }
}

/** The one console warning listing `inert` (see {@link warnInertOptions}). */
export const inertOptionsWarning = (inert: ReadonlyArray<InertOption>): string =>
  [
    `[foyer] ${inert.length === 1 ? "This option has" : "These options have"} no effect in this kit (foyer doctor says so too; docs/configure.md "Options that change nothing yet"):`,
    ...inert.map((option) => `- ${option.path}: ${option.reason}`),
  ].join("\n")

/**
 * In a development build, warns once in the console about the options the kit accepts but
 * cannot act on ({@link inertOptions}), instead of accepting them silently; in production,
 * or when every option acts, says nothing. Called once as the kernel starts.
 */
export const warnInertOptions = (
  input: FoyerConfigInput,
  listed: ReadonlyArray<ListedPlugin>,
  development: () => boolean = isDevelopment,
): void => {
  if (!development()) return
  const inert = inertOptions(input, listed)
  if (inert.length > 0) console.warn(inertOptionsWarning(inert))
}
