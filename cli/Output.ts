import type { CliContext } from "./CliContext"

/** How a command talks to the person: lines, colours only on a terminal, progress. */
export interface Output {
  readonly info: (line: string) => void
  readonly success: (line: string) => void
  readonly warn: (line: string) => void
  readonly error: (line: string) => void
  /** Dims secondary text (paths, hints) on a terminal; plain elsewhere. */
  readonly dim: (text: string) => string
  readonly bold: (text: string) => string
  /**
   * Runs `task`, showing `label` as progress when it takes more than a second: a spinner
   * on a terminal, one "label…" line elsewhere; then "label: done" or the failure.
   */
  readonly progress: <A>(label: string, task: () => Promise<A>) => Promise<A>
}

const codes = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const

/** Whether `stream` gets colours: a terminal, unless NO_COLOR; FORCE_COLOR forces them. */
export const usesColour = (
  stream: { readonly isTTY?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): boolean => {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0") return true
  return stream.isTTY === true
}

/** How long a task runs before its progress shows (the issue: "more than a second"). */
export const progressDelayMs = 1_000
const spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

/** The output of a command in `context`. */
export const makeOutput = (context: CliContext): Output => {
  const colour = usesColour(context.stdout, context.env)
  const errColour = usesColour(context.stderr, context.env)
  const paint = (on: boolean, code: number, text: string) =>
    on ? `\u001b[${code}m${text}\u001b[0m` : text
  const write = (line: string) => context.stdout.write(`${line}\n`)
  return {
    info: write,
    success: (line) => write(paint(colour, codes.green, line)),
    warn: (line) => context.stderr.write(`${paint(errColour, codes.yellow, line)}\n`),
    error: (line) => context.stderr.write(`${paint(errColour, codes.red, line)}\n`),
    dim: (text) => paint(colour, codes.dim, text),
    bold: (text) => paint(colour, codes.bold, text),
    progress: async (label, task) => {
      const terminal = context.stdout.isTTY === true
      let frame = 0
      let shown = false
      let spinner: ReturnType<typeof setInterval> | undefined
      const show = setTimeout(() => {
        shown = true
        if (!terminal) return void write(`${label}…`)
        spinner = setInterval(() => {
          frame = (frame + 1) % spinnerFrames.length
          context.stdout.write(`\r${spinnerFrames[frame]} ${label}…`)
        }, 80)
      }, progressDelayMs)
      const end = (text: string) => {
        clearTimeout(show)
        if (spinner !== undefined) clearInterval(spinner)
        if (!shown) return
        if (terminal) context.stdout.write("\r\u001b[2K")
        write(text)
      }
      try {
        const result = await task()
        end(`${label}: done`)
        return result
      } catch (error) {
        end(`${label}: failed`)
        throw error
      }
    },
  }
}
