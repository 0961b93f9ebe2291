// The few statistics the bench reports with.

/** The value below which `share` of the values lie, interpolated between the two nearest (share 0.5: the median). */
export function quantile(values, share) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (sorted.length - 1) * share
  const below = Math.floor(at)
  const above = Math.ceil(at)
  return sorted[below] + (sorted[above] - sorted[below]) * (at - below)
}

export const median = (values) => quantile(values, 0.5)

/** The lower quartile: for times that interference only ever lengthens, the time without most of it. */
export const lowerQuartile = (values) => quantile(values, 0.25)
