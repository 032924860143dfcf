import ts from "typescript"
import { describe, expect, it } from "vitest"
import { pluginFor } from "../knownPlugins"
import { ConfigEditError } from "./ConfigEditError"
import { addPlugins, removePlugins } from "./editPlugins"

const swap = pluginFor("swap")
const email = pluginFor("email-capture")

/** A config as `foyer init` writes it, with `plugins` written as `plugins` and extra imports. */
const config = (
  plugins: string,
  imports = "",
) => `import type { FoyerOptions } from "foyer-kit/react"
${imports}
/** The Foyer configuration of this app (checked by \`foyer doctor\`). */
const config = {
  projectId: "abc",
  networks: ["eip155:1", "eip155:8453"],
  themeMode: "light",
  plugins: ${plugins}, // e.g. [swap()]
} satisfies FoyerOptions

export default config
`

const swapImport = `import { swap } from "foyer-kit/plugins/swap"\n`
const bothImports = `${swapImport}import { emailCapture } from "foyer-kit/plugins/email-capture"\n`

/** The layouts of `plugins` without swap and email-capture that a person may write. */
const layouts: ReadonlyArray<readonly [string, string]> = [
  ["empty", "[]"],
  ["empty with a space", "[ ]"],
  ["empty with a comment inside", "[ /* none yet */ ]"],
  ["empty multi-line", "[\n  ]"],
  ["empty multi-line with a comment line", "[\n    // more to come\n  ]"],
  ["single-line", "[onramp()]"],
  ["single-line with a trailing comma", "[onramp(), names(),]"],
  ["multi-line with trailing commas", "[\n    onramp(),\n    names(),\n  ]"],
  ["multi-line without a trailing comma", "[\n    onramp(),\n    names()\n  ]"],
  [
    "multi-line with comments",
    "[\n    // Buy crypto.\n    onramp(), // by card\n    names() /* ENS */\n  ]",
  ],
  [
    "multi-line with a call over several lines",
    '[\n    onramp({\n      currency: "EUR",\n    }),\n  ]',
  ],
  ["multi-line closing on the last element's line", "[\n    onramp(),\n    names()]"],
]

