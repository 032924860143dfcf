// What the pay page's tests on each chain family share: calls to the sandbox API served with
// the page, over real HTTP, and the body of a refused request.

/**
 * GET and POST to the sandbox API at `apiUrl()` (read at each call, as the API starts in the
 * test file's beforeAll): each answers the status and the JSON body (undefined when empty).
 */
export const sandboxApiCalls = (apiUrl: () => string) => {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${apiUrl()}${path}`, init)
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  const post = (path: string, body: unknown) =>
    call(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  return { call, post }
}

/** The body of a request the API refuses: FAILED, for `field`, with its `description`. */
export const failedBody = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})
