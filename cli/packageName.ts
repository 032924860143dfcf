/**
 * The npm name Foyer is published under. `foyer` on npm is somebody else's package
 * ("Parallel async functions"), so the kit is `foyer-kit`; its command stays `foyer`.
 * Every import an app writes starts with it: `foyer-kit/react`, `foyer-kit/plugins/send`.
 */
export const foyerPackageName = "foyer-kit"

/** The module a config imports a shipped plugin from: `foyer-kit/plugins/send`. */
export const shippedPluginModule = (id: string): string => `${foyerPackageName}/plugins/${id}`

const shippedPluginSpecifier = new RegExp(`^${foyerPackageName}/plugins/([^/]+)$`)

/**
 * The plugin id a module specifier names when it is a shipped plugin's entry
 * (`foyer-kit/plugins/swap` → `swap`), else undefined.
 */
export const shippedPluginId = (specifier: string): string | undefined =>
  shippedPluginSpecifier.exec(specifier)?.[1]

/**
 * The specifier to write for one that names the kit by the name it had before it was
 * published (`foyer`, `foyer/react`, `foyer/plugins/send`), else undefined.
 * @example renamedSpecifier("foyer/react") // "foyer-kit/react"
 */
export const renamedSpecifier = (specifier: string): string | undefined =>
  specifier === "foyer" || specifier.startsWith("foyer/")
    ? `${foyerPackageName}${specifier.slice("foyer".length)}`
    : undefined