describe("addPlugins", () => {
  it("an empty array [] becomes [swap()], and the import goes after the last import", () => {
    expect(addPlugins(ts, config("[]"), [swap])).toBe(config("[swap()]", swapImport))
  })

  it("a single-line array gets `, swap()` after its last element", () => {
    expect(addPlugins(ts, config("[onramp()]"), [swap])).toBe(
      config("[onramp(), swap()]", swapImport),
    )
    expect(addPlugins(ts, config("[ onramp(), ]"), [swap])).toBe(
      config("[ onramp(), swap(), ]", swapImport),
    )
  })

  it("a multi-line array gets a new line indented like its elements, with the trailing comma they use", () => {
    expect(addPlugins(ts, config("[\n      onramp(),\n  ]"), [swap])).toBe(
      config("[\n      onramp(),\n      swap(),\n  ]", swapImport),
    )
    expect(addPlugins(ts, config("[\n    onramp()\n  ]"), [swap])).toBe(
      config("[\n    onramp(),\n    swap()\n  ]", swapImport),
    )
  })

  it("an empty multi-line array gets an element line indented one step past the bracket", () => {
    expect(addPlugins(ts, config("[\n  ]"), [swap])).toBe(config("[\n    swap(),\n  ]", swapImport))
  })

  it("a call over several lines does not make the array multi-line", () => {
    expect(addPlugins(ts, config('[onramp({\n    currency: "EUR",\n  })]'), [swap])).toBe(
      config('[onramp({\n    currency: "EUR",\n  }), swap()]', swapImport),
    )
  })

  it("several plugins are added in the order given", () => {
    expect(addPlugins(ts, config("[]"), [swap, email])).toBe(
      config("[swap(), emailCapture()]", bothImports),
    )
  })

  it("comments beside the array and its elements stay where they were", () => {
    expect(
      addPlugins(ts, config("[\n    onramp(), // by card\n    /* ENS */ names() // names\n  ]"), [
        swap,
      ]),
    ).toBe(
      config(
        "[\n    onramp(), // by card\n    /* ENS */ names(), // names\n    swap()\n  ]",
        swapImport,
      ),
    )
  })

  it("is idempotent: a plugin already imported and called is left alone", () => {
    const once = addPlugins(ts, config("[]"), [swap, email])
    expect(addPlugins(ts, once, [swap, email])).toBe(once)
    expect(addPlugins(ts, once, [email])).toBe(once)
  })

  it("a plugin imported but not called gets its call, through its local name", () => {
    expect(addPlugins(ts, config("[]", swapImport), [swap])).toBe(config("[swap()]", swapImport))
    const aliased = `import { swap as tokenSwap } from "foyer-kit/plugins/swap"\n`
    expect(addPlugins(ts, config("[]", aliased), [swap])).toBe(config("[tokenSwap()]", aliased))
  })

  it("a plugin called but not imported gets its import", () => {
    expect(addPlugins(ts, config("[swap({ slippage: 0.5 })]"), [swap])).toBe(
      config("[swap({ slippage: 0.5 })]", swapImport),
    )
  })

  it("an import from the plugin's module gains the factory's name", () => {
    const typesOnly = `import { type SwapOptions } from "foyer-kit/plugins/swap"\n`
    expect(addPlugins(ts, config("[]", typesOnly), [swap])).toBe(
      config("[swap()]", `import { type SwapOptions, swap } from "foyer-kit/plugins/swap"\n`),
    )
  })

  it("a file without imports gets the import at the top", () => {
    expect(addPlugins(ts, `export default { plugins: [] }\n`, [swap])).toBe(
      `${swapImport}export default { plugins: [swap()] }\n`,
    )
  })

  it("the import follows the file's quotes and semicolons, after the last import's comment", () => {
    const source = `import type { FoyerOptions } from 'foyer-kit/react'; // types\n\nexport default { plugins: [] } satisfies FoyerOptions;\n`
    expect(addPlugins(ts, source, [swap])).toBe(
      `import type { FoyerOptions } from 'foyer-kit/react'; // types\nimport { swap } from 'foyer-kit/plugins/swap';\n\nexport default { plugins: [swap()] } satisfies FoyerOptions;\n`,
    )
  })

  it("finds the config through `export default { … }`, satisfies, `as const`, parentheses and `export { x as default }`", () => {
    const shapes = [
      (p: string) => `export default { projectId: "abc", plugins: ${p} }\n`,
      (p: string) =>
        `export default ({ projectId: "abc", plugins: ${p} }) satisfies FoyerOptions\n`,
      (p: string) =>
        `const config = { projectId: "abc", plugins: ${p} } as const\nexport default config\n`,
      (p: string) => `const base = { plugins: ${p} }\nconst config = base\nexport default config\n`,
      (p: string) =>
        `const config = { plugins: ${p} as Array<Plugin> }\nexport { config as default }\n`,
    ]
    for (const shape of shapes) {
      expect(addPlugins(ts, shape("[]"), [swap])).toBe(swapImport + shape("[swap()]"))
    }
  })

  it("a config without `plugins` gets it as its last property, in the object's layout", () => {
    expect(
      addPlugins(ts, `export default {\n  projectId: "abc",\n} as const\n`, [swap, email]),
    ).toBe(
      `import { swap } from "foyer-kit/plugins/swap"\nimport { emailCapture } from "foyer-kit/plugins/email-capture"\nexport default {\n  projectId: "abc",\n  plugins: [swap(), emailCapture()],\n} as const\n`,
    )
    expect(addPlugins(ts, `export default {\n  projectId: "abc"\n}\n`, [swap])).toBe(
      `${swapImport}export default {\n  projectId: "abc",\n  plugins: [swap()]\n}\n`,
    )
    expect(addPlugins(ts, `export default { projectId: "abc" }\n`, [swap])).toBe(
      `${swapImport}export default { projectId: "abc", plugins: [swap()] }\n`,
    )
    expect(addPlugins(ts, `export default {}\n`, [swap])).toBe(
      `${swapImport}export default { plugins: [swap()] }\n`,
    )
  })

  it("keeps CRLF line endings", () => {
    const crlf = (text: string) => text.replaceAll("\n", "\r\n")
    expect(addPlugins(ts, crlf(config("[\n    onramp(),\n  ]")), [swap])).toBe(
      crlf(config("[\n    onramp(),\n    swap(),\n  ]", swapImport)),
    )
  })

  it("adds nothing when given no plugins", () => {
    expect(addPlugins(ts, config("[]"), [])).toBe(config("[]"))
  })
})

