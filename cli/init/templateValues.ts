import type { FoyerPackageJson } from "../foyerPackage"
import type { InitAnswers } from "./InitAnswers"
import { packageManagerCommands } from "./PackageManager"

/** What foyer's own package.json says, as far as init reads it. */
export type FoyerVersions = Pick<FoyerPackageJson, "dependencies" | "devDependencies">

/**
 * The new app's dependencies, by placeholder: foyer's own versions of them, so the app gets
 * the React, Vite and TypeScript that this foyer is built and tested with, and the packages
 * `foyer dev` needs (the sandbox's optional peer dependencies of foyer).
 */
const dependencyPlaceholders = {
  reactVersion: "react",
  reactDomVersion: "react-dom",
  typesReactVersion: "@types/react",
  typesReactDomVersion: "@types/react-dom",
  pluginReactVersion: "@vitejs/plugin-react",
  typescriptVersion: "typescript",
  viteVersion: "vite",
  wsVersion: "ws",
  walletConnectSignClientVersion: "@walletconnect/sign-client",
  walletConnectRelayAuthVersion: "@walletconnect/relay-auth",
  walletConnectUtilsVersion: "@walletconnect/utils",
  anvilVersion: "@foundry-rs/anvil",
  uniswapV2CoreVersion: "@uniswap/v2-core",
  uniswapV2PeripheryVersion: "@uniswap/v2-periphery",
  litesvmVersion: "litesvm",
  solanaKitVersion: "@solana/kit",
  solanaProgramSystemVersion: "@solana-program/system",
  solanaProgramTokenVersion: "@solana-program/token",
  scureBtcSignerVersion: "@scure/btc-signer",
  pgliteVersion: "@electric-sql/pglite",
  nodemailerVersion: "nodemailer",
  simplewebauthnServerVersion: "@simplewebauthn/server",
  oauth4webapiVersion: "oauth4webapi",
  oidcProviderVersion: "oidc-provider",
  farcasterAuthClientVersion: "@farcaster/auth-client",
  smtpServerVersion: "smtp-server",
  mailparserVersion: "mailparser",
} as const

/** Names npm refuses whatever their characters. */
const reservedNames = new Set(["node_modules", "favicon.ico"])
/** npm's longest package name. */
const maxNameLength = 214

/**
 * A valid npm package name from a folder name: lower case, with anything npm refuses in a
 * new package's name (spaces, `~`, `!`, accents…) turned into dashes, no leading `.`, `_`
 * or `-`, at most 214 characters; `foyer-app` when nothing valid is left.
 * @example
 * packageName("My App!") // "my-app"
 */
export const packageName = (folderName: string): string => {
  const name = folderName
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[._-]+/, "")
    .slice(0, maxNameLength)
  // Trailing dashes counted from the end: a /-+$/ pattern retries from every dash (quadratic).
  let end = name.length
  while (end > 0 && name[end - 1] === "-") end--
  const trimmed = name.slice(0, end)
  return trimmed === "" || reservedNames.has(trimmed) ? "foyer-app" : trimmed
}

/** Text safe inside a double-quoted TypeScript string. */
const quoted = (text: string) => JSON.stringify(text).slice(1, -1)

/**
 * Every placeholder of the base template, filled from the answers; `foyerDependency` is the
 * app's dependency on foyer (see foyerDependency.ts). The chosen plugins are not among them:
 * init adds them to the written config as `foyer add` does, from their own templates.
 */
export const templateValues = (options: {
  readonly name: string
  readonly answers: InitAnswers
  readonly foyer: FoyerVersions
  readonly foyerDependency: string
}): Readonly<Record<string, string>> => {
  const { name, answers, foyer, foyerDependency } = options
  const versions = { ...foyer.devDependencies, ...foyer.dependencies }
  const dependencies = Object.fromEntries(
    Object.entries(dependencyPlaceholders).map(([placeholder, dependency]) => {
      const version = versions[dependency]
      if (version === undefined) {
        throw new Error(`foyer's package.json has no version of ${dependency} for the new app`)
      }
      return [placeholder, version]
    }),
  )
  const commands = packageManagerCommands(answers.packageManager)
  return {
    name,
    foyerDependency,
    ...dependencies,
    projectId: quoted(answers.projectId),
    networks: `[${answers.networks.map((id) => JSON.stringify(id)).join(", ")}]`,
    themeMode: answers.theme,
    install: commands.install,
    run: commands.run,
    exec: commands.exec,
  }
}
