import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import {
  checkSandboxPackages,
  type ResolveModule,
  SandboxPackagesMissingError,
  sandboxPackageNames,
  sandboxPackages,
} from "./sandboxPackages"

const codedError = (code: string, message: string) => Object.assign(new Error(message), { code })

/** A resolver where `missing` packages throw MODULE_NOT_FOUND; it records what it was asked. */
const resolverWithout = (missing: ReadonlyArray<string>) => {
  const asked: string[] = []
  const resolve: ResolveModule = (specifier) => {
    asked.push(specifier)
    if (missing.some((name) => specifier === `${name}/package.json`)) {
      throw codedError("MODULE_NOT_FOUND", `Cannot find module '${specifier}'`)
    }
    return `/app/node_modules/${specifier}`
  }
  return { resolve, asked }
}

const caught = (run: () => void): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error("expected a throw")
}

describe("checkSandboxPackages", () => {
  it("passes when every optional peer resolves, asking for each one's package.json", () => {
    const { resolve, asked } = resolverWithout([])
    expect(checkSandboxPackages(undefined, resolve)).toBeUndefined()
    expect(asked).toEqual([
      "ws/package.json",
      "@walletconnect/sign-client/package.json",
      "@walletconnect/relay-auth/package.json",
      "@walletconnect/utils/package.json",
      "@foundry-rs/anvil/package.json",
      "@uniswap/v2-core/package.json",
      "@uniswap/v2-periphery/package.json",
      "litesvm/package.json",
      "@solana/kit/package.json",
      "@solana-program/system/package.json",
      "@solana-program/token/package.json",
      "@scure/btc-signer/package.json",
      "@electric-sql/pglite/package.json",
      "nodemailer/package.json",
      "@simplewebauthn/server/package.json",
      "oauth4webapi/package.json",
      "oidc-provider/package.json",
      "@farcaster/auth-client/package.json",
      "smtp-server/package.json",
      "mailparser/package.json",
    ])
  })

  it("names the missing packages and the exact command that installs them", () => {
    const { resolve } = resolverWithout(["@foundry-rs/anvil", "ws"])
    const error = caught(() => checkSandboxPackages(undefined, resolve))
    expect(error).toBeInstanceOf(SandboxPackagesMissingError)
    expect(error).toMatchObject({
      _tag: "SandboxPackagesMissingError",
      name: "SandboxPackagesMissingError",
      missing: ["ws", "@foundry-rs/anvil"],
      message:
        "The Foyer sandbox needs packages that are not installed: ws, @foundry-rs/anvil. Run: npm install --save-dev ws@^8.23.0 @foundry-rs/anvil@1.7.1",
    })
    expect((error as Error).cause).toEqual([
      codedError("MODULE_NOT_FOUND", "Cannot find module 'ws/package.json'"),
      codedError("MODULE_NOT_FOUND", "Cannot find module '@foundry-rs/anvil/package.json'"),
    ])
  })

  it("checks only the packages it is given", () => {
    const { resolve, asked } = resolverWithout(["@foundry-rs/anvil"])
    expect(checkSandboxPackages(["ws", "@walletconnect/relay-auth"], resolve)).toBeUndefined()
    expect(asked).toEqual(["ws/package.json", "@walletconnect/relay-auth/package.json"])
  })

  it("counts a package whose exports map hides package.json as installed", () => {
    const resolve: ResolveModule = (specifier) => {
      throw codedError("ERR_PACKAGE_PATH_NOT_EXPORTED", `${specifier} is not exported`)
    }
    expect(checkSandboxPackages(["@walletconnect/sign-client"], resolve)).toBeUndefined()
  })

  it("counts any other resolution failure as missing", () => {
    const resolve: ResolveModule = () => {
      throw codedError("ERR_INVALID_PACKAGE_CONFIG", "Invalid package config")
    }
    expect(() => checkSandboxPackages(["ws"], resolve)).toThrow(
      "The Foyer sandbox needs packages that are not installed: ws. Run: npm install --save-dev ws@^8.23.0",
    )
  })

  it("finds every optional peer installed in this repository from its own location", () => {
    expect(checkSandboxPackages()).toBeUndefined()
  })
})

describe("sandboxPackages", () => {
  it("are foyer's optional peer dependencies, with the same ranges", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
    for (const name of sandboxPackageNames) {
      expect({ name, range: pkg.peerDependencies?.[name] }).toEqual({
        name,
        range: sandboxPackages[name],
      })
      expect({ name, meta: pkg.peerDependenciesMeta?.[name] }).toEqual({
        name,
        meta: { optional: true },
      })
    }
    expect(sandboxPackageNames).toEqual(Object.keys(sandboxPackages))
  })
})
