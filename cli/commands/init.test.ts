import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { basename, join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { sandboxPackageNames } from "../../sandbox/sandboxPackages"
import { repoRoot, runFoyer, tempProject, typecheckAndBuild } from "../../test/cliHarness"
import { listFiles } from "../init/copyTemplate"
import { packageName } from "../init/templateValues"
import { knownPluginsSentence, shippedPlugins } from "../knownPlugins"

/** The package manager is guessed from the user agent: none here, so npm. */
const env = { npm_config_user_agent: "" }

const foyerPackage = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8"))
const versionOf = (name: string): string =>
  foyerPackage.dependencies[name] ?? foyerPackage.devDependencies[name]

/** What every new project holds. */
const projectFiles = [
  ".gitignore",
  "README.md",
  "foyer.config.ts",
  "index.html",
  "package.json",
  "src/App.tsx",
  "src/foyerOptions.ts",
  "src/main.tsx",
  "src/vite-env.d.ts",
  "tsconfig.json",
  "vite.config.ts",
]

const read = (dir: string, file: string) => readFile(join(dir, file), "utf8")

/** The plugins this repository ships, as the CLI reads them: init asks for them when there are some. */
const shipped = () =>
  shippedPlugins({ typescript: async () => (await import("typescript")).default })

const placeholderWarning =
  "The project id is a placeholder: replace YOUR_PROJECT_ID in foyer.config.ts with your WalletConnect project id (foyer doctor reports it until then).\n"

/** The staging folders init made next to `dir` and left behind (none, once it has ended). */
const stagingFolders = async (dir: string) =>
  (await readdir(join(dir, ".."))).filter((name) =>
    name.startsWith(`.${basename(dir)}-foyer-init-`),
  )

describe.concurrent("foyer init", { timeout: 60_000 }, () => {
  it("--yes writes the app into the current folder with every default filled in", async () => {
    const { dir } = await tempProject()
    const result = await runFoyer(["init", "--yes"], { cwd: dir, env })
    const name = packageName(basename(dir))
    expect(result).toEqual({
      code: 0,
      stdout: [
        `Created ${name} in ${dir}.`,
        "",
        "Next steps:",
        "  npm install",
        "  npx foyer dev   # runs the app against a local sandbox",
        "",
      ].join("\n"),
      stderr: placeholderWarning,
    })
    expect(await listFiles(dir)).toEqual(projectFiles)
    expect(await stagingFolders(dir)).toEqual([])
    expect(await read(dir, "foyer.config.ts")).toBe(
      [
        'import type { FoyerOptions } from "foyer-kit/react"',
        "",
        "/** The Foyer configuration of this app (checked by `foyer doctor`). */",
        "const config = {",
        '  projectId: "YOUR_PROJECT_ID",',
        '  networks: ["eip155:1", "eip155:8453"],',
        '  themeMode: "light",',
        "  plugins: [],",
        "} satisfies FoyerOptions",
        "",
        "export default config",
        "",
      ].join("\n"),
    )
    expect(JSON.parse(await read(dir, "package.json"))).toEqual({
      name,
      private: true,
      version: "0.0.0",
      type: "module",
      scripts: {
        dev: "vite",
        build: "vite build",
        preview: "vite preview",
        typecheck: "tsc --noEmit",
      },
      dependencies: {
        // Run from this checkout: the app depends on the checkout by its path.
        "foyer-kit": `file:${relative(dir, repoRoot)}`,
        react: versionOf("react"),
        "react-dom": versionOf("react-dom"),
      },
      devDependencies: {
        // The wrapper installs the anvil binary of each platform as its own optional package.
        "@electric-sql/pglite": versionOf("@electric-sql/pglite"),
        // The secure site's Sign In With Farcaster checks (and the sandbox's Farcaster wallet).
        "@farcaster/auth-client": versionOf("@farcaster/auth-client"),
        "@foundry-rs/anvil": versionOf("@foundry-rs/anvil"),
        "@scure/btc-signer": versionOf("@scure/btc-signer"),
        "@simplewebauthn/server": versionOf("@simplewebauthn/server"),
        "@solana-program/system": versionOf("@solana-program/system"),
        "@solana-program/token": versionOf("@solana-program/token"),
        "@solana/kit": versionOf("@solana/kit"),
        "@types/react": versionOf("@types/react"),
        "@types/react-dom": versionOf("@types/react-dom"),
        "@uniswap/v2-core": versionOf("@uniswap/v2-core"),
        "@uniswap/v2-periphery": versionOf("@uniswap/v2-periphery"),
        "@vitejs/plugin-react": versionOf("@vitejs/plugin-react"),
        "@walletconnect/relay-auth": versionOf("@walletconnect/relay-auth"),
        "@walletconnect/sign-client": versionOf("@walletconnect/sign-client"),
        "@walletconnect/utils": versionOf("@walletconnect/utils"),
        // Like anvil's, litesvm's native build comes as its platform's optional package.
        litesvm: versionOf("litesvm"),
        // The embedded wallet's secure site: its database, and real SMTP both ways.
        mailparser: versionOf("mailparser"),
        nodemailer: versionOf("nodemailer"),
        oauth4webapi: versionOf("oauth4webapi"),
        "oidc-provider": versionOf("oidc-provider"),
        "smtp-server": versionOf("smtp-server"),
        typescript: versionOf("typescript"),
        vite: versionOf("vite"),
        ws: versionOf("ws"),
      },
    })
    expect(await read(dir, "vite.config.ts")).not.toContain("vanilla-extract")
    expect(await read(dir, "src/main.tsx")).toContain('\nimport "foyer-kit/styles.css"\n')
    expect(await read(dir, "index.html")).toContain(`<title>${name}</title>`)
    expect(await read(dir, "src/App.tsx")).toContain(`const title = "${name}"`)
    expect(await read(dir, ".gitignore")).toBe(
      "node_modules\ndist\n*.local\n*.tsbuildinfo\n.DS_Store\n",
    )
    const readme = await read(dir, "README.md")
    expect(readme).toContain("```sh\nnpm install\nnpx foyer dev\n```")
    expect(readme).toContain("- `npx foyer add <plugin>`")
    expect(readme).toContain("- `npx foyer doctor`")
  })

  it("the app's packages include every one the sandbox needs, so foyer dev runs after an install", async () => {
    const { dir } = await tempProject()
    expect((await runFoyer(["init", "--yes"], { cwd: dir, env })).code).toBe(0)
    const app = JSON.parse(await read(dir, "package.json"))
    const installed = { ...app.devDependencies, ...app.optionalDependencies }
    expect(sandboxPackageNames.map((name) => [name, installed[name]])).toEqual(
      sandboxPackageNames.map((name) => [name, versionOf(name)]),
    )
  })

  it("takes the project id, networks, theme and package manager from flags, into a new folder", async () => {
    const { dir } = await tempProject()
    const result = await runFoyer(
      [
        "init",
        "my-app",
        "--project-id",
        "0123abcd",
        "--networks",
        "eip155:10, eip155:1,eip155:10",
        "--theme",
        "dark",
        "--package-manager",
        "pnpm",
        // No plugins: --plugins and foyer add have their own tests (pluginMatrix.test.ts).
        "--plugins",
        "",
      ],
      { cwd: dir, env },
    )
    const app = join(dir, "my-app")
    expect(result).toEqual({
      code: 0,
      stdout: [
        `Created my-app in ${app}.`,
        "",
        "Next steps:",
        "  cd my-app",
        "  pnpm install",
        "  pnpm exec foyer dev   # runs the app against a local sandbox",
        "",
      ].join("\n"),
      stderr: "",
    })
    expect(await readdir(dir)).toEqual(["my-app"])
    expect(await listFiles(app)).toEqual(projectFiles)
    const config = await read(app, "foyer.config.ts")
    expect(config).toContain('  projectId: "0123abcd",\n  networks: ["eip155:10", "eip155:1"],')
    expect(config).toContain('  themeMode: "dark",')
    expect(JSON.parse(await read(app, "package.json")).name).toBe("my-app")
    expect(await read(app, "README.md")).toContain("```sh\npnpm install\npnpm exec foyer dev\n```")
  })

  it("refuses an unknown network, naming it, and writes nothing", async () => {
    const { dir } = await tempProject()
    const result = await runFoyer(["init", "--yes", "--networks", "eip155:1,eip155:999,foo:1"], {
      cwd: dir,
      env,
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toBe("")
    expect(result.stderr).toBe(
      "Unknown networks: eip155:999, foo:1. Known networks: eip155:1, eip155:10, eip155:42161, eip155:137, eip155:56, eip155:43114, eip155:8453, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1, solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z, bip122:000000000019d6689c085ae165831e93, bip122:000000000933ea01ad0ee984209779ba.\n",
    )
    expect(await readdir(dir)).toEqual([])
  })

  it("refuses an unknown plugin, naming the plugins this foyer ships, and writes nothing", async () => {
    const { dir } = await tempProject()
    const result = await runFoyer(["init", "my-app", "--yes", "--plugins", "teleport"], {
      cwd: dir,
      env,
    })
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr: `Unknown plugin: teleport. ${knownPluginsSentence(await shipped())}\n`,
    })
    expect(await readdir(dir)).toEqual([])
  })

  it("refuses a theme other than light or dark as a usage error", async () => {
    const { dir } = await tempProject()
    const result = await runFoyer(["init", "--yes", "--theme", "blue"], { cwd: dir, env })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      "error: option '--theme <mode>' argument 'blue' is invalid. Allowed choices are light, dark.",
    )
    expect(await readdir(dir)).toEqual([])
  })

  it("refuses a folder that is not empty, unless --force", async () => {
    const { dir } = await tempProject()
    await writeFile(join(dir, "notes.txt"), "mine")
    await writeFile(join(dir, "README.md"), "my readme")
    const refused = await runFoyer(["init", "--yes"], { cwd: dir, env })
    expect(refused).toEqual({
      code: 1,
      stdout: "",
      stderr: `${dir} is not empty: pass --force to write into it anyway (files of the same name are replaced).\n`,
    })
    expect(await listFiles(dir)).toEqual(["README.md", "notes.txt"])

    const forced = await runFoyer(["init", "--yes", "--force"], { cwd: dir, env })
    expect(forced.code).toBe(0)
    expect(await listFiles(dir)).toEqual([...projectFiles, "notes.txt"].sort())
    expect(await read(dir, "notes.txt")).toBe("mine")
    expect(await read(dir, "README.md")).toContain("A React app with Foyer")
  })

  it("counts a folder holding only .git as empty", async () => {
    const { dir } = await tempProject()
    await mkdir(join(dir, ".git"))
    const result = await runFoyer(["init", "--yes"], { cwd: dir, env })
    expect(result.code).toBe(0)
    expect((await readdir(dir)).sort()).toEqual(
      [".git", ...new Set(projectFiles.map((file) => file.split("/")[0]!))].sort(),
    )
  })

  it("leaves the folder as it was when the files cannot all be moved in", async () => {
    const { dir } = await tempProject()
    // A file where the app's src/ folder goes: the files before it move in, then src/ fails.
    await writeFile(join(dir, "src"), "not a folder")
    await writeFile(join(dir, "README.md"), "my readme")
    const result = await runFoyer(["init", "--yes", "--force"], { cwd: dir, env })
    expect(result.code).toBe(1)
    expect(result.stdout).toBe("")
    expect(result.stderr).toMatch(
      new RegExp(
        `^Could not write the project into ${dir}: (file already exists \\(EEXIST\\)|not a directory \\(ENOTDIR\\)); it was left as it was\\.\\n$`,
      ),
    )
    expect(await listFiles(dir)).toEqual(["README.md", "src"])
    expect(await read(dir, "README.md")).toBe("my readme")
    expect(await read(dir, "src")).toBe("not a folder")
    // The staging folder next to it is gone too.
    expect(await stagingFolders(dir)).toEqual([])
  })

  it("without a terminal and without --yes, names the flags to pass and writes nothing", async () => {
    const { dir } = await tempProject()
    const result = await runFoyer(["init", "--theme", "dark"], { cwd: dir, env, input: "x\n" })
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr: `No terminal to ask questions on: pass --project-id, --networks${(await shipped()).length > 0 ? ", --plugins" : ""} and --package-manager, or --yes to take the defaults.\n`,
    })
    expect(await readdir(dir)).toEqual([])
  })

  it("--install runs the package manager's install in the new folder", async () => {
    const { dir } = await tempProject()
    const bin = await fakePackageManager("npm", 'echo "$@" > installed-with.txt')
    const result = await runFoyer(["init", "app", "--yes", "--install"], {
      cwd: dir,
      env: { ...env, PATH: `${bin}:${process.env.PATH}` },
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      [
        `Created app in ${join(dir, "app")}.`,
        "",
        "Next steps:",
        "  cd app",
        "  npx foyer dev   # runs the app against a local sandbox",
        "",
      ].join("\n"),
    )
    expect(await read(join(dir, "app"), "installed-with.txt")).toBe("install\n")
  })

  it("--install reports a failed install with its output, keeping the project", async () => {
    const { dir } = await tempProject()
    const bin = await fakePackageManager("npm", 'echo "no network" >&2\nexit 3')
    const result = await runFoyer(["init", "app", "--yes", "--install"], {
      cwd: dir,
      env: { ...env, PATH: `${bin}:${process.env.PATH}` },
    })
    const app = join(dir, "app")
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      `${placeholderWarning}npm install failed (exit code 3):\nno network\nThe project is written; run npm install in ${app} to try again.\n`,
    )
    expect(await listFiles(app)).toEqual(projectFiles)
  })

  it("--help lists every option", async () => {
    const { dir } = await tempProject()
    const result = await runFoyer(["init", "--help"], { cwd: dir, env })
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      [
        "Usage: foyer init [options] [dir]",
        "",
        "create a Vite + React + TypeScript app with Foyer set up, in dir or here",
        "",
        "Arguments:",
        "  dir                       the folder to create the app in (default: the",
        "                            current folder)",
        "",
        "Options:",
        "  --project-id <id>         the WalletConnect project id (default:",
        "                            YOUR_PROJECT_ID)",
        "  --networks <ids>          comma-separated CAIP-2 network ids, the first the",
        "                            default (default: eip155:1,eip155:8453)",
        "  --plugins <ids>           comma-separated plugins to enable (foyer add --help",
        "                            lists them; default: none)",
        '  --theme <mode>            the theme mode (default: light) (choices: "light",',
        '                            "dark")',
        "  --package-manager <name>  the package manager to install with and name in",
        "                            instructions (default: the one running foyer, else",
        '                            npm) (choices: "npm", "pnpm", "yarn", "bun")',
        "  -y, --yes                 take the default of everything no flag gives,",
        "                            without asking",
        "  --force                   write into a folder that is not empty, replacing",
        "                            files of the same name",
        "  --install                 install the dependencies once the app is written",
        "  -h, --help                show help",
        "",
        "Without --yes, init asks for every value no flag gives (on a terminal).",
        "",
        "Examples:",
        "  $ foyer init my-app --yes",
        "  $ foyer init my-app --project-id 1234abcd --networks eip155:1,eip155:10 --theme dark --install",
        "",
      ].join("\n"),
    )
  })

  it("writes an app that type-checks and builds against the local foyer package", {
    timeout: 180_000,
  }, async () => {
    const { dir, linkFoyer } = await tempProject()
    const result = await runFoyer(["init", "--yes"], { cwd: dir, env })
    expect(result.code).toBe(0)
    await linkFoyer()
    await typecheckAndBuild(dir)
    expect(await readdir(join(dir, "dist"))).toEqual(["assets", "index.html"])
    expect(await read(dir, "dist/index.html")).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    )
  })
})

/** A folder with a `name` script standing in for a package manager, running `body`. */
const fakePackageManager = async (name: string, body: string): Promise<string> => {
  const { dir } = await tempProject()
  const script = join(dir, name)
  await writeFile(script, `#!/bin/sh\n${body}\n`)
  await chmod(script, 0o755)
  return dir
}
