export const CURRENCY = 'FCFA';

/** "25 000 FCFA": French digit grouping with a plain space, as users write it. */
export function formatFCFA(amount: number): string {
  const grouped = Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${grouped} ${CURRENCY}`;
}
