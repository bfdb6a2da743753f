/** "50 000" → 50000; '' → null (no budget); anything else that is not whole → NaN. */
export function parseBudgetText(value: string): number | null {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}
