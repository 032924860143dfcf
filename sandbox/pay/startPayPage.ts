import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { getAddress } from "viem"
import { answerClientErrors } from "../api/answerClientErrors"
import type { SandboxDevnet } from "../api/SandboxDevnet"
import { sendNative } from "../devnet/sendNative"
import { answerErrorText } from "../errorText"
import { listen } from "../listen"
import { loopbackGuard, noFramingHeaders, stopServer } from "../pages/loopbackPage"
import { parseRequestTarget } from "../parseRequestTarget"
import type { SolanaDevnetAccount } from "../solana/deriveSolanaAccounts"
import { makePaySessions, type PaySession, type PaySessions } from "./PaySessions"
import { type PaySolanaDevnet, payOnSolana } from "./payOnSolana"
import { payPageTitle, renderPayPage } from "./renderPayPage"
import { payerAccountIndex } from "./sandboxPayExchanges"
import { fundSolanaExchange } from "./solanaExchangeFloat"

/** How to start the sandbox exchange's pay page. */
export interface StartPayPageOptions {
  /** The devnets it pays on, from their account {@link payerAccountIndex}. */
  readonly devnets: ReadonlyArray<SandboxDevnet>
  /**
   * The Solana devnets it pays SOL and their SPL token on, from their account
   * {@link payerAccountIndex} too, which gets a float of the token when the page starts
   * (none by default).
   */
  readonly solanaDevnets?: ReadonlyArray<PaySolanaDevnet>
  /** The interface to listen on (default 127.0.0.1). */
  readonly host?: string
  /** The port (default 0: a free one). */
  readonly port?: number
}

/** The sandbox exchange's pay page, running: one page per payment session. */
export interface PayPage {
  /** `http://127.0.0.1:<port>`; a session's page is `/sessions/<id>`. */
  readonly url: string
  readonly devnets: ReadonlyArray<SandboxDevnet>
  readonly solanaDevnets: ReadonlyArray<PaySolanaDevnet>
  /** The Solana devnet of a CAIP-2 id and the account the exchange pays from there, if any. */
  readonly solanaPayer: (
    caipNetworkId: string,
  ) => { readonly devnet: PaySolanaDevnet; readonly payer: SolanaDevnetAccount } | undefined
  readonly sessions: PaySessions
  /** The page of a session. */
  readonly sessionUrl: (session: PaySession) => string
  /** Stops serving (sessions are forgotten). Safe to call twice. */
  readonly stop: () => Promise<void>
}

/** How a confirmed payment ended, as its session is settled. */
type PayOutcome = Parameters<PaySessions["settle"]>[1]

/** What a cancelled payment's page and status say. */
export const payCancelledText = "Payment cancelled"

/** What a cancel of a payment already confirmed answers (409): it is sent whatever comes after. */
export const payConfirmedText =
  "This payment was confirmed and is being sent: it can no longer be cancelled"

// The page is plain HTML with inline styles and forms that post to itself: no script at all.
// It is never framed: a page that framed it could lead a visitor's click onto Confirm.
const contentSecurityPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ")

const sendHtml = (response: ServerResponse, status: number, html: string) => {
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": contentSecurityPolicy,
    ...noFramingHeaders,
  })
  response.end(html)
}

