import { PDFParse } from 'pdf-parse';

/** A PDF's text and page count, as a reader would get them (tests read the documents the server draws). */
export async function readPdf(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: pdf });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await readPdf(pdf)).text;
}
