/** Category rules: "description contains X (money in / out only)" → category; first fit wins. */
export interface RuleLike {
  contains: string;
  sign: 'in' | 'out' | null;
  category: string;
}

export function ruleFits(rule: RuleLike, description: string, amount: bigint): boolean {
  if (rule.sign === 'in' && amount <= 0n) return false;
  if (rule.sign === 'out' && amount >= 0n) return false;
  return description.toLowerCase().includes(rule.contains.toLowerCase());
}

export function categoryFor(
  rules: readonly RuleLike[],
  description: string,
  amount: bigint,
): string | null {
  return rules.find((rule) => ruleFits(rule, description, amount))?.category ?? null;
}
