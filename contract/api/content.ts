// getContent: a content (CMS) page, finished HTML.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
export type ContentPage = Static<typeof ContentPage>
export const ContentPage = Type.Object({
  id_cms: Type.Optional(Type.Number()),
  slug: Type.Optional(Type.String()),
  title: Type.String(),
  content: Type.String(),
  meta_description: Type.Optional(Type.String()),
  alternates: Type.Optional(Type.Record(Type.String(), Type.String())),
})
