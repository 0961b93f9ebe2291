import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_INVITATION } from '../server/src/domains/invitations/seed'

// Issue 35 item 6: the demo enterprise's invitation code was only in the seed; the README names it beside the demo accounts.
test('README gives the seeded invitation code of the demo enterprise beside the demo accounts', () => {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8')
  const accounts = readme.indexOf('| 13800000001 |')
  const code = readme.indexOf(DEMO_INVITATION.code)
  expect(code).toBeGreaterThan(accounts)
  expect(code - accounts).toBeLessThan(1500)
})
