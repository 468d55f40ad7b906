// Money is EUR with two decimals, rounded at the cent as the contract says (@contract/money: roundCents).

/** Prices include VAT; the shop's rate (Italy). */
export const VAT_RATE = 0.22
