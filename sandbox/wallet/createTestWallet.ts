import {
  type Address,
  BaseError,
  type Chain,
  createWalletClient,
  decodeFunctionResult,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
} from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { rpcUrl } from "../../core/api/rpcUrl"
import type { Eip1193Provider } from "../../core/connectors/Eip1193Provider"
import { createProviderEvents } from "../../core/connectors/providerEvents"
import { forwardRpc } from "./forwardRpc"
import {
  invalidParams,
  ProviderRpcError,
  providerErrorCodes,
  unauthorized,
  userRejectedRequest,
} from "./ProviderRpcError"
import {
  paramList,
  parseAddEthereumChainParam,
  parseAddressParam,
  parseChainIdParam,
  parseTransactionParam,
  parseTypedDataParam,
} from "./parseWalletParams"
import {
  loadTestWalletState,
  saveTestWalletState,
  type TestWalletChain,
  type TestWalletState,
  type TestWalletStorage,
} from "./TestWalletState"

/** What the simulated visitor does with a request. */
export type TestWalletDecision = "approve" | "reject"

/**
 * How the wallet answers one method: at once ("approve", the default, or "reject" with
 * EIP-1193 code 4001), or after `delayMs` (then approving unless `answer` says otherwise).
 */
export type TestWalletBehaviour =
  | TestWalletDecision
  | { readonly delayMs: number; readonly answer?: TestWalletDecision }

/** One request the wallet received, as the `requests` log shows it. */
export interface TestWalletRequest {
  readonly method: string
  readonly params: unknown
  readonly outcome: "pending" | "approved" | "rejected" | "failed"
  readonly error?: { readonly code: number; readonly message: string }
}

/** The EIP-1193 provider the test wallet announces. */
export interface TestWalletProvider extends Eip1193Provider {
  readonly isFoyerTestWallet: true
  on(event: string, listener: (...args: ReadonlyArray<unknown>) => void): void
  removeListener(event: string, listener: (...args: ReadonlyArray<unknown>) => void): void
}

/** The handle tests (and people at the console) drive the wallet with. */
export interface TestWalletControl {
  /** Sets how the wallet answers `method` from now on. */
  setBehaviour(method: string, behaviour: TestWalletBehaviour): void
  /** The wallet switches chain on its own (even to one the dApp does not support). */
  moveToChain(chainId: number): void
  /** The visitor picks another account in the wallet. */
  setAccount(index: number): void
  /** The visitor disconnects the site inside the wallet: accountsChanged with []. */
  revokeAccess(): void
  /** The wallet loses its connection: the EIP-1193 `disconnect` event (code 4900). */
  disconnect(): void
  /**
   * Ends the wait of every delayed request of `method` now, approving or rejecting it, so a
   * test can hold a request (a long delay) while it looks at the waiting screen.
   */
  release(method: string, decision?: TestWalletDecision): void
  /** Forgets the request log. */
  clearRequests(): void
  /** Every request so far, oldest first (a copy). */
  readonly requests: ReadonlyArray<TestWalletRequest>
  /** The addresses of the wallet's accounts, in order. */
  readonly addresses: ReadonlyArray<Address>
  /** The wallet's current state (a copy). */
  readonly state: TestWalletState
}

/** How to build a test wallet. */
export interface TestWalletOptions {
  /** The sandbox RPC host, path /v1/ (`sandbox.urls.rpc`); the wallet adds chainId and projectId. */
  readonly rpcUrl: string
  readonly projectId: string
  /** The private keys of the wallet's accounts, in order (the devnet's funded accounts). */
  readonly privateKeys: ReadonlyArray<Hex>
  /** The chains the wallet knows at first, the first being where it starts (default: 31337 only). */
  readonly chains?: ReadonlyArray<TestWalletChain>
  /** Where the wallet remembers the site's permission and chain (default: none). */
  readonly storage?: TestWalletStorage
  /**
   * Asset discovery (EIP-7811), off by default: the wallet then advertises it on every chain
   * it knows (wallet_getCapabilities) and answers wallet_getAssets with the account's ether and
   * its balance of each of `tokens` on chain, in EIP-7811's shape (lower-case types, metadata of
   * name, symbol and decimals). `malformed` answers balances as numbers, which a dApp's
   * validation must refuse. Without it both methods go to the node, like any other.
   */
  readonly assetDiscovery?: TestWalletAssetDiscovery
}

