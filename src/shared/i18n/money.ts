// Prices are EUR with taxes included; formatted for the page's locale (it/de: "150,00 €", en: "€150.00").
/** The shop's one currency: prices, totals and analytics amounts are in it. */
export const SHOP_CURRENCY = 'EUR'

const formatters = new Map<string, Intl.NumberFormat>()

export function formatMoney(amount: number, locale: string, currency = SHOP_CURRENCY): string {
  const id = `${locale}|${currency}`
  let formatter = formatters.get(id)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formatters.set(id, formatter)
  }
  return formatter.format(amount)
}
