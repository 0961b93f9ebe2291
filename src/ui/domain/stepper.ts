/** A stepper's value kept within min..max as a whole number; what is no number (an emptied field) becomes min. */
export function clampStep(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.floor(value)))
}