const messagePage = (heading: string, what: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${payPageTitle}</title></head><body><main><h1>${heading}</h1><p>${what}</p></main></body></html>`
const notFoundPage = (what: string) => messagePage("Not found", what)

/**
 * Serves the sandbox exchange's pay pages on loopback: GET /sessions/:id shows what is paid
 * to whom; POST /sessions/:id/confirm pays it from the devnet's account
 * {@link payerAccountIndex} by a real transaction, ETH on an EVM devnet, SOL or the SPL token
 * on a Solana devnet (SUCCESS with its hash or signature, or FAILED with the node's error);
 * POST /sessions/:id/cancel settles it FAILED and sends nothing; both answer 303 back to the
 * page, but a cancel once the payment was confirmed is a 409 that changes nothing (the
 * payment is on its way). Sends on one devnet go one at a time (the payer's
 * nonces; on Solana, the blockhash each landing renews). No answer may be framed.
 * @example
 * const page = await startPayPage({ devnets })
 * const session = page.sessions.start({ ... })
 * console.log(page.sessionUrl(session))
 */
export const startPayPage = async (options: StartPayPageOptions): Promise<PayPage> => {
  const { devnets } = options
  const solanaDevnets = options.solanaDevnets ?? []
  const host = options.host ?? "127.0.0.1"
  const sessions = makePaySessions()
  const queues = new Map<string, Promise<unknown>>()
  const guard = loopbackGuard()
  for (const devnet of solanaDevnets) await fundSolanaExchange(devnet)

  const solanaPayer: PayPage["solanaPayer"] = (caipNetworkId) => {
    const devnet = solanaDevnets.find((d) => d.caipNetworkId === caipNetworkId)
    const payer = devnet?.accounts[payerAccountIndex]
    return devnet === undefined || payer === undefined ? undefined : { devnet, payer }
  }

  const networkName = ({ payAsset }: PaySession) =>
    (payAsset.kind === "native" || payAsset.kind === "erc20"
      ? devnets.find((d) => d.chainId === payAsset.chainId)?.name
      : solanaDevnets.find((d) => d.caipNetworkId === payAsset.caipNetworkId)?.name) ??
    payAsset.caipNetworkId

  /** Sends on one network one after the other. */
  const inTurn = <A>(network: string, send: () => Promise<A>): Promise<A> => {
    const sent = (queues.get(network) ?? Promise.resolve()).then(send)
    queues.set(
      network,
      sent.catch(() => undefined),
    )
    return sent
  }

  const payOnEvm = async (session: PaySession): Promise<PayOutcome> => {
    const { payAsset } = session
    if (payAsset.kind !== "native") return { status: "FAILED", failure: "Tokens are not sent" }
    const devnet = devnets.find((d) => d.chainId === payAsset.chainId)
    if (devnet === undefined) return { status: "FAILED", failure: "Unknown network" }
    const receipt = await inTurn(payAsset.caipNetworkId, () =>
      sendNative(devnet, payerAccountIndex, getAddress(session.recipient), session.value),
    )
    return receipt.status === "success"
      ? { status: "SUCCESS", txHash: receipt.transactionHash }
      : { status: "FAILED", failure: `The payment reverted in ${receipt.transactionHash}` }
  }

  const paySolana = async (session: PaySession): Promise<PayOutcome> => {
    const { payAsset } = session
    const found = solanaPayer(payAsset.caipNetworkId)
    if (found === undefined) return { status: "FAILED", failure: "Unknown network" }
    const { devnet, payer } = found
    const token = payAsset.kind === "spl" ? devnet.token : undefined
    if (payAsset.kind === "spl" && payAsset.mint !== devnet.token.mint) {
      return { status: "FAILED", failure: "Tokens of that mint are not sent" }
    }
    const outcome = await inTurn(payAsset.caipNetworkId, () =>
      payOnSolana(devnet, payer, {
        to: session.recipient,
        units: session.value,
        ...(token === undefined ? {} : { token }),
      }),
    )
    return outcome.status === "SUCCESS" ? { status: "SUCCESS", txHash: outcome.signature } : outcome
  }

  const pay = async (session: PaySession): Promise<void> => {
    const { payAsset } = session
    try {
      const outcome =
        payAsset.kind === "native" || payAsset.kind === "erc20"
          ? await payOnEvm(session)
          : await paySolana(session)
      sessions.settle(session.id, outcome)
    } catch (error) {
      sessions.settle(session.id, {
        status: "FAILED",
        failure: `Payment failed: ${answerErrorText(error)}`,
      })
    }
  }

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    // DNS rebinding: only loopback names are served.
    if (!guard.servesHost(request)) {
      return sendHtml(response, 403, notFoundPage("Forbidden host"))
    }
    const url = parseRequestTarget(request.url)
    const match = /^\/sessions\/([0-9a-f-]{36})(?:\/(confirm|cancel))?$/.exec(url?.pathname ?? "")
    const id = match?.[1]
    const session = id === undefined ? undefined : sessions.get(id)
    if (id === undefined || session === undefined) {
      request.resume()
      return sendHtml(response, 404, notFoundPage("No such payment"))
    }
    const action = match?.[2]
    if (action === undefined) {
      if (request.method !== "GET" && request.method !== "HEAD") {
        return sendHtml(response, 405, notFoundPage("Method not allowed"))
      }
      const sending = sessions.isSending(id)
      return sendHtml(response, 200, renderPayPage(session, networkName(session), sending))
    }
    request.resume()
    if (request.method !== "POST")
      return sendHtml(response, 405, notFoundPage("Method not allowed"))
    // A form of another site must not pay: only this page's own origin may post.
    if (!guard.acceptsOrigin(request)) {
      return sendHtml(response, 403, notFoundPage("Forbidden origin"))
    }
    if (action === "confirm") {
      if (sessions.claim(id)) await pay(session)
    } else if (sessions.cancel(id, payCancelledText) === "Confirmed") {
      const back = `<a href="/sessions/${id}">Back to the payment</a>`
      return sendHtml(
        response,
        409,
        messagePage("Payment confirmed", `${payConfirmedText}. ${back}`),
      )
    }
    response.writeHead(303, { location: `/sessions/${id}` })
    response.end()
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      request.resume()
      sendHtml(response, 500, notFoundPage(answerErrorText(error)))
    })
  })
  answerClientErrors(server, { render: (description) => ({ error: description }) })

  const port = await listen(server, host, options.port)
  guard.listening(port)
  const url = `http://${host}:${port}`

  return {
    url,
    devnets,
    solanaDevnets,
    solanaPayer,
    sessions,
    sessionUrl: (session) => `${url}/sessions/${session.id}`,
    stop: stopServer(server),
  }
}