/** An ERC-20 the test wallet lists in its wallet_getAssets answers. */
export interface TestWalletToken {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/** How the test wallet answers asset discovery; see {@link TestWalletOptions.assetDiscovery}. */
export interface TestWalletAssetDiscovery {
  readonly tokens: ReadonlyArray<TestWalletToken>
  readonly malformed?: boolean
}

/** The test wallet: its provider and its control handle. */
export interface TestWallet {
  readonly provider: TestWalletProvider
  readonly control: TestWalletControl
}

/** The chains a fresh wallet knows: only the first sandbox devnet, so that 4902 can be tested. */
export const defaultTestWalletChains: ReadonlyArray<TestWalletChain> = [
  { chainId: 31337, name: "Foyer Devnet" },
]

const toProviderError = (error: unknown): ProviderRpcError => {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const coded = error.walk((cause) => {
      const code = (cause as { code?: unknown }).code
      return typeof code === "number"
    })
    const code = (coded as { code?: unknown } | null)?.code
    return new ProviderRpcError(
      typeof code === "number" ? code : providerErrorCodes.internal,
      error.details || error.shortMessage,
    )
  }
  return new ProviderRpcError(
    providerErrorCodes.internal,
    error instanceof Error ? error.message : String(error),
  )
}

/**
 * A real EIP-1193 wallet over viem local accounts: it signs locally and talks JSON-RPC to
 * the sandbox RPC; every request can be approved, rejected (4001) or delayed.
 * @example
 * const { provider, control } = createTestWallet({ rpcUrl: sandbox.urls.rpc, projectId, privateKeys })
 * control.setBehaviour("eth_requestAccounts", "reject")
 */