describe("removePlugins", () => {
  it("removes the import with its line and the call with its separator", () => {
    expect(removePlugins(ts, config("[onramp(), swap()]", swapImport), [swap])).toBe(
      config("[onramp()]"),
    )
    expect(removePlugins(ts, config("[swap(), onramp()]", swapImport), [swap])).toBe(
      config("[onramp()]"),
    )
    expect(removePlugins(ts, config("[swap()]", swapImport), [swap])).toBe(config("[]"))
  })

  it("an element alone on its line goes with its line and its comment", () => {
    expect(
      removePlugins(
        ts,
        config("[\n    onramp(),\n    swap(), // tokens\n    names(),\n  ]", swapImport),
        [swap],
      ),
    ).toBe(config("[\n    onramp(),\n    names(),\n  ]"))
  })

  it("removing the last element without a trailing comma drops the comma before it", () => {
    expect(removePlugins(ts, config("[\n    onramp(),\n    swap()\n  ]", swapImport), [swap])).toBe(
      config("[\n    onramp()\n  ]"),
    )
  })

  it("removing the only element of a multi-line array leaves an empty multi-line array that takes it back", () => {
    const with_ = config("[\n    swap(),\n  ]", swapImport)
    const without = removePlugins(ts, with_, [swap])
    expect(without).toBe(config("[\n  ]"))
    expect(addPlugins(ts, without, [swap])).toBe(with_)
  })

  it("removes every call of the factory, with arguments over several lines", () => {
    expect(
      removePlugins(
        ts,
        config(
          "[\n    swap({\n      slippage: 0.5,\n    }),\n    onramp(),\n    swap(),\n  ]",
          swapImport,
        ),
        [swap],
      ),
    ).toBe(config("[\n    onramp(),\n  ]"))
  })

  it("removes only the name from an import that brings in other names", () => {
    expect(
      removePlugins(
        ts,
        config("[swap()]", `import { type SwapOptions, swap } from "foyer-kit/plugins/swap"\n`),
        [swap],
      ),
    ).toBe(config("[]", `import { type SwapOptions } from "foyer-kit/plugins/swap"\n`))
    expect(
      removePlugins(
        ts,
        config("[swap()]", `import swapDefaults, { swap } from "foyer-kit/plugins/swap"\n`),
        [swap],
      ),
    ).toBe(config("[]", `import swapDefaults from "foyer-kit/plugins/swap"\n`))
  })

  it("removes calls through an aliased import", () => {
    const aliased = `import { swap as tokenSwap } from "foyer-kit/plugins/swap"\n`
    expect(removePlugins(ts, config("[tokenSwap(), onramp()]", aliased), [swap])).toBe(
      config("[onramp()]"),
    )
  })

  it("removes a call without an import, and an import without a call", () => {
    expect(removePlugins(ts, config("[swap()]"), [swap])).toBe(config("[]"))
    expect(removePlugins(ts, config("[]", swapImport), [swap])).toBe(config("[]"))
  })

  it("removing an absent plugin changes nothing", () => {
    const source = config("[\n    onramp(),\n  ]", swapImport)
    expect(removePlugins(ts, source, [email])).toBe(source)
    expect(removePlugins(ts, `export default { projectId: "abc" }\n`, [swap])).toBe(
      `export default { projectId: "abc" }\n`,
    )
  })

  it("leaves `plugins: []` when it removes the last plugin of a config that had no `plugins`", () => {
    const added = addPlugins(ts, `export default {\n  projectId: "abc",\n}\n`, [swap])
    expect(removePlugins(ts, added, [swap])).toBe(
      `export default {\n  projectId: "abc",\n  plugins: [],\n}\n`,
    )
  })
})

