import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sendRaw } from "../../test/hostile/rawHttp"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { signedTransfer } from "./bitcoinFixtures"
import { deriveBitcoinAccounts } from "./bitcoinKeys"
import type { EsploraAddress, EsploraTransaction, EsploraUtxo } from "./esploraJson"
import {
  type BitcoinRegtest,
  bitcoinRegtestCaipNetworkId,
  startBitcoinRegtest,
} from "./startBitcoinRegtest"

const btc = 100_000_000

describe("startBitcoinRegtest", () => {
  let chain: BitcoinRegtest
  const get = (path: string) => fetch(`${chain.esploraUrl}${path}`)
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await get(path)
    expect(response.status).toBe(200)
    return (await response.json()) as T
  }
  const getText = async (path: string) => {
    const response = await get(path)
    return { status: response.status, text: await response.text() }
  }
  const post = async (path: string, body: string) => {
    const response = await fetch(`${chain.esploraUrl}${path}`, { method: "POST", body })
    return { status: response.status, text: await response.text() }
  }
  /** Sends `satoshis` from account `from` to `to` over POST /tx, spending its unspent outputs as listed. */
  const transfer = async (from: number, to: string, satoshis: number) => {
    const account = chain.accounts[from]!
    const utxos = await getJson<EsploraUtxo[]>(`/address/${account.address}/utxo`)
    const transaction = signedTransfer({ from: account, utxos, to, satoshis: BigInt(satoshis) })
    return { transaction, answer: await post("/tx", transaction.hex) }
  }

  beforeAll(async () => {
    // Each test moves coins of its own accounts only, so they pass in any order.
    chain = await startBitcoinRegtest({ accounts: 8 })
  })

  afterAll(() => chain?.stop())

  it("is regtest (bip122:0f9188f13cb7b2c71f2a335e3a4fc328) on a free loopback port", async () => {
    expect(bitcoinRegtestCaipNetworkId).toBe("bip122:0f9188f13cb7b2c71f2a335e3a4fc328")
    expect(chain.name).toBe("Foyer Bitcoin Regtest")
    expect(chain.esploraUrl).toBe(`http://127.0.0.1:${chain.port}`)
    expect(chain.port).toBeGreaterThan(0)
    expect(await getText("/block-height/0")).toEqual({
      status: 200,
      text: "0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206",
    })
  })

  it("pays each account of the sandbox mnemonic (m/84'/1'/0'/0/i) 10 BTC at genesis", async () => {
    expect(chain.accounts).toEqual(deriveBitcoinAccounts(8, devnetMnemonic))
    const account = deriveBitcoinAccounts(8)[7]!
    const genesisFunding = chain.ledger.blockAt(1)!
    expect(await getJson<EsploraUtxo[]>(`/address/${account.address}/utxo`)).toEqual([
      {
        txid: genesisFunding.txids[0],
        vout: 7,
        status: {
          confirmed: true,
          block_height: 1,
          block_hash: genesisFunding.hash,
          block_time: genesisFunding.time,
        },
        value: 10 * btc,
      },
    ])
  })

  it("accepts a signed transfer on POST /tx, mines it at once and answers it as Esplora does", async () => {
    const [, receiver] = chain.accounts
    const tipBefore = Number((await getText("/blocks/tip/height")).text)
    const { transaction, answer } = await transfer(0, receiver!.address, 3 * btc)
    expect(answer).toEqual({ status: 200, text: transaction.id })
    expect(Number((await getText("/blocks/tip/height")).text)).toBe(tipBefore + 1)
    const tipHash = (await getText("/blocks/tip/hash")).text
    const status = await getJson(`/tx/${transaction.id}/status`)
    expect(status).toEqual({
      confirmed: true,
      block_height: tipBefore + 1,
      block_hash: tipHash,
      block_time: chain.ledger.tip().time,
    })
    expect(await getText(`/tx/${transaction.id}/hex`)).toEqual({
      status: 200,
      text: transaction.hex,
    })
    const sender = chain.accounts[0]!
    const json = await getJson<EsploraTransaction>(`/tx/${transaction.id}`)
    expect(json).toMatchObject({
      txid: transaction.id,
      version: 2,
      locktime: 0,
      size: transaction.extract().length,
      weight: transaction.weight,
      fee: 1000,
      status,
      vout: [
        {
          scriptpubkey_type: "v0_p2wpkh",
          scriptpubkey_address: receiver!.address,
          value: 3 * btc,
        },
        { scriptpubkey_address: sender.address, value: 7 * btc - 1000 },
      ],
    })
    expect(json.vin).toEqual([
      {
        txid: chain.ledger.blockAt(1)!.txids[0],
        vout: 0,
        prevout: {
          scriptpubkey: json.vout[1]!.scriptpubkey,
          scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${json.vout[1]!.scriptpubkey.slice(4)}`,
          scriptpubkey_type: "v0_p2wpkh",
          scriptpubkey_address: sender.address,
          value: 10 * btc,
        },
        scriptsig: "",
        scriptsig_asm: "",
        witness: [expect.stringMatching(/^30[0-9a-f]+01$/), expect.stringMatching(/^0[23]/)],
        is_coinbase: false,
        sequence: 0xffffffff,
      },
    ])
    expect(await getJson(`/tx/${chain.ledger.blockAt(1)!.txids[0]}/outspends`)).toContainEqual({
      spent: true,
      txid: transaction.id,
      vin: 0,
      status,
    })
  })

  it("answers an address's totals and history, newest first, as /address/:a and /address/:a/txs", async () => {
    const [, , third, fourth] = chain.accounts
    const first = await transfer(2, fourth!.address, btc)
    const second = await transfer(2, fourth!.address, 2 * btc)
    const stats = await getJson<EsploraAddress>(`/address/${third!.address}`)
    expect(stats).toEqual({
      address: third!.address,
      chain_stats: {
        funded_txo_count: 3,
        funded_txo_sum: 10 * btc + (9 * btc - 1000) + (7 * btc - 2000),
        spent_txo_count: 2,
        spent_txo_sum: 10 * btc + (9 * btc - 1000),
        tx_count: 3,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
    })
    const balance = stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum
    expect(balance).toBe(7 * btc - 2000)
    const txs = await getJson<EsploraTransaction[]>(`/address/${third!.address}/txs`)
    expect(txs.map((each) => each.txid)).toEqual([
      second.transaction.id,
      first.transaction.id,
      chain.ledger.blockAt(1)!.txids[0],
    ])
    const after = await getJson<EsploraTransaction[]>(
      `/address/${third!.address}/txs/chain/${first.transaction.id}`,
    )
    expect(after.map((each) => each.txid)).toEqual([chain.ledger.blockAt(1)!.txids[0]])
    expect(await getJson(`/address/${third!.address}/txs/mempool`)).toEqual([])
  })

  it("refuses a double spend on POST /tx with a 400 saying why", async () => {
    const account = chain.accounts[4]!
    const utxos = await getJson<EsploraUtxo[]>(`/address/${account.address}/utxo`)
    const spend = (satoshis: bigint) =>
      signedTransfer({ from: account, utxos, to: chain.accounts[5]!.address, satoshis })
    const first = spend(1000n)
    expect((await post("/tx", first.hex)).status).toBe(200)
    const [spent] = utxos
    expect(await post("/tx", spend(2000n).hex)).toEqual({
      status: 400,
      text: `sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent (input 0 spends ${spent!.txid}:${spent!.vout}, already spent by ${first.id} in block ${chain.ledger.tip().height})"}`,
    })
    expect(await post("/tx", "not hex")).toEqual({
      status: 400,
      text: `sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed (the body is not hex)"}`,
    })
  })

  it("pays from its faucet on POST /faucet, within 100 BTC a request", async () => {
    const receiver = deriveBitcoinAccounts(10)[9]!.address
    const paid = await post("/faucet", JSON.stringify({ address: receiver, satoshis: 12345 }))
    expect(paid.status).toBe(200)
    expect(await getJson<EsploraUtxo[]>(`/address/${receiver}/utxo`)).toMatchObject([
      { txid: paid.text, vout: 0, value: 12345 },
    ])
    expect(
      await post("/faucet", JSON.stringify({ address: receiver, satoshis: 100 * btc + 1 })),
    ).toEqual({ status: 400, text: '"satoshis" may be at most 10000000000 (100 BTC) per request' })
    expect(
      await post(
        "/faucet",
        JSON.stringify({ address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", satoshis: 1 }),
      ),
    ).toEqual({ status: 400, text: "Invalid Bitcoin address" })
    expect(() => chain.faucet(receiver, 0n)).toThrow(
      "The faucet pays 1 to 10000000000 satoshis, not 0",
    )
  })

  it("answers Esplora's errors, fee estimates and CORS", async () => {
    expect(await getText("/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toEqual({
      status: 400,
      text: "Invalid Bitcoin address",
    })
    expect(await getText(`/tx/${"00".repeat(32)}`)).toEqual({
      status: 404,
      text: "Transaction not found",
    })
    expect(await getText("/tx/xyz")).toEqual({ status: 400, text: "Invalid hex string" })
    expect(await getText("/nowhere")).toEqual({ status: 404, text: "Not found" })
    const estimates = await getJson<Record<string, number>>("/fee-estimates")
    expect(Object.keys(estimates)).toContain("1008")
    expect(estimates["1"]).toBe(1)
    const preflight = await fetch(`${chain.esploraUrl}/tx`, {
      method: "OPTIONS",
      headers: {
        origin: "http://example.test",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
        "access-control-request-private-network": "true",
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
    expect(preflight.headers.get("access-control-allow-private-network")).toBe("true")
    expect((await get("/blocks/tip/height")).headers.get("access-control-allow-origin")).toBe("*")
  })

  it("routes by the request target's path, as the other sandbox servers (parseRequestTarget): a target that is no path is a 400 naming it; //path is a path, not another host", async () => {
    const raw = async (target: string) => {
      const answer = await sendRaw(
        chain.esploraUrl,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      )
      return { status: answer.status, body: answer.body }
    }
    expect(await raw("http://[::1")).toEqual({
      status: 400,
      body: "Invalid request target: http://[::1",
    })
    expect(await raw("//127.0.0.1/blocks/tip/height")).toEqual({ status: 404, body: "Not found" })
    // The query and a trailing slash do not change the route.
    expect(await getText("/blocks/tip/height/?from=test")).toEqual({
      status: 200,
      text: (await getText("/blocks/tip/height")).text,
    })
  })

  it("stops: the port no longer answers, and a second stop is harmless", async () => {
    const own = await startBitcoinRegtest({ accounts: 1 })
    await own.stop()
    await own.stop()
    await expect(fetch(`${own.esploraUrl}/blocks/tip/height`)).rejects.toThrow("fetch failed")
  })
})
