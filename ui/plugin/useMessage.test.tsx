// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { coreMessages, definePlugin, formatMessage, type MessagesShape } from "../../core"
import { startTestClient } from "../../test/testFoyerClient"
import { renderElement } from "../testing/renderElement"
import { renderInView } from "../testing/renderInView"
import { useMessage } from "./useMessage"

const greeter = definePlugin({
  id: "greeter",
  messages: { "greeter.hello": "Hello {name}" },
})

describe("useMessage", { timeout: 20_000 }, () => {
  it("outside a view (the page buttons) reads the kernel's catalogue", async () => {
    let text: string | undefined
    const Probe = () => {
      text = useMessage()("connectButton.label")
      return null
    }
    await renderElement(<Probe />)
    expect(text).toBe(coreMessages["connectButton.label"])
  })

  it("in a view reads the kernel's messages and the enabled plugins', placeholders filled", async () => {
    const client = await startTestClient({ plugins: [greeter] })
    const result = await renderInView(client, useMessage)
    expect(result.current("greeter.hello", { name: "alice" })).toBe("Hello alice")
    expect(result.current("connecting.waiting", { name: "MetaMask" })).toBe(
      formatMessage(coreMessages["connecting.waiting"], { name: "MetaMask" }),
    )
  })

  it("an unknown id gives the id itself", async () => {
    const client = await startTestClient()
    const result = await renderInView(client, useMessage)
    expect(result.current("greeter.hello")).toBe("greeter.hello")
  })

  it("reads the kit's own Messages (client.messages)", async () => {
    const client = await startTestClient()
    const messages: MessagesShape = {
      catalogue: { "x.y": "from the kit" },
      text: (id) => (id === "x.y" ? "from the kit" : id),
    }
    const result = await renderInView({ ...client, messages } as typeof client, useMessage)
    expect(result.current("x.y")).toBe("from the kit")
  })
})
