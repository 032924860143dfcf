// A chain plugin's tests on the real kernel: a stand-in provider API on 127.0.0.1 for the file
// (it supports no chain, so no balance is read from it, and accepts analytics; nothing reaches
// the internet), the wait for a family's balance read to end before the kit goes, and a kernel
// started against the stand-in that connects a wallet and has it sign a message.
import { Effect } from "effect"
import { afterAll, beforeAll } from "vitest"
import {
  Accounts,
  type AccountsShape,
  type ChainNamespace,
  Connections,
  Connectors,
  type FoyerOptions,
  makeKernel,
  Storage,
  Wallet,
} from "../core"
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

/** The kernel a plugin's test starts: `networks` and `plugins`, in-memory storage. */
export interface PluginKernelOptions {
  /** The running stand-in provider API (see {@link providerApiStandIn}): every endpoint. */
  readonly api: LocalServer
  readonly networks: FoyerOptions["networks"]
  readonly plugins: NonNullable<FoyerOptions["plugins"]>
}

/** Starts the kernel with the plugins on the networks, reaching only the stand-in API. */
export const startPluginKernel = ({ api, networks, plugins }: PluginKernelOptions) =>
  Effect.runPromise(
    makeKernel(
      {
        projectId: "demo",
        networks,
        endpoints: { apiUrl: api.url, rpcUrl: api.url, analyticsUrl: api.url },
        plugins,
      },
      { storage: Storage.layerMemory },
    ),
  )

/**
 * On a kernel started by {@link startPluginKernel}: connects the wallet listed as `connectorId`,
 * reads `namespace`'s account address and has the wallet sign `message`; waits for the balance
 * read the connect started to end, then disposes the kernel (also when a step fails). Gives the
 * connector ids the kit listed, the address and the signature.
 */
export const connectAndSignOnKernel = async (
  options: PluginKernelOptions & {
    readonly connectorId: string
    readonly namespace: ChainNamespace
    readonly message: string
  },
) => {
  const { connectorId, namespace, message } = options
  const kernel = await startPluginKernel(options)
  try {
    return await kernel.runtime.runPromise(
      Effect.gen(function* () {
        const listed = (yield* Connectors).store.getSnapshot().map((info) => info.id)
        yield* (yield* Connections).connect(connectorId)
        const accounts = yield* Accounts
        const address = accounts.store.getSnapshot()[namespace]?.address
        const signature = yield* (yield* Wallet).signMessage(message)
        // The connect had the kit read the balance: let that end before the kit goes.
        yield* Effect.promise(() => balanceSettled(accounts, namespace))
        return { listed, address, signature }
      }),
    )
  } finally {
    await kernel.dispose()
  }
}
