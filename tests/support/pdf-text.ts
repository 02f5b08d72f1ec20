import { inflateSync } from 'node:zlib';

/**
 * The lines of text a PDF made by pdfkit draws, in drawing order: each compressed content
 * stream is inflated and the hex strings of each TJ operator (pdfkit's standard fonts, WinAnsi)
 * are decoded and joined into one line. Enough to check what a page says, not a PDF parser.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (fonts, images)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join('')
          .trimEnd(),
      );
  }
  return lines;
}
