// What the sandbox needs beyond foyer's own dependencies. The CLI imports this module too
// (`foyer init` adds the packages to a new app, `foyer dev` checks them), so it stays free
// of effect, whose loading alone costs the CLI most of a second (see cli/CliError.ts).
import { createRequire } from "node:module"

/**
 * The optional peer dependencies the sandbox loads at run time, with the ranges foyer's
 * package.json accepts (a test keeps the two equal): `foyer init` adds them to a new app's
 * devDependencies.
 */
export const sandboxPackages = {
  ws: "^8.23.0",
  "@walletconnect/sign-client": "2.21.8",
  "@walletconnect/relay-auth": "^1.1.0",
  "@walletconnect/utils": "2.21.8",
  "@foundry-rs/anvil": "1.7.1",
  // The sandbox exchange deploys Uniswap V2 from these packages' build artifacts. They are
  // GPL-3.0-or-later: foyer (MIT) ships none of their code and reads them where the app
  // installed them, as it runs anvil's binary.
  "@uniswap/v2-core": "1.0.1",
  "@uniswap/v2-periphery": "1.1.0-beta.0",
  // The sandbox's Solana devnet: an SVM in process (litesvm's native build) answering
  // Solana's JSON-RPC; @solana/kit and the program clients build its seed and airdrops.
  litesvm: "1.5.0",
  "@solana/kit": "^8.4.0",
  "@solana-program/system": "^0.14.1",
  "@solana-program/token": "^0.16.1",
  // The sandbox's Bitcoin regtest chain: addresses, transactions and their signature checks.
  "@scure/btc-signer": "^1.8.1",
  // The embedded wallet's secure site: its embedded Postgres (PGlite, WebAssembly in process),
  // and real SMTP both ways: nodemailer sends the sign-in codes, the sandbox's catcher
  // (smtp-server, mailparser) receives them into the mailbox tests and the demo read;
  // @simplewebauthn/server verifies the recovery passkeys; oauth4webapi is the site's OIDC
  // client for social login, and oidc-provider the sandbox's stand-in for the six providers;
  // @farcaster/auth-client checks Sign In With Farcaster messages on the site, and builds and
  // signs them in the sandbox's development Farcaster wallet.
  "@electric-sql/pglite": "^0.6.1",
  nodemailer: "^10.6.1",
  "@simplewebauthn/server": "^13.3.3",
  oauth4webapi: "^3.8.9",
  "oidc-provider": "^8.8.1",
  "@farcaster/auth-client": "^0.7.1",
  "smtp-server": "^3.21.7",
  mailparser: "^3.14.5",
} as const

/** The name of one optional peer dependency of the sandbox. */
export type SandboxPackage = keyof typeof sandboxPackages

/** The names of {@link sandboxPackages}, in order. */
export const sandboxPackageNames = Object.keys(sandboxPackages) as ReadonlyArray<SandboxPackage>

/**
 * Resolves a module specifier to a file, throwing when it cannot (as `require.resolve`
 * does, with the error's `code`).
 */
export type ResolveModule = (specifier: string) => string

/**
 * Some of the sandbox's optional peer dependencies are not installed. A plain tagged Error,
 * not effect's Data.TaggedError: the CLI imports this module (see the note at the top).
 */
export class SandboxPackagesMissingError extends Error {
  readonly _tag = "SandboxPackagesMissingError"
  /** The packages that did not resolve, in {@link sandboxPackages} order. */
  readonly missing: ReadonlyArray<SandboxPackage>

  constructor(options: {
    readonly missing: ReadonlyArray<SandboxPackage>
    /** The resolution errors, one per missing package. */
    readonly cause: ReadonlyArray<unknown>
  }) {
    const install = options.missing.map((name) => `${name}@${sandboxPackages[name]}`).join(" ")
    super(
      `The Foyer sandbox needs packages that are not installed: ${options.missing.join(", ")}. Run: npm install --save-dev ${install}`,
      { cause: options.cause },
    )
    this.name = "SandboxPackagesMissingError"
    this.missing = options.missing
  }
}

// From foyer's own location, as Node resolves foyer's own imports of these packages.
const resolveFromFoyer: ResolveModule = createRequire(import.meta.url).resolve

const errorCode = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "code" in error ? error.code : undefined

/**
 * Throws {@link SandboxPackagesMissingError} naming every package of `packages` (default:
 * all of {@link sandboxPackages}) that does not resolve from foyer's location. Call it before
 * importing sandbox modules: a missing package would otherwise fail at link time with a
 * bare ERR_MODULE_NOT_FOUND.
 * @example
 * checkSandboxPackages() // throws when one is missing
 * const { startSandbox } = await import("foyer-kit/sandbox")
 */
export const checkSandboxPackages = (
  packages: ReadonlyArray<SandboxPackage> = sandboxPackageNames,
  resolve: ResolveModule = resolveFromFoyer,
): void => {
  const missing: SandboxPackage[] = []
  const causes: unknown[] = []
  for (const name of sandboxPackageNames.filter((known) => packages.includes(known))) {
    try {
      // Every package has a package.json, while some have no main (the anvil binary).
      resolve(`${name}/package.json`)
    } catch (error) {
      // An `exports` map without ./package.json means the package is there all the same.
      if (errorCode(error) === "ERR_PACKAGE_PATH_NOT_EXPORTED") continue
      missing.push(name)
      causes.push(error)
    }
  }
  if (missing.length > 0) throw new SandboxPackagesMissingError({ missing, cause: causes })
}
