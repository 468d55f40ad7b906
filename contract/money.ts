// Money rules both sides apply: amounts are EUR with two decimals, every computation rounds half away from zero at
// the cent (the API's totals, the app's optimistic cart and its analytics amounts); a discount is shown as a whole
// percentage of the regular price.

/** 0.1 + 0.2 → 0.3; 1.005 → 1.01 (the epsilon keeps a binary 1.00499… from rounding down); never -0. */
export const roundCents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100 || 0

/** The discount as a whole percentage of the regular price: 100 → 79.9 is 20 %. */
export const discountPercent = (regular: number, price: number) => (regular > 0 ? Math.round(((regular - price) / regular) * 100) : 0)
