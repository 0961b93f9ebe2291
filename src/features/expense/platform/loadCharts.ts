/** The chart library: AntV F2, on H5 only (loadCharts.h5.ts); the mini-programs keep the amounts as bars and text. */
export type Charts = typeof import('./f2Charts')

export async function loadCharts(): Promise<Charts | null> {
  return null
}
