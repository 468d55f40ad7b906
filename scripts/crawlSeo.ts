// `npm run test:seo -- <base-url>`: crawls a running shop from its sitemap as a search engine would and fails on any
// page that tells crawlers something wrong (scripts/lib/seoCrawl.ts says what is checked).
import { crawlShop } from './lib/seoCrawl'

const base = process.argv[2]
if (!base) {
  console.error('usage: npm run test:seo -- <base-url>   e.g. http://localhost:3000')
  process.exit(2)
}

async function main(origin: string) {
  const started = Date.now()
  const { pages, problems } = await crawlShop(origin)
  for (const { url, problem } of problems) console.log(`FAIL ${url}: ${problem}`)
  const failed = new Set(problems.map((p) => p.url)).size
  console.log(`${pages} pages crawled in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log(`${pages - failed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

void main(base)
