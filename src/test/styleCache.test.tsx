import { styleCache } from './styleCache'

/** Every element's display, visibility and colour as the cache answers, then as jsdom computes them afresh. */
function cachedAndFresh() {
  const read = () =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const style = window.getComputedStyle(element)
      return `${element.id || element.tagName} ${style.display} ${style.visibility} ${style.color}`
    })
  const cached = read()
  styleCache.enabled = false
  const fresh = read()
  styleCache.enabled = true
  return { cached, fresh }
}

const RULES = `
  .closed .panel { display: none }
  .row > .cell:first-child { color: rgb(255, 0, 0) }
  .flag + .next { visibility: hidden }
  .flag ~ .later { color: rgb(0, 0, 255) }
  [aria-hidden="true"] { visibility: hidden }
  .box:empty { display: none }
  .field:has(> .adornment) { color: rgb(0, 128, 0) }
`

/** Adds a rule as Emotion does (an empty <style> first, then its text), with a check after each step. */
function emotionRule(change: string, css: string): Array<[string, () => void]> {
  let style: HTMLStyleElement
  return [
    [`${change}: an empty style sheet added`, () => document.head.append((style = document.createElement('style')))],
    [`${change}: its rule`, () => style.append(css)],
  ]
}

describe('the web tests’ cache of computed styles', () => {
  afterEach(() => {
    styleCache.enabled = true
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('answers as jsdom after every kind of change the document can make', () => {
    const style = document.createElement('style')
    style.textContent = RULES
    document.head.append(style)
    document.body.innerHTML = `
      <div id="menu"><div id="panel" class="panel"><span id="inPanel">a</span></div></div>
      <div id="row" class="row"><span id="first" class="cell">1</span><span id="second" class="cell">2</span></div>
      <p id="a">a</p><p id="b" class="next">b</p><p id="c" class="later">c</p>
      <div id="box" class="box">x</div>
      <div id="field" class="field"><input id="input" /></div>`
    const changes: Array<[string, () => void]> = [
      ['a class on an ancestor hides its contents', () => document.getElementById('menu')!.classList.add('closed')],
      ['the class removed again', () => document.getElementById('menu')!.classList.remove('closed')],
      [
        'an element put first changes which one is first',
        () => document.getElementById('row')!.prepend(Object.assign(document.createElement('span'), { id: 'new', className: 'cell' })),
      ],
      ['a class on a sibling reaches the next ones', () => document.getElementById('a')!.classList.add('flag')],
      ['an attribute hides an element and what is inside it', () => document.getElementById('row')!.setAttribute('aria-hidden', 'true')],
      ['text removed empties an element', () => (document.getElementById('box')!.firstChild as Text).remove()],
      ['a class on a child makes its parent match :has', () => document.getElementById('input')!.classList.add('adornment')],
      ['a style sheet changed', () => (style.textContent += '.cell { display: none }')],
      ['a style sheet added', () => document.head.append(Object.assign(document.createElement('style'), { textContent: 'p { color: rgb(1, 2, 3) }' }))],
      // As Emotion adds a rule: an empty <style> put in first, its text after.
      ...emotionRule('a class’s rule reaches inside the element', '.row { color: rgb(9, 9, 9) }'),
      ...emotionRule('a combinator’s subject', '.flag ~ .later { visibility: hidden }'),
      ...emotionRule('a media rule for screens', '@media screen { .box { color: rgb(7, 7, 7) } }'),
      ...emotionRule(
        'a media rule jsdom does not apply, and keyframes',
        '@media (min-width: 1px) { p { display: none } } @keyframes spin { to { color: red } }',
      ),
      ...emotionRule('a :has rule', '.field:has(> .adornment) { visibility: hidden }'),
      ['a style sheet rewritten', () => (document.head.lastElementChild!.textContent = '.cell { visibility: hidden }')],
      ['a style sheet removed', () => document.head.lastElementChild!.remove()],
    ]
    cachedAndFresh()
    for (const [change, make] of changes) {
      make()
      const { cached, fresh } = cachedAndFresh()
      expect([change, cached]).toEqual([change, fresh])
    }
  })

  it('keeps an answer while no change reaches the element', () => {
    document.body.innerHTML = '<div id="kept"></div><div id="changed"></div>'
    const kept = window.getComputedStyle(document.getElementById('kept')!)
    document.getElementById('changed')!.setAttribute('data-x', '1')
    expect(window.getComputedStyle(document.getElementById('kept')!)).toBe(kept)
  })
})
