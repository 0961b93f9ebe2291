// npm run docs:api: writes docs/api/openapi.json and docs/api/README.md from the server's routes;
// `--check` exits 1 when the committed files differ (server/test/api-docs.test.ts runs the same comparison).
import { readFileSync, writeFileSync } from 'node:fs'
import { apiDocs } from '../server/src/lib/api-docs'

async function main() {
  const { files } = await apiDocs()
  const check = process.argv.includes('--check')
  let stale = 0
  for (const [path, text] of Object.entries(files)) {
    const current = (() => {
      try {
        return readFileSync(path, 'utf8')
      } catch {
        return ''
      }
    })()
    if (current === text) continue
    if (check) {
      console.error(`${path} differs from the routes: run npm run docs:api`)
      stale += 1
    } else {
      writeFileSync(path, text)
      console.log(`wrote ${path}`)
    }
}
process.exit(stale > 0 ? 1 : 0)
}

void main()
