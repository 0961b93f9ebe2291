/** What another domain may call: another seed gives its seeded hotel orders their hotel part (decision 0560). */
export { writeSeededStay } from './seed'
