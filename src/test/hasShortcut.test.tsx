import { hasShortcut } from './hasShortcut'

// Each rule hides the element it matches; the ids say what a browser would hide.
const RULES = `
  .a:has(> .b ~ .c) { visibility: hidden }
  .d:has(.e) { visibility: hidden }
  .f:has(+ .g) { visibility: hidden }
  .h:has(~ .i) { visibility: hidden }
  .j:has(x-tag) { visibility: hidden }
  .k:has(> [data-l]) { visibility: hidden }
  .m:has(.n.o) { visibility: hidden }
  .p:has(> .q) { visibility: hidden }
  .r:has(+ .s > .t) { visibility: hidden }
  .u:has(~ .v .w) { visibility: hidden }
  .x1:has(> .x2 > .x3) { visibility: hidden }
`
const BODY = `
  <div id="hidden-1" class="a"><span class="b"></span><span class="c"></span></div>
  <div id="shown-1" class="a"><span class="c"></span><span class="b"></span></div>
  <div id="shown-2" class="a"><span class="b"></span><p><span class="c"></span></p></div>
  <div id="hidden-2" class="d"><p><span><i class="e"></i></span></p></div>
  <div id="shown-3" class="d"><i class="x"></i></div>
  <section><b id="hidden-3" class="f"></b><b class="g"></b><b id="shown-4" class="f"></b><i></i><b class="g"></b></section>
  <section><b id="hidden-4" class="h"></b><i></i><b class="i"></b><b id="shown-5" class="h"></b></section>
  <div id="hidden-5" class="j"><x-tag></x-tag></div>
  <div id="shown-6" class="j"><span></span></div>
  <div id="hidden-6" class="k"><span data-l></span></div>
  <div id="shown-7" class="k"><span></span></div>
  <div id="hidden-7" class="m"><i class="n o"></i></div>
  <div id="shown-8" class="m"><i class="n"></i><i class="o"></i></div>
  <div id="shown-9" class="e"></div>
  <div id="hidden-8" class="p"><b class="q"></b></div>
  <div id="shown-10" class="p"><i><b class="q"></b></i></div>
  <section><b id="hidden-9" class="r"></b><b class="s"><i class="t"></i></b></section>
  <section><b id="shown-11" class="r"><i class="t"></i></b><b class="s"></b></section>
  <section><b id="shown-12" class="r"></b><b class="s"><i><i class="t"></i></i></b></section>
  <section><b id="hidden-10" class="u"></b><i></i><b class="v"><i><i class="w"></i></i></b></section>
  <section><b class="v"><i class="w"></i></b><b id="shown-13" class="u"></b></section>
  <div id="hidden-11" class="x1"><p class="x2"><i class="x3"></i></p></div>
  <div id="shown-14" class="x1"><p class="x2"><i><i class="x3"></i></i></p></div>
`

function visibilities() {
  // A change to the document: jsdom and the setup's cache compute every style again.
  document.body.append(document.createElement('hr'))
  document.body.lastElementChild!.remove()
  return Object.fromEntries([...document.querySelectorAll('[id]')].map((element) => [element.id, window.getComputedStyle(element).visibility]))
}

describe('the :has() shortcut of the web tests’ style computation', () => {
  beforeEach(() => {
    const style = document.createElement('style')
    style.textContent = RULES
    document.head.append(style)
    document.body.innerHTML = BODY
  })
  afterEach(() => {
    hasShortcut.enabled = true
    document.head.querySelector('style')?.remove()
    document.body.innerHTML = ''
  })

  it('is in place (it reaches into jsdom: an upgrade that moves its selector engine shows here)', () => {
    expect(hasShortcut.installed).toBe(true)
  })

  it('gives the answers of jsdom’s selector engine, which are a browser’s', () => {
    const withShortcut = visibilities()
    hasShortcut.enabled = false
    const withoutShortcut = visibilities()
    expect(withShortcut).toEqual(withoutShortcut)
    for (const [id, visibility] of Object.entries(withShortcut)) expect([id, visibility]).toEqual([id, id.startsWith('hidden') ? 'hidden' : 'visible'])
  })

  it('follows the document as it changes', () => {
    expect(visibilities()['shown-3']).toBe('visible')
    document.querySelector('#shown-3 .x')!.classList.add('e')
    expect(visibilities()['shown-3']).toBe('hidden')
    document.querySelector('#hidden-2 .e')!.remove()
    expect(visibilities()['hidden-2']).toBe('visible')
  })
})
