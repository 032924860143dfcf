/**
 * Why the regtest chain refused a transaction, as Bitcoin Core's sendrawtransaction says it: its
 * RPC error code (-22 not a transaction, -25 missing or spent inputs, -26 refused by a rule,
 * -27 already in the chain) and its reject reason, followed by what exactly was wrong.
 */
export class BitcoinTransactionRefusedError extends Error {
  readonly _tag = "BitcoinTransactionRefusedError"

  constructor(
    /** Bitcoin Core's RPC error code. */
    readonly code: -22 | -25 | -26 | -27,
    /** The reason, e.g. `bad-txns-inputs-missingorspent (input 0 spends …, already spent by …)`. */
    readonly reason: string,
  ) {
    super(reason)
    this.name = "BitcoinTransactionRefusedError"
  }

  /** The body an Esplora server answers a refused POST /tx with. */
  get esploraText(): string {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.code, message: this.reason })}`
  }
}
