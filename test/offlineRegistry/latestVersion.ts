/** A version's parts, as semver orders them (build metadata does not count). */
interface ParsedVersion {
  readonly release: ReadonlyArray<number>
  readonly prerelease: ReadonlyArray<string>
}

const parse = (version: string): ParsedVersion => {
  const [core = "", ...rest] = version.split("+")[0]?.split("-") ?? []
  const prerelease = rest.join("-")
  return {
    release: core.split(".").map(Number),
    prerelease: prerelease === "" ? [] : prerelease.split("."),
  }
}

const compareIdentifiers = (a: string, b: string): number => {
  const numeric = /^\d+$/
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b)
  // A numeric identifier ranks below an alphanumeric one (semver 11.4.3).
  if (numeric.test(a)) return -1
  if (numeric.test(b)) return 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** Orders two semver versions: negative when `a` is lower, positive when higher, 0 when equal. */
export const compareVersions = (a: string, b: string): number => {
  const left = parse(a)
  const right = parse(b)
  for (let index = 0; index < 3; index++) {
    const difference = (left.release[index] ?? 0) - (right.release[index] ?? 0)
    if (difference !== 0) return difference
  }
  // A release ranks above its prereleases.
  if (left.prerelease.length === 0 || right.prerelease.length === 0) {
    return right.prerelease.length - left.prerelease.length
  }
  for (let index = 0; index < Math.max(left.prerelease.length, right.prerelease.length); index++) {
    const l = left.prerelease[index]
    const r = right.prerelease[index]
    if (l === undefined) return -1
    if (r === undefined) return 1
    const difference = compareIdentifiers(l, r)
    if (difference !== 0) return difference
  }
  return 0
}

/**
 * The version a `latest` dist-tag names: the highest release, as the public registry's
 * `latest` is (so a bare `npm install x` never picks a prerelease), or the highest prerelease
 * when there is no release.
 */
export const latestVersion = (versions: ReadonlyArray<string>): string | undefined => {
  const releases = versions.filter((version) => parse(version).prerelease.length === 0)
  const candidates = releases.length > 0 ? releases : versions
  return [...candidates].sort(compareVersions).at(-1)
}
