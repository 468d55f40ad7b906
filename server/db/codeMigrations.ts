// Migrations written in TypeScript rather than SQL: data the seed keeps in its TypeScript files, added to databases
// seeded before that data existed (a new database gets it from the seed). Each runs once, in version order among the
// SQL files and inside the same transaction (migrate.ts), and is recorded in schema_migrations like them.
import { LANGS } from '../lib/lang'
import type { Queryable } from './client'
import { legalPages } from './seed/data/cmsLegal'

export interface CodeMigration {
  version: string
  run: (db: Queryable) => Promise<void>
}

/**
 * The legal notice and the accessibility statement (issue 22), after a shop's other content pages. Nothing on a
 * database not seeded yet (the seed writes them), and nothing where the shop already uses the page's id or, in a
 * language, its slug: a shop's own pages are never touched.
 */
async function addLegalPages(db: Queryable): Promise<void> {
  const [pages] = await db.query<{ n: number }>('select count(*)::int as n from cms_pages')
  if (!pages?.n) return
  for (const page of legalPages) {
    const added = await db.query(
      'insert into cms_pages (id_cms, position) select $1, coalesce(max(position), -1) + 1 from cms_pages on conflict (id_cms) do nothing returning id_cms',
      [page.id],
    )
    if (!added.length) continue
    for (const lang of LANGS) {
      await db.query(
        'insert into cms_lang (id_cms, lang, link_rewrite, title, content, meta_description) values ($1, $2, $3, $4, $5, $6) on conflict do nothing',
        [page.id, lang, page.slug[lang], page.title[lang], page.content[lang], page.metaDescription[lang]],
      )
    }
  }
}

export const CODE_MIGRATIONS: CodeMigration[] = [{ version: '011_legal_pages', run: addLegalPages }]
