// Product manuals as small generated PDFs (one page of text per language), written next to the images.
import fs from 'node:fs'
import path from 'node:path'
import type { Lang } from '../../lib/lang'
import { stripHtml } from '../../lib/text'

const TITLES: Record<Lang, { manual: string; reference: string; features: string }> = {
  en: { manual: 'User manual', reference: 'Reference', features: 'Specifications' },
  de: { manual: 'Bedienungsanleitung', reference: 'Artikelnummer', features: 'Technische Daten' },
  it: { manual: "Manuale d'uso", reference: 'Codice', features: 'Caratteristiche' },
  es: { manual: 'Manual de usuario', reference: 'Referencia', features: 'Especificaciones' },
  fr: { manual: "Mode d'emploi", reference: 'Référence', features: 'Caractéristiques' },
}

function wrap(text: string, width = 88): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line)
      line = word
    } else line = (line + ' ' + word).trim()
  }
  if (line) lines.push(line)
  return lines
}

// PDF strings in WinAnsi (Latin-1 for these languages); characters outside it become plain equivalents.
const pdfText = (s: string) =>
  s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/€/g, 'EUR')
    .replace(/[^\x20-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`)

export function manualPdf(input: { name: string; reference: string; lang: Lang; description: string; features: { name: string; value: string }[] }): Buffer {
  const t = TITLES[input.lang]
  const rows: [number, string][] = [
    [18, input.name],
    [11, `${t.manual} - ${t.reference} ${input.reference}`],
    [11, ''],
    ...wrap(stripHtml(input.description)).map((l) => [10, l] as [number, string]),
    [11, ''],
    ...(input.features.length ? [[12, t.features] as [number, string]] : []),
    ...input.features.map((f) => [10, `${f.name}: ${f.value}`] as [number, string]),
  ]
  let y = 790
  const ops = rows
    .slice(0, 60)
    .map(([size, line]) => {
      const op = `BT /F1 ${size} Tf 50 ${y} Td (${pdfText(line)}) Tj ET`
      y -= size + 6
      return op
    })
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((content, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${content}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export function writeManual(imageDir: string, file: string, pdf: Buffer): void {
  const dir = path.join(imageDir, 'manuals')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, file), pdf)
}
