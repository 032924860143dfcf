import type { IncomingMessage, ServerResponse } from "node:http"
import { checkAdminCaller } from "../api/checkAdminCaller"
import { sendJson } from "../api/httpExchange"
import { parseRequestTarget } from "../parseRequestTarget"
import type { Mailbox } from "./Mailbox"

/** How the mailbox route answers. */
export interface MailboxHandlerOptions {
  /**
   * The origin the route is served from (`http://127.0.0.1:<port>`). A browser request from
   * a page of any other origin is refused: the mailbox holds login codes, and every page open
   * on this machine is a loopback caller. Without it, only callers that send no Origin (test
   * code, curl, Playwright's request API) are answered.
   */
  readonly ownOrigin?: string
}

/** The route's path. */
export const mailboxMessagesPath = "/messages"

/** A mailbox route's answer: status, JSON body and extra headers. */
interface MailboxAnswer {
  readonly status: number
  readonly body: unknown
  readonly headers?: Readonly<Record<string, string>>
}

const refusal = (status: number, error: string, headers?: Record<string, string>): MailboxAnswer =>
  headers === undefined ? { status, body: { error } } : { status, body: { error }, headers }

/** What the route answers `request`. */
const answer = (
  mailbox: Mailbox,
  request: IncomingMessage,
  options: MailboxHandlerOptions,
): MailboxAnswer => {
  const refused = checkAdminCaller(
    { remoteAddress: request.socket.remoteAddress, origin: request.headers.origin },
    options.ownOrigin ?? "",
  )
  if (refused !== undefined) return refusal(403, refused)
  const target = parseRequestTarget(request.url)
  if (target?.pathname !== mailboxMessagesPath) {
    return refusal(404, `Not found: the mailbox answers GET ${mailboxMessagesPath}`)
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return refusal(405, "The mailbox answers GET only", { allow: "GET, HEAD" })
  }
  const to = target.searchParams.getAll("to")
  if (to.length > 1) return refusal(400, "Give the query parameter to once")
  // No caching: a test asking again must see each new mail.
  return {
    status: 200,
    body: { messages: mailbox.list(to[0]) },
    headers: { "cache-control": "no-store" },
  }
}

/**
 * An HTTP handler for the catcher's mailbox, for the demo and Playwright tests:
 * `GET /messages?to=<address>` answers `{ messages: CaughtMail[] }`, oldest first (every
 * message without `to`). Loopback callers only; anything else is a JSON `{ error }`.
 * @example
 * createServer(mailboxHandler(catcher.mailbox))
 */
export const mailboxHandler =
  (mailbox: Mailbox, options: MailboxHandlerOptions = {}) =>
  (request: IncomingMessage, response: ServerResponse): void => {
    const { status, body, headers } = answer(mailbox, request, options)
    sendJson(response, status, body, headers)
  }
