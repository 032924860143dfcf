/**
 * The balance the kit shows when it cannot read one (spec 8: "balance fetch failure returns
 * 0.00 ETH"), in the network's currency. Its own module, free of effect, so the light entry's
 * formatter can know it without pulling in the kernel.
 */
export const unavailableBalance = "0.00"
