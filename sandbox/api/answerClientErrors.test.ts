import { createServer, type Server } from "node:http"
import { connect, type Socket } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { listen } from "../listen"
import { answerClientErrors } from "./answerClientErrors"

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A server answering every request "ok" (after reading its body), with `answerClientErrors`. */
const start = async (options?: Parameters<typeof answerClientErrors>[1]): Promise<number> => {
  server = createServer((request, response) => {
    request.resume()
    request.on("end", () => response.writeHead(200, { "content-length": 2 }).end("ok"))
  })
  answerClientErrors(server, options)
  return listen(server, "127.0.0.1")
}

/** One connection: send bytes, read what came until it holds `until`, or until it closes. */
const connection = (port: number) => {
  const socket: Socket = connect({ host: "127.0.0.1", port })
  let text = ""
  let closed = false
  const waiters = new Set<() => void>()
  const wake = () => {
    for (const waiter of waiters) waiter()
  }
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1")
    wake()
  })
  socket.on("close", () => {
    closed = true
    wake()
  })
  socket.on("error", () => {})
  return {
    send: (bytes: string) => socket.write(bytes),
    /** Resolves with everything received once it includes `until` or the server closed. */
    read: (until?: string) =>
      new Promise<{ text: string; closed: boolean }>((resolve) => {
        const check = () => {
          if ((until !== undefined && text.includes(until)) || closed) {
            waiters.delete(check)
            resolve({ text, closed })
          }
        }
        waiters.add(check)
        check()
      }),
    end: () => socket.destroy(),
  }
}

const okAnswer = /^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nok$/

describe("answerClientErrors", () => {
  it("answers a request Node's parser refuses with the rendered JSON, the given headers and Connection: close", async () => {
    const port = await start({
      render: (description) => ({ error: description }),
      headers: { "x-extra": "1" },
    })
    const client = connection(port)
    client.send("BREW / HTTP/1.1\r\nHost: x\r\n\r\n")
    const body = JSON.stringify({
      error: "The request is not valid HTTP: Invalid method encountered",
    })
    expect(await client.read()).toEqual({
      text: [
        "HTTP/1.1 400 Bad Request",
        "x-extra: 1",
        "content-type: application/json; charset=utf-8",
        `content-length: ${body.length}`,
        "connection: close",
        "",
        body,
      ].join("\r\n"),
      closed: true,
    })
  })

  it("answers a bad request after a whole exchange on the same connection", async () => {
    const client = connection(await start())
    client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    expect((await client.read("\r\n\r\nok")).text).toMatch(okAnswer)
    client.send("GARBAGE\r\n\r\n")
    const { text, closed } = await client.read()
    expect(closed).toBe(true)
    expect(text.slice(text.indexOf("ok") + 2)).toMatch(
      /^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*\r\n\r\n\{"status":"FAILED","reasons":\[\{"field":"request","description":"The request is not valid HTTP: Invalid method encountered"\}\]\}$/,
    )
  })

  it("only closes a connection whose request was already answered when its body turns out broken", async () => {
    server = createServer((request, response) => {
      // Answers at once, as a 413 does, while the body is still coming.
      response.writeHead(413, { "content-length": 0 }).end()
      request.resume()
    })
    answerClientErrors(server)
    const client = connection(await listen(server, "127.0.0.1"))
    client.send("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
    await client.read("\r\n\r\n")
    client.send("ZZZ\r\n\r\n")
    const { text, closed } = await client.read()
    expect(closed).toBe(true)
    expect(text).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n[\s\S]*\r\n\r\n$/)
  })
})
