import { extractText, getDocumentProxy } from "unpdf";

/** The text of each page of a PDF, as a reader's search would find it. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}
