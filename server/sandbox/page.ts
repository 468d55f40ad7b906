// A minimal accessible HTML page for the sandbox screens (hosted payment pages, mail outbox).
import { escapeHtml } from '../lib/text'

export function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;color:#1d1d1f;max-width:720px;margin:0 auto;padding:24px;line-height:1.5}
h1{font-size:1.5rem}button{font:inherit;padding:10px 18px;margin:0 8px 8px 0;border-radius:4px;border:2px solid #1f4e79;cursor:pointer}
button.primary{background:#1f4e79;color:#fff}button:focus-visible,a:focus-visible{outline:3px solid #d4a017;outline-offset:2px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd}a{color:#1f4e79}
.note{background:#fff8e1;border:1px solid #d4a017;padding:8px 12px;border-radius:4px}
</style></head>
<body><main>${body}</main></body></html>`
}
