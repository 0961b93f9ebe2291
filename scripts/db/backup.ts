/**
 * npm run db:backup [-- file]: a compressed copy of the embedded database (DATA_DIR, default server/data/db)
 * with its uploads, written to backups/tripwise-<time>.tar.gz. Stop the server first: the embedded database
 * has one process. For PostgreSQL use pg_dump (README, "Backups").
 */
import { cp, mkdir, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { databaseDir, uploadsDir } from './paths'

async function main() {
  const source = databaseDir()
  if (!existsSync(source)) throw new Error(`没有找到数据库目录 ${source}`)
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)
  const target = resolve(process.argv[2] ?? `backups/tripwise-${stamp}.tar.gz`)
  await mkdir(resolve(target, '..'), { recursive: true })
  const db = await PGlite.create(source)
  try {
    const dump = await db.dumpDataDir('gzip')
    await writeFile(target, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await db.close()
  }
  if (existsSync(uploadsDir())) await cp(uploadsDir(), `${target}.uploads`, { recursive: true })
  console.log(`备份完成：${target}${existsSync(`${target}.uploads`) ? `（上传文件：${target}.uploads）` : ''}`)
}

main().catch((error: Error) => {
  console.error(`备份失败：${error.message}`)
  process.exit(1)
})
