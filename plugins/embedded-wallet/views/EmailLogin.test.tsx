// @vitest-environment happy-dom
import { Effect } from "effect"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { startTestKit } from "../../../test/testFoyerClient"
import { typeInto } from "../../../ui/testing/renderElement"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { EmailLoginData } from "./EmailLoginData"
import {
  embeddedWalletViewsPlugin,
  type FakeWalletAnswers,
  fakeEmbeddedWallet,
  siteRefusal,
} from "./embeddedWalletViewFixtures"
import { descriptionOf, labelOf, pressEnterIn, tabStopsIn } from "./formTestHarness"

const ada: EmailLoginData = { email: "ada@example.com", step: "VERIFY_OTP" }

/** The kit with the embedded wallet's views over a fake service, its modal open on EmailLogin. */
const openEmailLogin = async (data: EmailLoginData = ada, answers: FakeWalletAnswers = {}) => {
  const wallet = fakeEmbeddedWallet(answers)
  const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
  const { dialog } = track(await openView(kit.client, { name: "EmailLogin", data }))
  const input = () => dialog.querySelector<HTMLInputElement>("input")
  const button = (name: string) => buttonNamed(name, dialog)!
  return { kit, wallet, dialog, input, button }
}

/** The code field's error, once there is one. */
const errorOf = async (input: HTMLInputElement) => {
  await waitFor(() => input.getAttribute("aria-invalid") === "true")
  return descriptionOf(input)
}

/** A step that waits until the test answers it. */
const held = <A,>() => {
  let answer: (value: A) => void = () => {}
  const effect = Effect.promise(
    () =>
      new Promise<A>((resolve) => {
        answer = resolve
      }),
  )
  return { effect, answer: (value: A) => answer(value) }
}

