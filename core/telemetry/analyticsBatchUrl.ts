/** What the analytics batch URL is made of (spec 7: query projectId, st, sv). */
export interface AnalyticsBatchUrlParts {
  readonly analyticsUrl: string
  readonly projectId: string
  readonly sdkType: string
  readonly sdkVersion: string
}

/**
 * The analytics service's `/batch` URL with the query every call carries, as the provider
 * API's `sendAnalyticsBatch` builds it: a beacon cannot go through the API client.
 * @example
 * analyticsBatchUrl({ analyticsUrl: "https://pulse.example", projectId: "p", sdkType: "foyer", sdkVersion: "v" })
 * // "https://pulse.example/batch?projectId=p&st=foyer&sv=v"
 */
export const analyticsBatchUrl = (parts: AnalyticsBatchUrlParts): string => {
  const query = new URLSearchParams({
    projectId: parts.projectId,
    st: parts.sdkType,
    sv: parts.sdkVersion,
  })
  return `${parts.analyticsUrl.replace(/\/+$/, "")}/batch?${query}`
}
