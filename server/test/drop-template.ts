// `node --import tsx server/test/drop-template.ts <name>`: drops a PostgreSQL template of template.ts on DATABASE_URL.
import { dropDatabase } from './template'

const url = process.env.DATABASE_URL
const name = process.argv[2]
if (!url || !name) throw new Error('usage: DATABASE_URL=… drop-template.ts <name>')
await dropDatabase(url, name)