describe("a name the config already uses is not imported again", () => {
  const aliasedImport = `import { swap as swapPlugin } from "foyer-kit/plugins/swap"\n`

  it("beside a top-level `const swap`, the plugin is imported as swapPlugin and called by that name", () => {
    const source = config("[swap]", 'import { other } from "./other"\nconst swap = other\n')
    const added = addPlugins(ts, source, [swap])
    expect(added).toBe(
      config(
        "[swap, swapPlugin()]",
        `import { other } from "./other"\n${aliasedImport}const swap = other\n`,
      ),
    )
    expect(removePlugins(ts, added, [swap])).toBe(source)
  })

  it("beside an import, a function, a class or a destructured name `swap`, likewise", () => {
    const bindings = [
      'import { swap } from "./mySwap"\n',
      'import swap from "./mySwap"\n',
      'import * as swap from "./mySwap"\n',
      "function swap() {}\n",
      "class swap {}\n",
      "const { swap } = { swap: 1 }\n",
      "let [, swap] = [0, 1]\n",
      "enum swap {}\n",
    ]
    for (const binding of bindings) {
      const source = config("[]", binding)
      const added = addPlugins(ts, source, [swap])
      expect(added, binding).toContain(
        'import { swap as swapPlugin } from "foyer-kit/plugins/swap"\n',
      )
      expect(added, binding).toContain("plugins: [swapPlugin()],")
      expect(removePlugins(ts, added, [swap]), binding).toBe(source)
    }
  })

  it("when swapPlugin is taken too, the next free name: swapPlugin2", () => {
    const source = config("[]", "const swap = 1\nconst swapPlugin = 2\n")
    expect(addPlugins(ts, source, [swap])).toBe(
      config(
        "[swapPlugin2()]",
        'import { swap as swapPlugin2 } from "foyer-kit/plugins/swap"\nconst swap = 1\nconst swapPlugin = 2\n',
      ),
    )
  })

  it("an import of the plugin's module gains `swap as swapPlugin` when swap is taken", () => {
    const source = config(
      "[]",
      'import { type SwapOptions } from "foyer-kit/plugins/swap"\nconst swap = 1\n',
    )
    const added = addPlugins(ts, source, [swap])
    expect(added).toBe(
      config(
        "[swapPlugin()]",
        'import { type SwapOptions, swap as swapPlugin } from "foyer-kit/plugins/swap"\nconst swap = 1\n',
      ),
    )
    expect(removePlugins(ts, added, [swap])).toBe(source)
  })

  it("remove leaves a call to the config's own `swap` alone: it is not the plugin", () => {
    const source = config("[swap()]", "const swap = () => ({ id: 'mine' })\n")
    expect(removePlugins(ts, source, [swap])).toBe(source)
  })
})

describe("the call a plugin's template gives", () => {
  const send = {
    ...pluginFor("send"),
    call: '({\n  tokens: "all", // or a list\n})',
  }

  it("goes in after the factory's name, its lines indented where it lands", () => {
    const imported = 'import { send } from "foyer-kit/plugins/send"\n'
    expect(addPlugins(ts, config("[]"), [send])).toBe(
      config('[send({\n    tokens: "all", // or a list\n  })]', imported),
    )
    expect(addPlugins(ts, config("[\n    onramp(),\n  ]"), [send])).toBe(
      config(
        '[\n    onramp(),\n    send({\n      tokens: "all", // or a list\n    }),\n  ]',
        imported,
      ),
    )
    expect(addPlugins(ts, config("[\n  ]"), [send])).toBe(
      config('[\n    send({\n      tokens: "all", // or a list\n    }),\n  ]', imported),
    )
  })

  it("in a config without `plugins`, inside the property it creates; with CRLF, in CRLF", () => {
    const source = 'export default {\r\n  projectId: "abc",\r\n}\r\n'
    expect(addPlugins(ts, source, [send])).toBe(
      'import { send } from "foyer-kit/plugins/send"\r\nexport default {\r\n  projectId: "abc",\r\n  plugins: [send({\r\n    tokens: "all", // or a list\r\n  })],\r\n}\r\n',
    )
  })

  it("under the name the factory is imported as when its own is taken", () => {
    expect(addPlugins(ts, "const send = 1\nexport default { plugins: [] }\n", [send])).toContain(
      'plugins: [sendPlugin({\n  tokens: "all", // or a list\n})]',
    )
  })

  for (const [layout, plugins] of layouts) {
    it(`${layout}: add then remove gives back the file byte for byte`, () => {
      const source = config(plugins)
      expect(removePlugins(ts, addPlugins(ts, source, [send, swap]), [swap, send])).toBe(source)
    })
  }
})

