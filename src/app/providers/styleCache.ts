// Emotion's cache of the page's styles, made the same way on the server (renderPage) and in the browser (App), so
// that the browser takes over the server's style tags. Without Stylis' vendor prefixer (Emotion's default plugin):
// the browsers the build targets (ES2020) read the standard properties, and the prefixes it added
// (`display:-webkit-box; display:-ms-flexbox; …` on every flex rule) were 18 KB of each product page's 65 KB of
// styles — sent, parsed and matched on every page. Safari's `-webkit-user-select` is the one prefix still needed: the
// buttons write it themselves (the theme's ButtonBase, BottomStrip), so that a long press does not select their text.
import createCache, { type EmotionCache } from '@emotion/cache'

export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] })
}
