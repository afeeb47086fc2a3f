import { MAX_SUBSTITUTES } from './substitution';

/**
 * What is wrong with a product's list of substitutes (issue 31), by its codes as stored (trimmed, upper-cased), before
 * the catalogue is asked whether they exist: at most MAX_SUBSTITUTES, none empty, none twice, never the product itself.
 * Both /admin and the ERP import's products kind hold a list to these words. [] when it is fine.
 */
export function substituteListProblems(productCode: string, codes: readonly string[]): string[] {
  const problems: string[] = [];
  if (codes.length > MAX_SUBSTITUTES)
    problems.push(`A product names at most ${MAX_SUBSTITUTES} substitutes; ${codes.length} were given`);
  if (codes.some((c) => c === '')) problems.push('A substitute product code is empty');
  const twice = [...new Set(codes.filter((c, i) => c !== '' && codes.indexOf(c) !== i))];
  if (twice.length > 0) problems.push(`Named more than once: ${twice.join(', ')}`);
  if (codes.includes(productCode.toUpperCase())) problems.push(`${productCode} cannot be its own substitute`);
  return problems;
}