describe("round trip: removePlugins(ts, addPlugins(ts, source, plugins), plugins) is the source, byte for byte", () => {
  for (const [layout, plugins] of layouts) {
    it(`${layout}: one plugin`, () => {
      const source = config(plugins)
      const added = addPlugins(ts, source, [swap])
      expect(added).not.toBe(source)
      expect(removePlugins(ts, added, [swap])).toBe(source)
    })

    it(`${layout}: two plugins at once, removed in either order`, () => {
      const source = config(plugins)
      const added = addPlugins(ts, source, [swap, email])
      expect(removePlugins(ts, added, [swap, email])).toBe(source)
      expect(removePlugins(ts, added, [email, swap])).toBe(source)
    })

    it(`${layout}: with CRLF line endings`, () => {
      const source = config(plugins).replaceAll("\n", "\r\n")
      expect(removePlugins(ts, addPlugins(ts, source, [swap, email]), [swap, email])).toBe(source)
    })
  }
})

describe("errors name the file and the line:column", () => {
  const failure = (run: () => unknown) => {
    try {
      run()
    } catch (error) {
      return error
    }
    throw new Error("expected a ConfigEditError")
  }

  it("a file that does not parse", () => {
    const source = `export default {\n  plugins: [swap()\n}\n`
    const error = failure(() => addPlugins(ts, source, [swap], "app/foyer.config.ts"))
    expect(error).toBeInstanceOf(ConfigEditError)
    expect(error).toMatchObject({
      _tag: "ConfigEditError",
      fileName: "app/foyer.config.ts",
      line: 3,
      column: 1,
    })
    expect((error as Error).message).toBe(
      "app/foyer.config.ts:3:1: the file does not parse: ',' expected.",
    )
    expect((failure(() => removePlugins(ts, source, [swap])) as Error).message).toBe(
      "foyer.config.ts:3:1: the file does not parse: ',' expected.",
    )
  })

  it("a file without a default export", () => {
    expect(
      (failure(() => addPlugins(ts, `export const config = {}\n`, [swap])) as Error).message,
    ).toBe(
      "foyer.config.ts:1:1: the file has no default export; foyer edits `export default config` or `export default { … }`.",
    )
  })

  it("a default export that is not an object literal", () => {
    expect(
      (
        failure(() =>
          addPlugins(
            ts,
            `import { defineConfig } from "x"\nexport default defineConfig({ plugins: [] })\n`,
            [swap],
          ),
        ) as Error
      ).message,
    ).toBe(
      "foyer.config.ts:2:16: the default export is not an object literal, so foyer cannot find its `plugins`.",
    )
  })

  it("`plugins` that is not an array literal", () => {
    expect(
      (
        failure(() =>
          removePlugins(ts, `const list = []\nexport default {\n  plugins: list,\n}\n`, [swap]),
        ) as Error
      ).message,
    ).toBe(
      "foyer.config.ts:3:12: `plugins` is not an array literal; write it as `plugins: [ … ]` so foyer can edit it.",
    )
    expect(
      (
        failure(() =>
          addPlugins(ts, `const plugins = []\nexport default { plugins }\n`, [swap]),
        ) as Error
      ).message,
    ).toBe(
      "foyer.config.ts:2:18: `plugins` is not an array literal; write it as `plugins: [ … ]` so foyer can edit it.",
    )
  })
})
