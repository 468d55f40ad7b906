// Back ends send links as paths or absolute URLs with a language prefix ("/de/10-kleidung",
// "https://shop/de/brands"); the app builds its own links from what follows the language.
export function pathUnderLanguage(url: string): string {
  const pathname = new URL(url, 'http://shop.invalid').pathname
  return pathname.split('/').filter(Boolean).slice(1).join('/')
}
