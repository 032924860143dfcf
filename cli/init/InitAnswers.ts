import { makeNetworkCatalogue } from "../../core/chains/NetworkCatalogue"
import { CliError } from "../CliError"
import { type KnownPlugin, knownPluginsSentence } from "../knownPlugins"
import { type PackageManager, packageManagers } from "./PackageManager"

/** The themes a new app can start with. */
export const themes = ["light", "dark"] as const
/** A theme mode of `foyer.config.ts`. */
export type Theme = (typeof themes)[number]

/** What `foyer init` asks (or takes from its flags) before it writes a project. */
export interface InitAnswers {
  readonly projectId: string
  /** CAIP-2 ids of the catalogue, the first the default network. */
  readonly networks: ReadonlyArray<string>
  readonly plugins: ReadonlyArray<KnownPlugin>
  readonly theme: Theme
  readonly packageManager: PackageManager
}

/**
 * The project id written when none is given: `foyer doctor` flags it until it is replaced
 * with a real (WalletConnect) project id.
 */
export const placeholderProjectId = "YOUR_PROJECT_ID"
/** The networks of a new app: Ethereum and Base. */
export const defaultNetworks = "eip155:1,eip155:8453"
/** The theme of a new app. */
export const defaultTheme: Theme = "light"

/** Splits a comma-separated list, trimming each item and dropping empty ones and repeats. */
export const splitList = (text: string): ReadonlyArray<string> => [
  ...new Set(
    text
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== ""),
  ),
]

/** A project id: any non-empty text without spaces. */
export const parseProjectId = (text: string): string => {
  const id = text.trim()
  if (id === "" || /\s/.test(id)) {
    throw new CliError({ message: "The project id must be non-empty text without spaces." })
  }
  return id
}

/** Comma-separated CAIP-2 ids, each one a network of Foyer's catalogue. */
export const parseNetworks = (text: string): ReadonlyArray<string> => {
  const ids = splitList(text)
  const catalogue = makeNetworkCatalogue()
  if (ids.length === 0) {
    throw new CliError({ message: "Name at least one network, e.g. eip155:1." })
  }
  const unknown = ids.filter((id) => catalogue.byCaipNetworkId(id) === undefined)
  if (unknown.length > 0) {
    const known = catalogue.networks.map((network) => network.caipNetworkId).join(", ")
    throw new CliError({
      message: `Unknown network${unknown.length === 1 ? "" : "s"}: ${unknown.join(", ")}. Known networks: ${known}.`,
    })
  }
  return ids
}

/** Comma-separated plugin ids, each one a plugin this foyer package ships. */
export const parsePlugins = (
  text: string,
  known: ReadonlyArray<KnownPlugin>,
): ReadonlyArray<KnownPlugin> => {
  const ids = splitList(text)
  const unknown = ids.filter((id) => !known.some((plugin) => plugin.id === id))
  if (unknown.length > 0) {
    throw new CliError({
      message: `Unknown plugin${unknown.length === 1 ? "" : "s"}: ${unknown.join(", ")}. ${knownPluginsSentence(known)}`,
    })
  }
  return ids.map((id) => known.find((plugin) => plugin.id === id)!)
}

/** `light` or `dark`. */
export const parseTheme = (text: string): Theme => {
  const theme = themes.find((name) => name === text.trim().toLowerCase())
  if (theme === undefined) {
    throw new CliError({ message: `Unknown theme "${text.trim()}": use light or dark.` })
  }
  return theme
}

/** `npm`, `pnpm`, `yarn` or `bun`. */
export const parsePackageManager = (text: string): PackageManager => {
  const manager = packageManagers.find((name) => name === text.trim().toLowerCase())
  if (manager === undefined) {
    throw new CliError({
      message: `Unknown package manager "${text.trim()}": use ${packageManagers.join(", ")}.`,
    })
  }
  return manager
}
