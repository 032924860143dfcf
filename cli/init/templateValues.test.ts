import { describe, expect, it } from "vitest"
import { pluginFor } from "../knownPlugins"
import { guessPackageManager } from "./PackageManager"
import { packageName, templateValues } from "./templateValues"

const foyer = {
  dependencies: { react: "^19.3.1", "react-dom": "^19.3.1", typescript: "5.9" },
  devDependencies: {
    "@types/react": "^19.3.0",
    "@types/react-dom": "^19.3.0",
    "@vitejs/plugin-react": "^6.3.0",
    vite: "^8.3.8",
    ws: "^8.23.0",
    "@walletconnect/sign-client": "^2.25.0",
    "@walletconnect/relay-auth": "^1.1.0",
    "@walletconnect/utils": "^2.25.1",
    "@foundry-rs/anvil": "1.7.1",
    "@uniswap/v2-core": "1.0.1",
    "@uniswap/v2-periphery": "1.1.0-beta.0",
    litesvm: "1.5.0",
    "@solana/kit": "^8.4.0",
    "@solana-program/system": "^0.14.1",
    "@solana-program/token": "^0.16.1",
    "@scure/btc-signer": "^1.8.1",
    "@electric-sql/pglite": "^0.6.1",
    nodemailer: "^10.6.1",
    "@simplewebauthn/server": "^13.3.3",
    oauth4webapi: "^3.8.9",
    "oidc-provider": "^8.8.1",
    "@farcaster/auth-client": "^0.7.1",
    "smtp-server": "^3.21.7",
    mailparser: "^3.14.5",
  },
}

describe("templateValues", () => {
  it("fills the versions from foyer's package.json, the sandbox's packages too, and the answers as TypeScript (the plugins are added after, as foyer add adds them)", () => {
    expect(
      templateValues({
        name: "my-app",
        foyer,
        foyerDependency: "file:../foyer-1.2.3.tgz",
        answers: {
          projectId: 'a"b\\c',
          networks: ["eip155:1", "eip155:10"],
          plugins: [pluginFor("email-capture"), pluginFor("swap")],
          theme: "dark",
          packageManager: "pnpm",
        },
      }),
    ).toEqual({
      name: "my-app",
      foyerDependency: "file:../foyer-1.2.3.tgz",
      reactVersion: "^19.3.1",
      reactDomVersion: "^19.3.1",
      typesReactVersion: "^19.3.0",
      typesReactDomVersion: "^19.3.0",
      pluginReactVersion: "^6.3.0",
      typescriptVersion: "5.9",
      viteVersion: "^8.3.8",
      wsVersion: "^8.23.0",
      walletConnectSignClientVersion: "^2.25.0",
      walletConnectRelayAuthVersion: "^1.1.0",
      walletConnectUtilsVersion: "^2.25.1",
      anvilVersion: "1.7.1",
      uniswapV2CoreVersion: "1.0.1",
      uniswapV2PeripheryVersion: "1.1.0-beta.0",
      litesvmVersion: "1.5.0",
      solanaKitVersion: "^8.4.0",
      solanaProgramSystemVersion: "^0.14.1",
      solanaProgramTokenVersion: "^0.16.1",
      scureBtcSignerVersion: "^1.8.1",
      pgliteVersion: "^0.6.1",
      nodemailerVersion: "^10.6.1",
      simplewebauthnServerVersion: "^13.3.3",
      oauth4webapiVersion: "^3.8.9",
      farcasterAuthClientVersion: "^0.7.1",
      oidcProviderVersion: "^8.8.1",
      smtpServerVersion: "^3.21.7",
      mailparserVersion: "^3.14.5",
      projectId: 'a\\"b\\\\c',
      networks: '["eip155:1", "eip155:10"]',
      themeMode: "dark",
      install: "pnpm install",
      run: "pnpm",
      exec: "pnpm exec",
    })
  })

  it("fails when foyer's package.json lacks a dependency the app needs", () => {
    expect(() =>
      templateValues({
        name: "x",
        foyer: {},
        foyerDependency: "^1.0.0",
        answers: {
          projectId: "p",
          networks: ["eip155:1"],
          plugins: [],
          theme: "light",
          packageManager: "npm",
        },
      }),
    ).toThrow("foyer's package.json has no version of react for the new app")
  })
})

describe("packageName", () => {
  it("turns a folder name into a valid npm package name", () => {
    expect(packageName("my-app")).toBe("my-app")
    expect(packageName("My App!")).toBe("my-app")
    expect(packageName("project-AbC123")).toBe("project-abc123")
    expect(packageName(".hidden_app")).toBe("hidden_app")
    expect(packageName("???")).toBe("foyer-app")
  })

  it("refuses what npm refuses in a new package's name: ~, reserved names, over 214 characters", () => {
    expect(packageName("~app")).toBe("app")
    expect(packageName("node_modules")).toBe("foyer-app")
    expect(packageName("Favicon.ico")).toBe("foyer-app")
    expect(packageName("a".repeat(300))).toBe("a".repeat(214))
    expect(packageName(`${"a".repeat(213)} b`)).toBe("a".repeat(213))
  })
})

describe("guessPackageManager", () => {
  it("reads the package manager that started the CLI from npm_config_user_agent", () => {
    expect(guessPackageManager({ npm_config_user_agent: "pnpm/9.1.0 npm/? node/v20.19.0" })).toBe(
      "pnpm",
    )
    expect(guessPackageManager({ npm_config_user_agent: "yarn/4.0.0 npm/? node/v20" })).toBe("yarn")
    expect(guessPackageManager({ npm_config_user_agent: "bun/1.1.0 npm/? node/v22" })).toBe("bun")
    expect(guessPackageManager({ npm_config_user_agent: "npm/10.8.2 node/v20.19.0" })).toBe("npm")
  })

  it("falls back to npm when there is none or it is unknown", () => {
    expect(guessPackageManager({})).toBe("npm")
    expect(guessPackageManager({ npm_config_user_agent: "deno/2.0" })).toBe("npm")
  })
})
