import { createInterface } from "node:readline/promises"
import { CliError } from "../CliError"
import type { KnownPlugin } from "../knownPlugins"
import {
  defaultNetworks,
  defaultTheme,
  type InitAnswers,
  parseNetworks,
  parsePackageManager,
  parsePlugins,
  parseProjectId,
  parseTheme,
  placeholderProjectId,
} from "./InitAnswers"
import { type PackageManager, packageManagers } from "./PackageManager"

/** One thing init needs: the flag that gives it, the prompt that asks it, its default. */
interface Question<K extends keyof InitAnswers> {
  readonly key: K
  readonly flag: string
  readonly label: string
  /** The default as typed; an empty answer takes it. */
  readonly defaultText: string
  readonly parse: (text: string) => InitAnswers[K]
}

/** Asks one line of `input`, after writing `prompt` to `output`. */
export interface Prompter {
  readonly ask: (prompt: string) => Promise<string>
  readonly close: () => void
}

/**
 * Prompts on `input` line by line. Lines are queued as they arrive, so answers piped in
 * before their question is asked are not lost (readline drops lines nobody asked for).
 */
export const makePrompter = (
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Prompter => {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })
  const next = lines[Symbol.asyncIterator]()
  return {
    ask: async (prompt) => {
      output.write(prompt)
      const line = await next.next()
      if (line.done === true) {
        output.write("\n")
        throw new CliError({ message: "The input ended before every question was answered." })
      }
      return line.value
    },
    close: () => lines.close(),
  }
}

/** What {@link askInitAnswers} works from. */
export interface AskInitAnswersOptions {
  /** The answers given by flags (already checked). */
  readonly given: Partial<InitAnswers>
  /** `--yes`: take the default of everything not given. */
  readonly yes: boolean
  /** Where answers come from; undefined when there is no terminal to ask. */
  readonly input: NodeJS.ReadableStream | undefined
  readonly output: NodeJS.WritableStream
  /** The plugins this foyer ships: with none, there is nothing to ask. */
  readonly knownPlugins: ReadonlyArray<KnownPlugin>
  readonly defaultPackageManager: PackageManager
}

/**
 * Every answer init needs: from its flag, else its default under `--yes`, else asked on
 * `input` (an empty answer takes the default; a wrong one is explained and asked again).
 * Without `input`, a missing answer is a CliError naming the flags to pass.
 */
export const askInitAnswers = async (options: AskInitAnswersOptions): Promise<InitAnswers> => {
  const { given, yes, knownPlugins } = options
  const pluginIds = knownPlugins.map((plugin) => plugin.id).join(", ")
  const questions = {
    projectId: {
      key: "projectId",
      flag: "--project-id",
      label: "Project id (your WalletConnect project id)",
      defaultText: placeholderProjectId,
      parse: parseProjectId,
    },
    networks: {
      key: "networks",
      flag: "--networks",
      label: "Networks (comma-separated CAIP-2 ids)",
      defaultText: defaultNetworks,
      parse: parseNetworks,
    },
    plugins: {
      key: "plugins",
      flag: "--plugins",
      label: `Plugins (comma-separated: ${pluginIds})`,
      defaultText: "",
      parse: (text: string) => parsePlugins(text, knownPlugins),
    },
    theme: {
      key: "theme",
      flag: "--theme",
      label: "Theme (light or dark)",
      defaultText: defaultTheme,
      parse: parseTheme,
    },
    packageManager: {
      key: "packageManager",
      flag: "--package-manager",
      label: `Package manager (${packageManagers.join(", ")})`,
      defaultText: options.defaultPackageManager,
      parse: parsePackageManager,
    },
  } satisfies { readonly [K in keyof InitAnswers]: Question<K> }

  // With no plugin to choose from, there is nothing to ask.
  const toAsk = (key: keyof InitAnswers) =>
    given[key] === undefined && !yes && (key !== "plugins" || knownPlugins.length > 0)
  const unanswered = Object.values(questions).filter((question) => toAsk(question.key))
  if (options.input === undefined && unanswered.length > 0) {
    const flags = unanswered.map((question) => question.flag)
    throw new CliError({
      message: `No terminal to ask questions on: pass ${sentence(flags)}, or --yes to take the defaults.`,
    })
  }
  const prompter =
    options.input === undefined || unanswered.length === 0
      ? undefined
      : makePrompter(options.input, options.output)

  const answer = async <K extends keyof InitAnswers>(
    question: Question<K>,
  ): Promise<InitAnswers[K]> => {
    const value = given[question.key]
    if (value !== undefined) return value as InitAnswers[K]
    if (prompter === undefined || !toAsk(question.key)) return question.parse(question.defaultText)
    for (;;) {
      const shown = question.defaultText === "" ? "none" : question.defaultText
      const text = await prompter.ask(`${question.label} (${shown}): `)
      try {
        return question.parse(text.trim() === "" ? question.defaultText : text)
      } catch (error) {
        if (!(error instanceof CliError)) throw error
        options.output.write(`${error.message}\n`)
      }
    }
  }

  try {
    return {
      projectId: await answer(questions.projectId),
      networks: await answer(questions.networks),
      plugins: await answer(questions.plugins),
      theme: await answer(questions.theme),
      packageManager: await answer(questions.packageManager),
    }
  } finally {
    prompter?.close()
  }
}

/** `a`, `a and b`, `a, b and c`. */
const sentence = (items: ReadonlyArray<string>): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`
