import { resolve } from 'node:path'

/** The folders server.ts uses: DATA_DIR (default server/data) the embedded database, UPLOADS_DIR (<DATA_DIR>-uploads) the files. */
const dataDir = () => resolve(process.env.DATA_DIR ?? 'server/data')
export const uploadsDir = () => resolve(process.env.UPLOADS_DIR ?? `${dataDir()}-uploads`)
export const databaseDir = () => dataDir()
