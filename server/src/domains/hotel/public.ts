/** What another domain may call: another seed gives its seeded hotel orders their hotel part (decision 0566). */
export { writeSeededStay } from './seed'
