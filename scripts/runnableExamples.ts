// The examples `npm run example -- <name>` runs, one per folder of examples/ (a plugin example
// is one per folder of examples/plugins/). Plain data: the builds are imported only when an
// example runs, so the name check (and its test) loads no bundler.

/** An example that is a page: built and served against the sandbox as `npm start` serves the demo. */
export interface PageExample {
  readonly kind: "page"
  /** Its folder under examples/, which is also its name ("headless"). */
  readonly name: string
  /** One line on what it shows, for the list of examples. */
  readonly summary: string
  /** What runs, for the messages ("the demo": "building the demo…"). */
  readonly what: string
  /** The banner's first words, before "is running" ("Foyer demo"). */
  readonly title: string
  /** The banner's two lines on where to find the page's sandbox test wallet. */
  readonly wallet: readonly [string, string]
  /**
   * The banner's lines on the sandbox Solana test wallet, when the page has it too (a page with
   * the solana plugin): the page then loads it beside the EVM one.
   */
  readonly solanaWallet?: readonly [string, string]
  /**
   * The banner's lines on the sandbox Bitcoin test wallet, when the page has it too (a page
   * that can be a Bitcoin site): the page then loads it beside the others.
   */
  readonly bitcoinWallet?: readonly [string, string]
  /**
   * Whether to run the sandbox WalletConnect wallet with its control page: only for a page
   * that shows the pairing link to paste there.
   */
  readonly walletConnectWallet: boolean
  /** Builds (or reuses) the page and resolves with its folder; the demo's own build when absent. */
  readonly build?: () => Promise<string>
}

/**
 * An example that is a test suite rather than a page: the command runs its tests with Vitest
 * (which starts the sandbox, builds and serves what they need, and stops it all).
 */
export interface SuiteExample {
  readonly kind: "suite"
  /** Its folder under examples/ ("testing", "plugins/greeting"). */
  readonly name: string
  readonly summary: string
}

/**
 * An example that is a program of its own (a dApp's backend), neither a page nor a suite: the
 * command builds dist/ when the sources changed (the program imports the package as a user's
 * code does) and runs its entry, which prints where it listens, until Ctrl-C.
 */
export interface ProgramExample {
  readonly kind: "program"
  /** Its folder under examples/ ("siwx-server"). */
  readonly name: string
  readonly summary: string
  /** The file it starts from, in its folder ("main.ts"). */
  readonly entry: string
}

/** One example of examples/ and how `npm run example` runs it. */
export type RunnableExample = PageExample | SuiteExample | ProgramExample

/** The demo dApp, which `npm start` runs. */
export const demoExample: PageExample = {
  kind: "page",
  name: "demo",
  summary: "the demo dApp: the modal with every plugin (what npm start runs)",
  what: "the demo",
  title: "Foyer demo",
  wallet: [
    "No extension needed: the page has the sandbox test wallet. Choose",
    '"Foyer Test Wallet" in the modal; it holds the funded devnet accounts.',
  ],
  solanaWallet: [
    'For Solana, choose "Foyer Solana Test Wallet": the Solana devnet\'s funded accounts,',
    "connected beside the EVM wallet (pick a network of the other family to switch).",
  ],
  bitcoinWallet: [
    'For Bitcoin, open the page with ?bitcoin=on and choose "Foyer Bitcoin Test Wallet": the',
    "Bitcoin regtest's funded accounts as payment accounts; it signs messages (BIP-137).",
  ],
  walletConnectWallet: true,
}

/** Every example, in the order the list prints them. */
export const runnableExamples: ReadonlyArray<RunnableExample> = [
  demoExample,
  {
    kind: "page",
    name: "headless",
    summary: "a page with its own wallet list and connect buttons, no modal",
    what: "the headless example",
    title: "Foyer headless example",
    wallet: [
      "No extension needed: the page has the sandbox test wallet. Press",
      '"Connect Foyer Test Wallet" in its list; it holds the funded devnet accounts.',
    ],
    // The page draws no QR code or pairing link to paste into the WalletConnect wallet.
    walletConnectWallet: false,
    build: () =>
      import("../examples/headless/buildHeadless").then((module) => module.cachedHeadlessBuild()),
  },
  {
    kind: "suite",
    name: "plugins/greeting",
    summary: "the plugin guide's example plugin: runs its tests",
  },
  {
    kind: "program",
    name: "siwx-server",
    summary: "a dApp's backend that verifies sign-ins with foyer-kit/plugins/siwx/server",
    entry: "main.ts",
  },
  {
    kind: "suite",
    name: "testing",
    summary: "a dApp tested with foyer-kit/testing in Chromium: runs its tests",
  },
]

/** The command's usage line, and the list of examples with what each does. */
export const exampleUsage = (): string => {
  const width = Math.max(...runnableExamples.map((example) => example.name.length)) + 2
  return [
    "Usage: npm run example -- <name> [options]",
    "",
    "A page example starts the sandbox, serves the page on 127.0.0.1 and prints its URL; Ctrl-C",
    "stops all (options: --port <n>, --project-id <id>). A suite example runs its tests (options",
    "go to Vitest). A program example builds dist/ when the sources changed and runs the program",
    "(options go to it). The examples:",
    ...runnableExamples.map((example) => `  ${example.name.padEnd(width)}${example.summary}`),
    "",
  ].join("\n")
}

/** Thrown for a name no example has; its message lists the names there are. */
export class UnknownExampleError extends Error {
  constructor(readonly requested: string) {
    const names = runnableExamples.map((example) => example.name).join(", ")
    const problem =
      requested.trim() === "" ? "Name an example" : `There is no example "${requested}"`
    super(`${problem}. The examples are: ${names}.`)
    this.name = "UnknownExampleError"
  }
}

/**
 * The example `name` names: its folder under examples/, as typed or as a shell completes the
 * path (`examples/headless/`). Throws {@link UnknownExampleError} for any other name.
 * @example
 * findExample("examples/headless/").name // "headless"
 */
export const findExample = (name: string): RunnableExample => {
  const folder = name
    .trim()
    .replace(/^(\.\/)?examples\//, "")
    .replace(/\/+$/, "")
  const found = runnableExamples.find((example) => example.name === folder)
  if (found === undefined) throw new UnknownExampleError(name)
  return found
}
