/** Bar lengths in percent of the largest value (a value above 0 gets at least 2% so it stays visible). */
export function barPercents(values: readonly number[]): number[] {
  const max = Math.max(0, ...values)
  if (max === 0) return values.map(() => 0)
  return values.map((v) => (v <= 0 ? 0 : Math.max(2, Math.round((v / max) * 100))))
}
