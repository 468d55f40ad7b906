// The search page's query: from ?q=, trimmed and at most 200 characters (what the page shows and asks for).
export const MAX_QUERY = 200

export function searchQueryFrom(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, MAX_QUERY)
}
