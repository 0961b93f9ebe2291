/** The chart library: AntV F2, loaded lazily on H5 (loadCharts.h5.ts); the mini-programs get it from their subpackage page (subpackageCharts.ts, decision 0471). */
export type Charts = typeof import('./f2Charts')

export async function loadCharts(): Promise<Charts | null> {
  return null
}
