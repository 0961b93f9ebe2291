// `node --import tsx server/test/prepare-template.ts <file>`: prepares the run's template database (template.ts)
// on DATABASE_URL, else as a PGlite data directory at <dir>, and prints its TEMPLATE_ENV value on the last line.
import { prepareTemplate } from './template'

const dir = process.argv[2]
if (!dir) throw new Error('usage: prepare-template.ts <data directory>')
const value = await prepareTemplate({ databaseUrl: process.env.DATABASE_URL || undefined, dir })
console.log(value)
