import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The cXML 1.2.063 DTD as cXML.org publishes it (its licence note is in the file), beside this module. */
export const CXML_DTD = path.join(import.meta.dirname, '../fixtures/cXML-1.2.063.dtd');

/**
 * The DTD errors of a document, [] when it is valid: libxml2's xmllint (Debian's libxml2-utils, which .ci/run
 * installs), never touching the network; the DOCTYPE's own DTD address is ignored for the local copy.
 */
export function cxmlDtdErrors(xml: string): string[] {
  const run = spawnSync('xmllint', ['--nonet', '--noout', '--dtdvalid', CXML_DTD, '-'], {
    input: xml,
    encoding: 'utf8',
  });
  if (run.error)
    throw new Error(`xmllint is needed for the cXML tests (apt-get install libxml2-utils): ${run.error.message}`);
  if (run.status === 0) return [];
  return run.stderr
    .split('\n')
    .filter(
      (line) =>
        line.trim() &&
        !/failed to load (external entity|"http)|Attempt to load network entity|^\s*\^|<!DOCTYPE/.test(line),
    );
}
