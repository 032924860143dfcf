import { describe, expect, it } from "vitest"
import { type ChromiumSetupDeps, type CommandResult, ensureChromium } from "./chromiumSetup"
import { ChromiumNotFoundError } from "./e2e/findChromium"

interface Machine {
  /** Executables present before anything runs. */
  readonly executables: ReadonlyArray<string>
  readonly uid?: number
  /** Exit codes by command line (joined with spaces); anything else exits 0. */
  readonly exitCodes?: Readonly<Record<string, number>>
  /** Whether a successful `apt-get install` puts /usr/bin/chromium in place. */
  readonly installWorks?: boolean
  readonly env?: Record<string, string>
}

/** A fake machine that records what ensureChromium ran and printed; no real command runs. */
const fakeMachine = (machine: Machine) => {
  const executables = new Set(machine.executables)
  const ran: Array<string> = []
  const logged: Array<string> = []
  const deps: ChromiumSetupDeps = {
    view: {
      env: { PATH: "/usr/local/bin:/usr/bin", ...machine.env },
      homeDir: "/home/dev",
      playwrightCoreDir: "/repo/node_modules/playwright-core",
      isExecutable: (path) => executables.has(path),
      list: () => [],
    },
    uid: machine.uid ?? 1000,
    run: async (argv): Promise<CommandResult> => {
      const line = argv.join(" ")
      ran.push(line)
      const code = machine.exitCodes?.[line] ?? 0
      if (code === 0 && line.endsWith("apt-get -o DPkg::Lock::Timeout=300 install -y chromium")) {
        if (machine.installWorks ?? true) executables.add("/usr/bin/chromium")
      }
      return { code, output: code === 0 ? "" : "E: Unable to locate package chromium\n" }
    },
    log: (line) => {
      logged.push(line)
    },
  }
  return { deps, ran, logged }
}

const cannotInstall =
  'Chromium not found: run "sudo apt-get install -y chromium" (or set FOYER_CHROMIUM to a Chrome/Chromium binary)'
const aptUpdate = "env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 update"
const aptInstall =
  "env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y chromium"

describe("ensureChromium", () => {
  it("uses the browser found without running anything", async () => {
    const { deps, ran, logged } = fakeMachine({ executables: ["/usr/bin/google-chrome"], uid: 0 })
    expect(await ensureChromium(deps)).toBe("/usr/bin/google-chrome")
    expect({ ran, logged }).toEqual({ ran: [], logged: [] })
  })

  it("installs Debian's chromium with apt-get as root, saying so in one line", async () => {
    const { deps, ran, logged } = fakeMachine({ executables: ["/usr/bin/apt-get"], uid: 0 })
    expect(await ensureChromium(deps)).toBe("/usr/bin/chromium")
    expect(ran).toEqual([aptUpdate, aptInstall])
    expect(logged).toEqual([
      "No Chromium found for the browser tests: installing Chromium with apt-get...",
    ])
  })

  it("installs through passwordless sudo when not root", async () => {
    const { deps, ran } = fakeMachine({ executables: ["/usr/bin/apt-get", "/usr/bin/sudo"] })
    expect(await ensureChromium(deps)).toBe("/usr/bin/chromium")
    expect(ran).toEqual(["sudo -n true", `sudo -n ${aptUpdate}`, `sudo -n ${aptInstall}`])
  })

  it("stops with the one line when sudo needs a password", async () => {
    const { deps, ran, logged } = fakeMachine({
      executables: ["/usr/bin/apt-get", "/usr/bin/sudo"],
      exitCodes: { "sudo -n true": 1 },
    })
    await expect(ensureChromium(deps)).rejects.toThrow(new ChromiumNotFoundError(cannotInstall))
    expect({ ran, logged }).toEqual({ ran: ["sudo -n true"], logged: [] })
  })

  it("stops with the one line when there is no apt-get, even as root", async () => {
    const { deps, ran, logged } = fakeMachine({ executables: ["/usr/bin/sudo"], uid: 0 })
    await expect(ensureChromium(deps)).rejects.toThrow(new ChromiumNotFoundError(cannotInstall))
    expect({ ran, logged }).toEqual({ ran: [], logged: [] })
  })

  it("stops with the one line when neither apt-get nor sudo is on PATH", async () => {
    const { deps, ran } = fakeMachine({ executables: [], env: { PATH: "" } })
    await expect(ensureChromium(deps)).rejects.toThrow(new ChromiumNotFoundError(cannotInstall))
    expect(ran).toEqual([])
  })

  it("shows apt-get's output only when it fails, then the one line", async () => {
    const { deps, ran, logged } = fakeMachine({
      executables: ["/usr/bin/apt-get"],
      uid: 0,
      exitCodes: { [aptInstall]: 100 },
    })
    await expect(ensureChromium(deps)).rejects.toThrow(new ChromiumNotFoundError(cannotInstall))
    expect(ran).toEqual([aptUpdate, aptInstall])
    expect(logged).toEqual([
      "No Chromium found for the browser tests: installing Chromium with apt-get...",
      `${aptInstall} exited with 100:\nE: Unable to locate package chromium`,
    ])
  })

  it("stops with the one line when the install succeeds but leaves no browser", async () => {
    const { deps } = fakeMachine({ executables: ["/usr/bin/apt-get"], uid: 0, installWorks: false })
    await expect(ensureChromium(deps)).rejects.toThrow(new ChromiumNotFoundError(cannotInstall))
  })

  it("does not install over an invalid FOYER_CHROMIUM: it names it instead", async () => {
    const { deps, ran } = fakeMachine({
      executables: ["/usr/bin/apt-get"],
      uid: 0,
      env: { FOYER_CHROMIUM: "/nonexistent" },
    })
    await expect(ensureChromium(deps)).rejects.toThrow(
      'Chromium not found: FOYER_CHROMIUM is "/nonexistent", which is not an executable file (point it to a Chrome/Chromium binary, or unset it)',
    )
    expect(ran).toEqual([])
  })
})
