// A chain plugin's tests on the real kernel: a stand-in provider API on 127.0.0.1 for the file
// (it supports no chain, so no balance is read from it, and accepts analytics; nothing reaches
// the internet), and the wait for a family's balance read to end before the kit goes.
import { afterAll, beforeAll } from "vitest"
import type { AccountsShape, ChainNamespace } from "../core"
import { answeredPreflight, answerJson, type LocalServer, startLocalServer } from "./localServer"

/**
 * Starts the stand-in provider API before the file's tests and closes it after them; the
 * returned function gives the running server.
 * @example
 * const api = providerApiStandIn()
 * makeKernel({ ...options, endpoints: { apiUrl: api().url, rpcUrl: api().url, analyticsUrl: api().url } })
 */
export const providerApiStandIn = (): (() => LocalServer) => {
  let api: LocalServer | undefined
  beforeAll(async () => {
    api = await startLocalServer((request, response) => {
      if (answeredPreflight(request, response)) return
      if (request.method === "POST") return answerJson(response, 204)
      if (request.url.pathname === "/v1/supported-chains") {
        return answerJson(response, 200, { http: [], ws: [] })
      }
      answerJson(response, 404, { reasons: [] })
    })
  })
  afterAll(() => api?.close())
  return () => {
    if (api === undefined) throw new Error("the stand-in provider API has not started")
    return api
  }
}

/** Resolves once `namespace`'s account has ended its balance read (a connect starts one). */
export const balanceSettled = (accounts: AccountsShape, namespace: ChainNamespace) =>
  new Promise<void>((resolve) => {
    const settled = () => {
      const account = accounts.store.getSnapshot()[namespace]
      return account?.balance !== undefined && !account.balanceLoading
    }
    if (settled()) return resolve()
    const stop = accounts.store.subscribe(() => {
      if (!settled()) return
      stop()
      resolve()
    })
  })
