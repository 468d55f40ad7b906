// Money is EUR with two decimals; every computation rounds half away from zero at the cent.
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100 || 0

/** Prices include VAT; the shop's rate (Italy). */
export const VAT_RATE = 0.22