export const createTestWallet = (options: TestWalletOptions): TestWallet => {
  const accounts: ReadonlyArray<PrivateKeyAccount> = options.privateKeys.map((key) =>
    privateKeyToAccount(key),
  )
  if (accounts.length === 0) throw new RangeError("The test wallet needs at least one account")
  const initialChains = options.chains ?? defaultTestWalletChains
  const firstChain = initialChains[0]
  if (firstChain === undefined) throw new RangeError("The test wallet needs at least one chain")

  let state: TestWalletState = loadTestWalletState(options.storage) ?? {
    connected: false,
    accountIndex: 0,
    chainId: firstChain.chainId,
    chains: initialChains,
  }
  if (accounts[state.accountIndex] === undefined) state = { ...state, accountIndex: 0 }

  const behaviours = new Map<string, TestWalletBehaviour>()
  /** The delayed requests still waiting, by method: each ends its wait with a decision. */
  const waiting = new Map<string, Set<(decision: TestWalletDecision) => void>>()

  /** Waits `ms` (or until released) and gives the decision to act on. */
  const wait = (method: string, ms: number, decision: TestWalletDecision) =>
    new Promise<TestWalletDecision>((resolve) => {
      const set = waiting.get(method) ?? new Set()
      waiting.set(method, set)
      const wake = (chosen: TestWalletDecision) => {
        clearTimeout(timer)
        set.delete(wake)
        resolve(chosen)
      }
      const timer = setTimeout(() => wake(decision), ms)
      set.add(wake)
    })
  const log: TestWalletRequest[] = []
  // A dApp listener's bug must not break the wallet; surface it like a browser would.
  const events = createProviderEvents((error) =>
    queueMicrotask(() => {
      throw error
    }),
  )
  const emit = events.emit

  const setState = (next: TestWalletState) => {
    state = next
    saveTestWalletState(options.storage, state)
  }

  const account = (): PrivateKeyAccount => {
    const current = accounts[state.accountIndex]
    if (current === undefined) throw new RangeError(`No account at ${state.accountIndex}`)
    return current
  }

  const chainRpcUrl = (chainId: number): string =>
    rpcUrl({ rpcHost: options.rpcUrl, chainId: `eip155:${chainId}`, projectId: options.projectId })

  const viemChain = (chainId: number): Chain =>
    defineChain({
      id: chainId,
      name: state.chains.find((chain) => chain.chainId === chainId)?.name ?? `Chain ${chainId}`,
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [chainRpcUrl(chainId)] } },
    })

  const knows = (chainId: number) => state.chains.some((chain) => chain.chainId === chainId)

  const switchTo = (chainId: number) => {
    if (chainId === state.chainId) return
    setState({ ...state, chainId })
    emit("chainChanged", numberToHex(chainId))
  }

  const grant = () => {
    if (state.connected) return
    setState({ ...state, connected: true })
    emit("accountsChanged", [account().address])
  }

  const revoke = () => {
    if (!state.connected) return
    setState({ ...state, connected: false })
    emit("accountsChanged", [])
  }

  const permissions = () => [
    {
      parentCapability: "eth_accounts",
      invoker: typeof location === "undefined" ? "node" : location.origin,
      caveats: [{ type: "restrictReturnedAccounts", value: [account().address] }],
    },
  ]

  /** Checks that the dApp may act for `address`: connected, and it is the current account. */
  const authorize = (value: unknown, field: string): PrivateKeyAccount => {
    const address = parseAddressParam(value, field)
    const current = account()
    if (!state.connected || address !== current.address) throw unauthorized()
    return current
  }

  const sendTransaction = async (param: unknown): Promise<Hex> => {
    const tx = parseTransactionParam(param)
    const current = tx.from === undefined ? account() : authorize(tx.from, "from")
    if (!state.connected) throw unauthorized()
    const chain = viemChain(state.chainId)
    const client = createWalletClient({
      account: current,
      chain,
      transport: http(chainRpcUrl(chain.id)),
    })
    const fees =
      tx.gasPrice !== undefined
        ? { gasPrice: tx.gasPrice }
        : {
            ...(tx.maxFeePerGas === undefined ? {} : { maxFeePerGas: tx.maxFeePerGas }),
            ...(tx.maxPriorityFeePerGas === undefined
              ? {}
              : { maxPriorityFeePerGas: tx.maxPriorityFeePerGas }),
          }
    return client.sendTransaction({
      account: current,
      chain,
      ...(tx.to === undefined ? {} : { to: tx.to }),
      ...(tx.value === undefined ? {} : { value: tx.value }),
      ...(tx.data === undefined ? {} : { data: tx.data }),
      ...(tx.gas === undefined ? {} : { gas: tx.gas }),
      ...(tx.nonce === undefined ? {} : { nonce: tx.nonce }),
      ...fees,
    })
  }

  /** wallet_getAssets (EIP-7811) for the current account, on the chains asked for that it knows. */
  const getAssets = async (
    discovery: TestWalletAssetDiscovery,
    param: unknown,
  ): Promise<Record<string, ReadonlyArray<unknown>>> => {
    const request =
      typeof param === "object" && param !== null ? (param as Record<string, unknown>) : {}
    const owner = authorize(request.account, "account").address
    const asked = Array.isArray(request.chainFilter)
      ? request.chainFilter.map((id) => parseChainIdParam({ chainId: id }))
      : [state.chainId]
    const balanceOf = (amount: bigint) =>
      discovery.malformed ? Number(amount) : numberToHex(amount)
    const answer: Record<string, ReadonlyArray<unknown>> = {}
    for (const chainId of asked.filter(knows)) {
      const url = chainRpcUrl(chainId)
      const ether = BigInt(String(await forwardRpc(url, "eth_getBalance", [owner, "latest"])))
      const tokens = await Promise.all(
        discovery.tokens.map(async (token) => {
          const data = encodeFunctionData({
            abi: erc20Abi,
            functionName: "balanceOf",
            args: [owner],
          })
          const result = await forwardRpc(url, "eth_call", [{ to: token.address, data }, "latest"])
          const amount = decodeFunctionResult({
            abi: erc20Abi,
            functionName: "balanceOf",
            data: result as Hex,
          })
          return {
            address: token.address,
            balance: balanceOf(amount),
            type: "erc20",
            metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals },
          }
        }),
      )
      answer[numberToHex(chainId)] = [
        {
          address: "native",
          balance: balanceOf(ether),
          type: "native",
          metadata: { name: "Ether", symbol: "ETH", decimals: 18 },
        },
        ...tokens,
      ]
    }
    return answer
  }

  const handle = async (method: string, params: ReadonlyArray<unknown>): Promise<unknown> => {
    const discovery = options.assetDiscovery
    switch (method) {
      case "eth_chainId":
        return numberToHex(state.chainId)
      case "net_version":
        return String(state.chainId)
      case "eth_accounts":
        return state.connected ? [account().address] : []
      case "eth_requestAccounts":
        grant()
        return [account().address]
      case "wallet_requestPermissions":
        grant()
        return permissions()
      case "wallet_getPermissions":
        return state.connected ? permissions() : []
      case "wallet_revokePermissions":
        revoke()
        return null
      case "wallet_switchEthereumChain": {
        const chainId = parseChainIdParam(params[0])
        if (!knows(chainId)) {
          throw new ProviderRpcError(
            providerErrorCodes.unrecognizedChain,
            `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        }
        switchTo(chainId)
        return null
      }
      case "wallet_addEthereumChain": {
        const added = parseAddEthereumChainParam(params[0])
        if (!knows(added.chainId)) {
          setState({
            ...state,
            chains: [...state.chains, { chainId: added.chainId, name: added.chainName }],
          })
        }
        // As MetaMask does, approving the addition also switches to the chain.
        switchTo(added.chainId)
        return null
      }
      case "personal_sign": {
        const [message, address] = params
        if (typeof message !== "string") throw invalidParams("personal_sign needs a message")
        const signer = authorize(address, "address")
        return signer.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case "eth_signTypedData_v4": {
        const [address, data] = params
        const signer = authorize(address, "address")
        const typed = parseTypedDataParam(data)
        return signer.signTypedData({
          domain: typed.domain,
          types: typed.types,
          primaryType: typed.primaryType,
          message: typed.message,
        })
      }
      case "eth_sendTransaction":
        return sendTransaction(params[0])
      case "wallet_getCapabilities":
        if (discovery === undefined) break
        authorize(params[0], "address")
        return Object.fromEntries(
          state.chains.map((chain) => [
            numberToHex(chain.chainId),
            { assetDiscovery: { supported: true } },
          ]),
        )
      case "wallet_getAssets":
        if (discovery === undefined) break
        return getAssets(discovery, params[0])
      default:
        break
    }
    return forwardRpc(chainRpcUrl(state.chainId), method, params)
  }

  const provider: TestWalletProvider = {
    isFoyerTestWallet: true,
    request: async ({ method, params }) => {
      const index = log.push({ method, params: params ?? null, outcome: "pending" }) - 1
      const settle = (entry: Partial<TestWalletRequest>) => {
        const previous = log[index]
        if (previous !== undefined) log[index] = { ...previous, ...entry }
      }
      const behaviour = behaviours.get(method) ?? "approve"
      const decision =
        typeof behaviour === "object"
          ? await wait(method, behaviour.delayMs, behaviour.answer ?? "approve")
          : behaviour
      if (decision === "reject") {
        settle({ outcome: "rejected" })
        throw userRejectedRequest()
      }
      try {
        const result = await handle(method, paramList(params))
        settle({ outcome: "approved" })
        return result
      } catch (cause) {
        const error = toProviderError(cause)
        settle({ outcome: "failed", error: { code: error.code, message: error.message } })
        throw error
      }
    },
    on: events.on,
    removeListener: events.removeListener,
  }

  const control: TestWalletControl = {
    setBehaviour: (method, behaviour) => {
      behaviours.set(method, behaviour)
    },
    moveToChain: (chainId) => {
      if (!Number.isSafeInteger(chainId) || chainId <= 0) {
        throw new RangeError(`Not a chain id: ${chainId}`)
      }
      if (!knows(chainId)) {
        setState({ ...state, chains: [...state.chains, { chainId, name: `Chain ${chainId}` }] })
      }
      switchTo(chainId)
    },
    setAccount: (index) => {
      if (accounts[index] === undefined) {
        throw new RangeError(`The wallet has ${accounts.length} accounts; none at ${index}`)
      }
      if (index === state.accountIndex) return
      setState({ ...state, accountIndex: index })
      if (state.connected) emit("accountsChanged", [account().address])
    },
    revokeAccess: revoke,
    disconnect: () => {
      setState({ ...state, connected: false })
      emit(
        "disconnect",
        new ProviderRpcError(
          providerErrorCodes.disconnected,
          "The provider is disconnected from all chains.",
        ),
      )
    },
    release: (method, decision = "approve") => {
      for (const wake of [...(waiting.get(method) ?? [])]) wake(decision)
    },
    clearRequests: () => {
      log.length = 0
    },
    get requests() {
      return [...log]
    },
    addresses: accounts.map((a) => a.address),
    get state() {
      return { ...state, chains: [...state.chains] }
    },
  }

  return { provider, control }
}
