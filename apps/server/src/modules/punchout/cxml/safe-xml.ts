import { XMLParser } from 'fast-xml-parser';

/** The largest punchout document we read: setup requests are a few kilobytes, an edit's ItemOut lines a few hundred. */
export const MAX_XML_BYTES = 1024 * 1024;

/** A document we refuse before or while reading it: the caller answers 400 and logs `detail`, never showing it. */
export class XmlRefused extends Error {
  constructor(readonly detail: string) {
    super('Malformed document');
  }
}

/**
 * Reads an XML document that came from outside: no entity of its own (XXE, billion laughs), no internal DTD
 * subset, no external DTD ever fetched (the parser has no loader), at most MAX_XML_BYTES. The DOCTYPE line a
 * cXML document names its DTD version with is allowed; only the five predefined entities and character
 * references are expanded.
 */
export function parseXmlSafely(text: string): Record<string, unknown> {
  if (Buffer.byteLength(text, 'utf8') > MAX_XML_BYTES) throw new XmlRefused(`document over ${MAX_XML_BYTES} bytes`);
  if (/<!ENTITY/i.test(text)) throw new XmlRefused('entity declaration');
  const doctype = /<!DOCTYPE[^>[]*(\[)?/i.exec(text);
  if (doctype?.[1]) throw new XmlRefused('internal DTD subset');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    textNodeName: '#text',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  let doc: unknown;
  try {
    doc = parser.parse(text, true);
  } catch (err) {
    throw new XmlRefused(err instanceof Error ? err.message : String(err));
  }
  if (!doc || typeof doc !== 'object') throw new XmlRefused('empty document');
  return doc as Record<string, unknown>;
}

/** A node's children under `name`, as a list whether the document had none, one or many. */
export function children(node: unknown, name: string): unknown[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as Record<string, unknown>)[name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function child(node: unknown, name: string): unknown {
  return children(node, name)[0];
}

/** The text of an element (trimmed), '' when it has none. */
export function textOf(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') return String(node).trim();
  if (typeof node === 'object') return scalar((node as Record<string, unknown>)['#text']).trim();
  return '';
}

export function attributeOf(node: unknown, name: string): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as Record<string, unknown>)[`@${name}`];
  return value === undefined ? undefined : scalar(value);
}

/** A parsed text or attribute value as a string; anything else (an element where text was expected) is ''. */
function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
