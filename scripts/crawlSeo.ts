// `npm run test:seo -- <base-url> [--sample N]`: crawls a running shop from its sitemap as a search engine would and
// fails on any page that tells crawlers something wrong (scripts/lib/seoCrawl.ts says what is checked). With
// --sample N it reads every page of which a shop has few and only N products, categories and brands (each in all
// its languages).
import { parseArgs } from 'node:util'
import { crawlShop } from './lib/seoCrawl'

const { positionals, values } = parseArgs({ allowPositionals: true, options: { sample: { type: 'string' } } })
const base = positionals[0]
const sample = values.sample === undefined ? undefined : Number(values.sample)
if (!base || (sample !== undefined && !(Number.isInteger(sample) && sample >= 0))) {
  console.error('usage: npm run test:seo -- <base-url> [--sample N]   e.g. http://localhost:3000')
  process.exit(2)
}

async function main(origin: string) {
  const started = Date.now()
  const { pages, problems } = await crawlShop(origin, { sample })
  for (const { url, problem } of problems) console.log(`FAIL ${url}: ${problem}`)
  const failed = new Set(problems.map((p) => p.url)).size
  console.log(`${pages} pages crawled in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log(`${pages - failed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

void main(base)
