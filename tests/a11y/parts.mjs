// The accessibility check (routes.a11y.mjs) in parts that the browser runner (tests/e2e/run.mjs) hands to its
// shards like test files: the visitor's and the other roles' screens in one part, the demo employee's visits of
// every live route cut into EMPLOYEE_PARTS by position.
export const EMPLOYEE_PARTS = 4

export const A11Y_PARTS = [
  { name: 'visitor-and-roles' },
  ...Array.from({ length: EMPLOYEE_PARTS }, (_, i) => ({ name: `employee-${i + 1}-of-${EMPLOYEE_PARTS}` })),
]

/** What a part covers: { visitor, roles, employee(index) } for A11Y_PART (everything when unset). */
export function partScope(part) {
  if (!part) return { name: 'all', visitor: true, roles: true, employee: () => true }
  if (part === 'visitor-and-roles') return { name: part, visitor: true, roles: true, employee: () => false }
  const match = /^employee-(\d+)-of-(\d+)$/.exec(part)
  if (!match) throw new Error(`unknown A11Y_PART ${part}`)
  const [i, n] = [Number(match[1]), Number(match[2])]
  return { name: part, visitor: false, roles: false, employee: (index) => index % n === i - 1 }
}
