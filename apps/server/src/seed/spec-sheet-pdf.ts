/**
 * A one-page PDF written by hand (PDF 1.4, the standard Helvetica fonts, WinAnsi
 * text): enough for a product spec sheet without a PDF library.
 */
export interface SpecSheet {
  title: string;
  subtitle: string;
  fields: readonly (readonly [label: string, value: string])[];
  paragraphs: readonly string[];
}

const escapeText = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (m) => `\\${m}`);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(sheet: SpecSheet): string {
  const ops: string[] = [];
  let y = 770;
  const text = (font: 'F1' | 'F2', size: number, x: number, value: string) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${escapeText(value)}) Tj ET`);
  // A teal band with the distributor's name in white, then black text.
  ops.push('0 0.5 0.5 rg 0 760 612 32 re f 1 g');
  text('F2', 12, 54, 'Harbor Foodservice');
  ops.push('0 g');
  y = 720;
  text('F2', 18, 54, sheet.title);
  y -= 22;
  text('F1', 11, 54, sheet.subtitle);
  y -= 30;
  for (const [label, value] of sheet.fields) {
    text('F2', 10, 54, label);
    text('F1', 10, 190, value);
    y -= 16;
  }
  for (const paragraph of sheet.paragraphs) {
    y -= 12;
    for (const line of wrap(paragraph, 95)) {
      text('F1', 10, 54, line);
      y -= 14;
    }
  }
  return ops.join('\n');
}

export function specSheetPdf(sheet: SpecSheet): Buffer {
  const stream = contentStream(sheet);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes.
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