describe("the EmailLogin view", { timeout: 30_000 }, () => {
  it("VERIFY_OTP (spec 4): titled 'Confirm Email', says where the code went, asks for it in a labelled one-time-code field with Continue and Resend code, and passes axe in both themes", async () => {
    const { kit, dialog, input } = await openEmailLogin()
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
    expect(title?.textContent).toBe("Confirm Email")
    expect(dialog.textContent).toContain("Enter the code sent to ada@example.com.")
    const field = input()!
    expect(labelOf(field)).toBe("One-time code")
    expect([field.inputMode, field.autocomplete, field.maxLength]).toEqual([
      "numeric",
      "one-time-code",
      -1,
    ])
    expect(tabStopsIn(field.form!)).toEqual(["One-time code", "Continue", "Resend code"])
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("Continue sends the code as typed, whatever its length (spec 5: the one-time code is a string), then connects to the signed-in wallet", async () => {
    const { wallet, input, button } = await openEmailLogin()
    await typeInto(input()!, " 12345 ")
    await click(button("Continue"))
    await waitFor(() => wallet.calls.includes("finishLogin"))
    expect(wallet.calls).toEqual([{ verifyEmailCode: "12345" }, "finishLogin"])
  })

  it("an empty code is not sent: 'Enter the code from the email.' under the field", async () => {
    const { wallet, input, button } = await openEmailLogin()
    await click(button("Continue"))
    expect(await errorOf(input()!)).toEqual(["Enter the code from the email."])
    expect(document.activeElement).toBe(input())
    expect(wallet.calls).toEqual([])
  })

  it("a wrong or expired code shows the secure site's text under the field (spec 8), keeps the code and the focus; the next Continue sends the new code", async () => {
    const answers = ["Invalid code", "Code expired"]
    const { wallet, input, button } = await openEmailLogin(ada, {
      verifyEmailCode: () => {
        const refusal = answers.shift()
        return refusal === undefined ? Effect.void : siteRefusal(refusal)
      },
    })
    const field = input()!
    await typeInto(field, "111111")
    await click(button("Continue"))
    expect(await errorOf(field)).toEqual(["Invalid code"])
    expect(field.value).toBe("111111")
    expect(document.activeElement).toBe(field)
    await typeInto(field, "222222")
    expect(field.getAttribute("aria-invalid")).toBeNull()
    await click(button("Continue"))
    expect(await errorOf(field)).toEqual(["Code expired"])
    await typeInto(field, "333333")
    await click(button("Continue"))
    await waitFor(() => wallet.calls.includes("finishLogin"))
    expect(wallet.calls).toEqual([
      { verifyEmailCode: "111111" },
      { verifyEmailCode: "222222" },
      { verifyEmailCode: "333333" },
      "finishLogin",
    ])
  })

  it("the code was accepted but the connect failed: its text is said, and Continue tries the connect again without the used code", async () => {
    const outcomes = [Effect.void, siteRefusal("Failed to connect")]
    const { wallet, dialog, input, button } = await openEmailLogin(ada, {
      finishLogin: Effect.suspend(() => outcomes.pop() ?? Effect.void),
    })
    await typeInto(input()!, "123456")
    await click(button("Continue"))
    const alert = await waitFor(() => dialog.querySelector('p[role="alert"]'))
    expect(alert.textContent).toBe("Failed to connect")
    expect(input()!.getAttribute("aria-invalid")).toBeNull()
    await click(button("Continue"))
    await waitFor(() => wallet.calls.filter((call) => call === "finishLogin").length === 2)
    expect(wallet.calls).toEqual([{ verifyEmailCode: "123456" }, "finishLogin", "finishLogin"])
    expect(dialog.querySelector('p[role="alert"]')).toBeNull()
  })

  it("Resend code starts the login again and says a new code went out; within 30 s it says 'Please try again after {n} seconds' (spec 5); the typed code stays", async () => {
    let now = 5_000_000
    const { wallet, dialog, input, button } = await openEmailLogin(ada, { now: () => now })
    await typeInto(input()!, "999")
    await click(button("Resend code"))
    const status = await waitFor(() => dialog.querySelector('p[role="status"]'))
    expect(status.textContent).toBe("A new code was sent to ada@example.com.")
    now += 25_000
    await click(button("Resend code"))
    const alert = await waitFor(() => dialog.querySelector('p[role="alert"]'))
    expect(alert.textContent).toBe("Please try again after 5 seconds")
    expect(input()!.value).toBe("999")
    expect(wallet.calls).toEqual([
      { startEmailLogin: "ada@example.com" },
      { startEmailLogin: "ada@example.com" },
    ])
  })

  it("while the code is checked Continue is busy and Resend code unavailable; Enter in the field sends it (keyboard)", async () => {
    const check = held<void>()
    const { wallet, input, button } = await openEmailLogin(ada, {
      verifyEmailCode: () => check.effect,
    })
    const field = input()!
    field.focus()
    await typeInto(field, "424242")
    await pressEnterIn(field)
    await waitFor(() => button("Continue").getAttribute("aria-busy") === "true")
    expect(button("Resend code").getAttribute("aria-disabled")).toBe("true")
    // Pressed again meanwhile, neither sends anything.
    await click(button("Continue"))
    await click(button("Resend code"))
    await act(async () => check.answer())
    await waitFor(() => button("Continue").getAttribute("aria-busy") === null)
    expect(wallet.calls).toEqual([{ verifyEmailCode: "424242" }, "finishLogin"])
    expect(field.value).toBe("424242")
  })

  it("issue 37: a passkey step the code's check answers shows the secure frame over the view's body (passing axe), runs it, hides the frame, then connects", async () => {
    const step = held<void>()
    const { kit, wallet, dialog, input, button } = await openEmailLogin(ada, {
      passkeyStep: "enrol",
      runPasskeyStep: step.effect,
    })
    await typeInto(input()!, "123456")
    await click(button("Continue"))
    await waitFor(() => wallet.calls.includes("runPasskeyStep"))
    expect(dialog.textContent).toContain(
      "Continue in the secure window to set up or use your passkey.",
    )
    expect(input()).toBeNull()
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    expect(wallet.calls.filter((call) => call !== "runPasskeyStep")).toMatchObject([
      { verifyEmailCode: "123456" },
      { showFrame: expect.any(Object) },
    ])
    await act(async () => step.answer())
    await waitFor(() => wallet.calls.includes("finishLogin"))
    expect(wallet.calls.slice(-2)).toEqual(["hideFrame", "finishLogin"])
  })

  it("issue 37: a passkey recovery the frame refused says the frame's text, hides the frame, does not connect, and the next Continue checks a new code", async () => {
    const refusal =
      "This browser holds no key share for this account on this site. Sign in where the account was created."
    const { wallet, dialog, input, button } = await openEmailLogin(ada, {
      passkeyStep: "recover",
      runPasskeyStep: siteRefusal(refusal),
    })
    await typeInto(input()!, "123456")
    await click(button("Continue"))
    const alert = await waitFor(() => dialog.querySelector('p[role="alert"]'))
    expect(alert.textContent).toBe(refusal)
    expect(wallet.calls).not.toContain("finishLogin")
    expect(wallet.calls.at(-1)).toBe("hideFrame")
    await typeInto(input()!, "654321")
    await click(button("Continue"))
    await waitFor(() => wallet.calls.filter((call) => call === "runPasskeyStep").length === 2)
    expect(wallet.calls).toContainEqual({ verifyEmailCode: "654321" })
  })

  it("opened without its data (by a program), it asks for the code sent to the visitor's email, with nothing to resend", async () => {
    const wallet = fakeEmbeddedWallet()
    const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
    const { dialog } = track(await openView(kit.client, { name: "EmailLogin" }))
    expect(dialog.textContent).toContain("Enter the code sent to your email.")
    expect(buttonNamed("Resend code", dialog)).toBeUndefined()
    expect(labelOf(dialog.querySelector("input")!)).toBe("One-time code")
  })

  it("VERIFY_DEVICE (spec 4): asks to approve this device from the email, with no code field, and passes axe; Resend code answering VERIFY_OTP moves to the code step", async () => {
    const { kit, dialog, input, button } = await openEmailLogin(
      { email: "ada@example.com", step: "VERIFY_DEVICE" },
      { connectEmail: () => Effect.succeed("VERIFY_OTP") },
    )
    expect(dialog.textContent).toContain(
      "Approve this device from the email sent to ada@example.com, then come back here.",
    )
    expect(input()).toBeNull()
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    await click(button("Resend code"))
    await waitFor(() => input())
    expect(labelOf(input()!)).toBe("One-time code")
    expect(dialog.textContent).toContain("A new code was sent to ada@example.com.")
  })

  it("VERIFY_DEVICE (spec 4): the view waits for the approval from the email (CONNECT_DEVICE) and, once approved, moves to the code step", async () => {
    const approval = held<void>()
    const { wallet, dialog, input } = await openEmailLogin(
      { email: "ada@example.com", step: "VERIFY_DEVICE" },
      { approveDevice: approval.effect },
    )
    await waitFor(() => wallet.calls.includes("approveDevice"))
    expect(input()).toBeNull()
    await act(async () => approval.answer())
    await waitFor(() => input())
    expect(labelOf(input()!)).toBe("One-time code")
    expect(dialog.textContent).toContain("Enter the code sent to ada@example.com")
  })

  it("VERIFY_DEVICE (spec 4): a failed approval is the site's text, and Resend code answering VERIFY_DEVICE again waits for a new approval", async () => {
    let asked = 0
    const { wallet, dialog, button } = await openEmailLogin(
      { email: "ada@example.com", step: "VERIFY_DEVICE" },
      {
        connectEmail: () => Effect.succeed("VERIFY_DEVICE"),
        approveDevice: Effect.suspend(() => {
          asked += 1
          return asked === 1
            ? Effect.fail(new EmbeddedWalletError({ message: "The approval link expired" }))
            : Effect.never
        }),
      },
    )
    await waitFor(() => dialog.querySelector('[role="alert"]'))
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe("The approval link expired")
    await click(button("Resend code"))
    await waitFor(() => wallet.calls.filter((call) => call === "approveDevice").length === 2)
    expect(dialog.textContent).not.toContain("The approval link expired")
    expect(dialog.textContent).toContain(
      "Approve this device from the email sent to ada@example.com, then come back here.",
    )
  })
})
