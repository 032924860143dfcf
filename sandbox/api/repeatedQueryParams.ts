import type { ErrorReason } from "../../core/api/generated/schemas"

/**
 * A 400 reason for each query parameter given more than once. No parameter of the contract
 * is a list, and which of two values wins differs between servers, proxies and caches, so
 * `?projectId=a&projectId=b` is refused rather than read one way here and another elsewhere.
 * @example
 * repeatedQueryParams(new URLSearchParams("a=1&a=2")) // [{ field: "a", description: "Query parameter a is given 2 times; give it once" }]
 */
export const repeatedQueryParams = (query: URLSearchParams): ReadonlyArray<ErrorReason> => {
  const counts = new Map<string, number>()
  for (const name of query.keys()) counts.set(name, (counts.get(name) ?? 0) + 1)
  return [...counts].flatMap(([name, count]) =>
    count === 1
      ? []
      : [
          {
            field: name,
            description: `Query parameter ${name} is given ${count} times; give it once`,
          },
        ],
  )
}
