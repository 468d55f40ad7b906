// The SPA build's files the page responses are made of: index.html (the template webpack wrote, with the
// bundle's script tags) and config.js (the deployment's runtime settings, which the renderer applies too, so the
// server calls the same back end as the browser). Both are re-read when they change on disk.
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import type { ShopConfig } from '@/shared/config'
import type { PageRender } from '@/app/ssr/server/renderPage'
import { SERVER_DATA_ID } from '@/app/ssr/serverData'

type Page = Extract<PageRender, { kind: 'page' }>

function readWhenChanged<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null
  return () => {
    let mtimeMs: number
    try {
      mtimeMs = fs.statSync(file).mtimeMs
    } catch {
      return null
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) }
    return cached.value
  }
}

/** config.js sets window.__SHOP_CONFIG__: run it in an empty sandbox and read what it set. */
export function evaluateConfigScript(code: string): Partial<ShopConfig> {
  const sandbox = { window: {} as { __SHOP_CONFIG__?: Partial<ShopConfig> } }
  // The bound is for a config.js that never ends (a loop typed by mistake), not a measure of speed: the watchdog counts
  // wall-clock time, and on a busy machine a process can wait that long for the CPU — 100 ms failed pages under load.
  vm.runInNewContext(code, sandbox, { timeout: 2000 })
  return sandbox.window.__SHOP_CONFIG__ ?? {}
}

export interface ConfigScript {
  text: string
  values: Partial<ShopConfig>
}

export function buildFiles(distDir: string) {
  return {
    template: readWhenChanged(path.join(distDir, 'index.html'), (text) => text),
    config: readWhenChanged(path.join(distDir, 'config.js'), (text): ConfigScript => ({ text, values: evaluateConfigScript(text) })),
  }
}

/** webpack's deferred tags of the app's bundle in the template: read for the starter, then taken out. */
const BUNDLE_TAG = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g

interface InlineScripts {
  /** config.js inline: the first paint does not wait for a blocking script's round trip. */
  config: string | null
  earlyClicks: string
  /** Starts the bundle once the page's main picture is painted; null for a template without one. */
  starter: string | null
}

/** The inline scripts of a rendered page. The page's Content-Security-Policy allows exactly these, by their hashes. */
function inlineScripts(template: string, config: ConfigScript | null): InlineScripts {
  const bundle = [...template.matchAll(BUNDLE_TAG)].map((m) => m[1]!)
  return {
    config: config ? config.text.replace(/<\/script/gi, '<\\/script') : null,
    earlyClicks: EARLY_CLICKS,
    starter: bundle.length ? startAfterMainPaint(bundle) : null,
  }
}

/** The code of every inline script of a rendered page, for its Content-Security-Policy. */
export function pageScripts(template: string, config: ConfigScript | null): string[] {
  return Object.values(inlineScripts(template, config)).filter((code): code is string => code !== null)
}

const scriptTag = (code: string | null) => (code === null ? '' : `<script>${code}</script>`)

/** The template with the rendered page in it. Replacements are functions: page text may contain "$&". */
export function fillTemplate(template: string, page: Page, config: ConfigScript | null): string {
  const scripts = inlineScripts(template, config)
  let html = template.replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
  if (scripts.config !== null) html = html.replace('<script src="/config.js"></script>', () => scriptTag(scripts.config))
  // The page's own title and description replace the template's defaults.
  if (/<title[\s>]/.test(page.head)) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '')
  if (/<meta name="description"/.test(page.head)) html = html.replace(/<meta name="description"[^>]*>\s*/, '')
  // The page works without JavaScript: the template's "needs JavaScript" notice does not apply.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
  html = html.replace('</head>', () => `${page.head}</head>`)
  html = html.replace('<body>', () => `<body>${scriptTag(scripts.earlyClicks)}`)
  html = html.replace(BUNDLE_TAG, '')
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.body}</div><script id="${SERVER_DATA_ID}" type="application/json">${page.data}</script>${scriptTag(scripts.starter)}`,
  )
}

/**
 * A click on a control before the app has hydrated would do nothing (a link works without JavaScript; a button
 * does not): the page keeps such clicks until the app is live, which replays them (src/app/ssr/client/earlyClicks.ts).
 */
const EARLY_CLICKS =
  `window.__earlyClicks=[];document.addEventListener('click',function(e){if(window.__appLive)return;` +
  `var t=e.target&&e.target.closest&&e.target.closest('button,[role="button"],[role="tab"],[role="radio"],label,summary');` +
  `if(t&&!t.closest('a[href]')){e.preventDefault();window.__earlyClicks.push(t)}},true)`

/**
 * The app's scripts, started once the page's main picture has been painted — the product's picture, the first cards of
 * a list: the images marked `elementtiming` (see ProductImage). The page shows before any JavaScript runs, and its
 * largest paint does not wait for the app's scripts: started at the first animation frame, they were often evaluated
 * before that frame reached the screen, and the picture's paint waited for them (docs/performance.md, 2026-11-28).
 * Chromium reports the picture's paint (Element Timing); another browser starts them after the picture has loaded and
 * a frame has passed. A page without such a picture (its largest paint is text, painted with the first frame) starts
 * them at the first animation frame, as soon as it can: the later they start, the longer a phone waits to use the
 * page. In order, like deferred scripts. A picture that fails starts them at once; a tab opened in the background
 * (nothing painted) after a second.
 */
function startAfterMainPaint(scripts: string[]): string {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}` +
    `function afterFrame(then){requestAnimationFrame(function(){setTimeout(then)})}` +
    `var pictures=[].slice.call(document.querySelectorAll('img[elementtiming]'));` +
    `var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];` +
    `if(pictures.length&&types.indexOf('element')>=0){new PerformanceObserver(start).observe({type:'element',buffered:true});` +
    `pictures.forEach(function(p){if(p.complete&&!p.naturalWidth)afterFrame(start);else p.addEventListener('error',function(){afterFrame(start)})})}` +
    `else if(pictures.length&&!pictures[0].complete){pictures[0].addEventListener('load',function(){afterFrame(start)});pictures[0].addEventListener('error',function(){afterFrame(start)})}` +
    `else afterFrame(start);setTimeout(start,1000)})()`
  )
}
