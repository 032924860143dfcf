// @vitest-environment happy-dom
// Sign-In With Solana through the real kit and its UI (issue 36 item 2): with solana() and
// siwx(), the sandbox's Foyer Solana Test Wallet (Wallet Standard only) connects, the connect
// hook opens SIWXSignMessage, and pressing Sign has the kit's Solana adapter ask the wallet
// with solana:signMessage; the signed Sign-In With Solana text verifies (ours and the Solana
// Wallet Standard's verifySignIn) and is kept as the Solana account's session.
import { base58 } from "@scure/base"
import { parseSignInMessageText, verifySignIn } from "@solana/wallet-standard-util"
import { afterEach, describe, expect, it } from "vitest"
import { type FoyerEvent, solanaDevnet } from "../../../core"
import { startTestKit, until } from "../../../test/testFoyerClient"
import {
  buttonNamed,
  click,
  handleFor,
  renderWithFoyer,
  settleModal,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { solana } from "../../solana/index"
import {
  registerSolanaTestWallet,
  solanaTestPublicKeys,
  solanaTestWalletId,
  unregisterSolanaTestWallets,
} from "../../solana/solanaFixtures"
import { siwx } from "../index"
import { en } from "../messages/en"

afterEach(unregisterSolanaTestWallets)

describe("SIWXSignMessage with a Solana wallet", { timeout: 30_000 }, () => {
  it("a Solana connect asks for sign-in; Sign has the wallet sign the Sign-In With Solana message with solana:signMessage, and the verified session is kept", async () => {
    const { control } = registerSolanaTestWallet()
    const kit = await startTestKit({
      networks: ["eip155:1", solanaDevnet.caipNetworkId],
      plugins: [solana(), siwx()],
    })
    const events: Array<FoyerEvent> = []
    kit.client.subscribeEvents((event) => events.push(event))
    const rendered = await renderWithFoyer(handleFor(kit.client), null)
    await rendered.foyer.load()
    await kit.client.connect(solanaTestWalletId)
    const dialog = await settleModal()
    const sign = await waitFor(() => buttonNamed(en["siwx.sign"], dialog))
    await click(sign)
    await until(kit.client.stores.modal, (state) => !state.open)

    const [address] = control.addresses
    expect(events.filter((event) => event.type.startsWith("SIWX"))).toEqual([
      { type: "SIWX_AUTH_SUCCESS", address, caipNetworkId: solanaDevnet.caipNetworkId },
    ])
    const asked = control.requests.filter(({ feature }) => feature === "solana:signMessage")
    expect(asked.map(({ outcome }) => outcome)).toEqual(["approved"])
    const [session] = JSON.parse(kit.backend.getItem("@foyer/siwx_sessions") ?? "[]") as Array<{
      readonly message: string
      readonly signature: string
      readonly fields: { readonly accountAddress: string; readonly chainId: string }
    }>
    expect(session?.fields).toMatchObject({
      accountAddress: address,
      chainId: solanaDevnet.caipNetworkId,
    })
    const text = session?.message ?? ""
    expect(text.split("\n").slice(0, 3)).toEqual([
      `${location.host} wants you to sign in with your Solana account:`,
      address,
      "",
    ])
    expect(text).toContain("\nChain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1\n")
    // What a Solana dApp's backend would check: the Wallet Standard's own verifier.
    const input = parseSignInMessageText(text)
    expect(input).not.toBeNull()
    expect(
      verifySignIn(input ?? {}, {
        account: {
          address: address ?? "",
          publicKey: solanaTestPublicKeys[0] ?? new Uint8Array(),
          chains: [solanaDevnet.caipNetworkId],
          features: [],
        },
        signedMessage: new TextEncoder().encode(text),
        signature: base58.decode(session?.signature ?? ""),
      }),
    ).toBe(true)
  })
})
