// `node --import tsx server/test/prepare-template.ts <file>`: prepares the run's template database (template.ts)
// on DATABASE_URL, else as a PGlite dump written to <file>, and prints its TEMPLATE_ENV value on the last line.
import { prepareTemplate } from './template'

const file = process.argv[2]
if (!file) throw new Error('usage: prepare-template.ts <dump file>')
const value = await prepareTemplate({ databaseUrl: process.env.DATABASE_URL || undefined, file })
console.log(value)
