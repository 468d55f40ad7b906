// Parts of a page below its first screen: the browser skips their style, layout and paint until they come near the
// viewport (`content-visibility: auto`) — on a phone, the home page's further product rails were most of the layout
// the server's HTML cost before any script ran. They stay in the accessibility tree, the tab order and find-in-page.
// `contain-intrinsic-size: auto` reserves the estimated height until a part is first drawn, then the height it was
// drawn at, so the page's length hardly changes as the shopper scrolls.
// Only for parts with room around their content: a skipped part clips what is drawn outside its box.
export function drawnWhenNear(estimatedHeight: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}px` } as const
}
