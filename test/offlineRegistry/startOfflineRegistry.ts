import { readFile } from "node:fs/promises"
import type { ServerResponse } from "node:http"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import { type SeenRequest, startLocalServer } from "../localServer"
import { latestVersion } from "./latestVersion"
import { matchesIntegrity, npmCacheDirectory, readCacheContent } from "./npmCacheContent"
import {
  lockfilePackages,
  type OfferedPackages,
  type OfferedVersion,
  tarballPackage,
} from "./offeredPackages"

const repoLockfile = fileURLToPath(new URL("../../package-lock.json", import.meta.url))

/** What the offline registry serves from; every field has a default for foyer's repository. */
export interface OfflineRegistryOptions {
  /** The lockfile whose packages are offered; foyer's package-lock.json by default. */
  readonly lockfile?: string
  /** The folder whose node_modules the lockfile describes; the lockfile's folder by default. */
  readonly packagesRoot?: string
  /** Local tarballs offered as their package's only version, by name: `{ foyer: "/tmp/foyer-0.1.0.tgz" }`. */
  readonly extraTarballs?: Readonly<Record<string, string>>
  /** npm's cache folder to read tarballs from; `npm config get cache` by default. */
  readonly npmCache?: string
}

/** A running offline registry. */
export interface OfflineRegistry {
  /** The registry's base URL, `http://127.0.0.1:<port>`, for npm's `--registry`. */
  readonly url: string
  /** Every request it received, in order (npm's request paths, for tests that check them). */
  readonly requests: ReadonlyArray<SeenRequest>
  readonly stop: () => Promise<void>
}

/** A reply: JSON for packuments and errors, bytes for tarballs. */
type Reply =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: 200; readonly bytes: Buffer }

const failure = (status: number, error: string): Reply => ({ status, json: { error } })

const send = (response: ServerResponse, reply: Reply): void => {
  const body = "bytes" in reply ? reply.bytes : Buffer.from(JSON.stringify(reply.json))
  response.writeHead(reply.status, {
    "content-type": "bytes" in reply ? "application/octet-stream" : "application/json",
    "content-length": body.length,
  })
  response.end(body)
}

const tarballPath = (offered: OfferedVersion): string =>
  `/${offered.name}/-/${offered.name.slice(offered.name.lastIndexOf("/") + 1)}-${offered.version}.tgz`

const packument = (name: string, versions: ReadonlyMap<string, OfferedVersion>, url: string) => ({
  name,
  "dist-tags": { latest: latestVersion([...versions.keys()]) },
  versions: Object.fromEntries(
    [...versions.values()].map((offered) => [
      offered.version,
      {
        name,
        version: offered.version,
        ...offered.metadata,
        dist: { integrity: offered.integrity, tarball: `${url}${tarballPath(offered)}` },
      },
    ]),
  ),
})

const tarball = async (
  offered: OfferedVersion,
  npmCache: () => Promise<string>,
): Promise<Reply> => {
  const spec = `${offered.name}@${offered.version}`
  if (offered.tarball._tag === "File") {
    const bytes = await readFile(offered.tarball.path)
    return matchesIntegrity(bytes, offered.integrity)
      ? { status: 200, bytes }
      : failure(500, `${offered.tarball.path} changed since the offline registry started`)
  }
  const cache = await npmCache()
  const content = await readCacheContent(cache, offered.integrity)
  switch (content._tag) {
    case "Found":
      return { status: 200, bytes: content.bytes }
    case "Missing":
      return failure(
        404,
        `${spec} is not in npm's cache (${cache}); run npm ci in the foyer repository to fill npm's cache`,
      )
    case "Corrupt":
      return failure(
        500,
        `${spec} in npm's cache (${content.path}) does not match foyer's lockfile; run npm cache verify, then npm ci in the foyer repository`,
      )
  }
}

const reply = (
  request: SeenRequest,
  packages: OfferedPackages,
  url: string,
  npmCache: () => Promise<string>,
): Promise<Reply> | Reply => {
  // npm sends requests for any other host here, as to a proxy (see npmInstallOffline): refuse
  // them. startLocalServer reads request targets against http://127.0.0.1, so only an absolute
  // target, which is what a proxy receives, has another origin.
  if (request.url.origin !== "http://127.0.0.1") {
    return failure(
      403,
      `the offline registry does not reach ${request.url.origin}: installs through it stay on this machine`,
    )
  }
  if (request.method !== "GET") return failure(405, `the offline registry only answers GET`)
  // `@scope%2fname` (npm's form) and `@scope/name` name the same package.
  const path = decodeURIComponent(request.url.pathname)
  if (path.startsWith("/-/")) return failure(404, `the offline registry does not offer ${path}`)
  const [name = "", file] = path.slice(1).split("/-/")
  const versions = packages.get(name)
  if (versions === undefined) {
    return failure(
      404,
      `${name} is not in foyer's lockfile, so the offline registry cannot serve it`,
    )
  }
  if (file === undefined) return { status: 200, json: packument(name, versions, url) }
  const offered = [...versions.values()].find((version) => tarballPath(version) === path)
  return offered === undefined
    ? failure(404, `${path} is not a tarball of a ${name} version in foyer's lockfile`)
    : tarball(offered, npmCache)
}

/**
 * Starts an npm registry on 127.0.0.1 (a free port) that serves, without any network, the
 * packages foyer's lockfile names: packuments made from the lockfile and installed
 * package.json files, tarballs from npm's own cache (checked against the lockfile's
 * integrity), plus any `extraTarballs`. It never forwards a request anywhere.
 *
 * @example
 * const registry = await startOfflineRegistry({ extraTarballs: { foyer: packedTarball } })
 * await npmInstallOffline({ cwd: app, args: ["foyer", "react@19.3.1"], registry: registry.url })
 * await registry.stop()
 */
export const startOfflineRegistry = async (
  options: OfflineRegistryOptions = {},
): Promise<OfflineRegistry> => {
  const lockfile = options.lockfile ?? repoLockfile
  const packages = await lockfilePackages(lockfile, options.packagesRoot ?? dirname(lockfile))
  for (const [name, path] of Object.entries(options.extraTarballs ?? {})) {
    const offered = await tarballPackage(name, path)
    packages.set(name, new Map([[offered.version, offered]]))
  }
  const npmCache = () =>
    options.npmCache === undefined ? npmCacheDirectory() : Promise.resolve(options.npmCache)
  let url = ""
  const server = await startLocalServer((request, response) => {
    Promise.resolve()
      .then(() => reply(request, packages, url, npmCache))
      .then(
        (answer) => send(response, answer),
        (cause: unknown) => send(response, failure(500, String(cause))),
      )
  })
  url = server.url
  return { url, requests: server.requests, stop: server.close }
}
