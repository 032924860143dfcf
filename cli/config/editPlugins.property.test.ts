import fc from "fast-check"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { hostileString } from "../../test/hostile/hostileValues"
import { pluginFor } from "../knownPlugins"
import { ConfigEditError } from "./ConfigEditError"
import { addPlugins, removePlugins } from "./editPlugins"
import { locateConfig } from "./locateConfig"

const swap = pluginFor("swap")
const email = pluginFor("email-capture")

/** Plugins a config may already call (none of them swap or email-capture). */
const otherCalls = [
  "onramp()",
  "names()",
  'onramp({ currency: "EUR" })',
  "names({\n    ens: true,\n  })",
]

/** A list of `items` in one of the layouts a person writes: one line or one item per line. */
const listLayout = (
  items: ReadonlyArray<string>,
  options: {
    readonly multiLine: boolean
    readonly trailingComma: boolean
    readonly indent: string
    readonly comment: boolean
    readonly innerSpace: boolean
  },
): string => {
  const { multiLine, trailingComma, indent, comment, innerSpace } = options
  if (items.length === 0) {
    if (multiLine)
      return comment ? `[\n${indent}${indent}// more to come\n${indent}]` : `[\n${indent}]`
    return comment ? "[ /* none yet */ ]" : innerSpace ? "[ ]" : "[]"
  }
  if (!multiLine) {
    const inner = `${items.join(", ")}${trailingComma ? "," : ""}`
    return innerSpace ? `[ ${inner} ]` : `[${inner}]`
  }
  const lines = items.map(
    (item, i) =>
      `${indent}${indent}${item}${i < items.length - 1 || trailingComma ? "," : ""}${comment && i === 0 ? " // first" : ""}`,
  )
  return `[\n${lines.join("\n")}\n${indent}]`
}

/** A valid foyer.config.ts in one of many layouts, always with a `plugins` array literal. */
const configSource = fc
  .record({
    imports: fc.subarray([
      'import type { FoyerOptions } from "foyer-kit/react"',
      "import { onramp } from './onramp'",
      'import { names } from "./names"; // ENS',
    ]),
    semicolons: fc.boolean(),
    indent: fc.constantFrom("  ", "    ", "\t"),
    plugins: fc.subarray(otherCalls),
    multiLine: fc.boolean(),
    trailingComma: fc.boolean(),
    comment: fc.boolean(),
    innerSpace: fc.boolean(),
    pluginsFirst: fc.boolean(),
    lastComma: fc.boolean(),
    shape: fc.constantFrom("const", "satisfies", "default", "parenthesised", "export-as"),
    leading: fc.constantFrom("", "// Foyer\n", "/** The app's config. */\n\n"),
    crlf: fc.boolean(),
  })
  .map((c) => {
    const semi = c.semicolons ? ";" : ""
    const plugins = `plugins: ${listLayout(c.plugins, c)}`
    const others = ['projectId: "abc"', 'networks: ["eip155:1", "eip155:8453"]']
    const properties = c.pluginsFirst ? [plugins, ...others] : [...others, plugins]
    const object = `{\n${properties.map((p) => `${c.indent}${p}`).join(",\n")}${c.lastComma ? "," : ""}\n}`
    const body = {
      const: `const config = ${object}${semi}\n\nexport default config${semi}\n`,
      satisfies: `const config = ${object} satisfies FoyerOptions${semi}\n\nexport default config${semi}\n`,
      default: `export default ${object}${semi}\n`,
      parenthesised: `export default (${object}) as const${semi}\n`,
      "export-as": `const config = ${object}${semi}\nexport { config as default }${semi}\n`,
    }[c.shape]
    const imports = c.imports.map((line) => `${line}${semi && !line.includes(";") ? semi : ""}\n`)
    const text = `${c.leading}${imports.join("")}${imports.length > 0 ? "\n" : ""}${body}`
    return c.crlf ? text.replaceAll("\n", "\r\n") : text
  })

const pluginSets = fc
  .subarray([swap, email], { minLength: 1 })
  .chain((plugins) =>
    fc.tuple(fc.shuffledSubarray(plugins, { minLength: plugins.length }), fc.constant(plugins)),
  )

describe("editPlugins on arbitrary input", () => {
  it("any valid config layout comes back byte for byte from add then remove, in any order", () => {
    fc.assert(
      fc.property(configSource, pluginSets, (source, [added, removed]) => {
        const withPlugins = addPlugins(ts, source, added)
        expect(withPlugins).not.toBe(source)
        // What add wrote is itself a config foyer can edit, and adding again changes nothing.
        expect(addPlugins(ts, withPlugins, added)).toBe(withPlugins)
        expect(removePlugins(ts, withPlugins, removed)).toBe(source)
      }),
      { numRuns: 40 },
    )
  })

  it("arbitrary text is edited or refused with a ConfigEditError, never anything else", () => {
    const token = fc.constantFrom(
      "export default ",
      "const config = ",
      "import { swap } from ",
      '"foyer-kit/plugins/swap"',
      "{",
      "}",
      "[",
      "]",
      "(",
      ")",
      "plugins",
      ": ",
      ", ",
      "swap()",
      "swap",
      " as ",
      "satisfies X",
      ";",
      "\n",
      "\r\n",
      " ",
      "// c\n",
      "/*",
      "*/",
      "`",
      "'",
      '"',
      "...",
      "config",
    )
    const text = fc.oneof(
      hostileString,
      fc.array(token, { maxLength: 30 }).map((tokens) => tokens.join("")),
    )
    fc.assert(
      fc.property(text, fc.boolean(), (source, add) => {
        try {
          const result = add ? addPlugins(ts, source, [swap]) : removePlugins(ts, source, [swap])
          // Whatever it hands back is a config that parses and that it can edit again.
          locateConfig(ts, result, "foyer.config.ts")
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigEditError)
        }
      }),
      { numRuns: 300 },
    )
  })
})
