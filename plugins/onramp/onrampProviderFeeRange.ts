/** The onramp provider's fee range shown before Buy (spec 9 "provider fee range 1-2%"). */
export const onrampProviderFeeRange = "1-2%"
