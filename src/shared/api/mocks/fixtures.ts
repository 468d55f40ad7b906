// psdata pieces every feature's fixtures share, shaped as the reference API sends them (src/test/contract holds the
// fixtures built from them to the API's recorded answers).

/** A product picture: the medium size, every size for srcset, the product's name as legend. */
export function psPicture(key: string, legend: string, { ext = 'webp', width = 300 }: { ext?: string; width?: number } = {}) {
  const sizes = { small: 125, home: 250, medium: 452, large: 800 }
  return {
    url: `/img/p/${key}-medium.${ext}`,
    width,
    height: width,
    legend,
    sizes: Object.fromEntries(Object.entries(sizes).map(([size, px]) => [size, { url: `/img/p/${key}-${size}.${ext}`, width: px, height: px }])),
  }
}

/** The pagination of a list of `total` items (PrestaShop's: the page twice, and which items it shows). */
export function psPagination(total: number, page = 1, perPage = 10) {
  return {
    total_items: total,
    page,
    current_page: page,
    per_page: perPage,
    pages_count: Math.max(1, Math.ceil(total / perPage)),
    items_shown_from: Math.min(total, (page - 1) * perPage + 1),
    items_shown_to: Math.min(total, page * perPage),
  }
}
