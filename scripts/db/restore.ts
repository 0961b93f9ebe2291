/**
 * npm run db:restore -- <file>: replaces the embedded database (DATA_DIR) with a backup made by db:backup.
 * The current database is kept beside it as <dir>.before-restore-<time>. Stop the server first.
 */
import { cp, readFile, rename } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { databaseDir, uploadsDir } from './paths'

async function main() {
  const file = process.argv[2]
  if (!file || !existsSync(resolve(file))) throw new Error('请指定要恢复的备份文件：npm run db:restore -- backups/tripwise-….tar.gz')
  const target = databaseDir()
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)
  if (existsSync(target)) await rename(target, `${target}.before-restore-${stamp}`)
  const bytes = await readFile(resolve(file))
  const db = await PGlite.create(target, { loadDataDir: new Blob([bytes]) })
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations')
  await db.close()
  const uploads = `${resolve(file)}.uploads`
  if (existsSync(uploads)) {
    if (existsSync(uploadsDir())) await rename(uploadsDir(), `${uploadsDir()}.before-restore-${stamp}`)
    await cp(uploads, uploadsDir(), { recursive: true })
  }
  console.log(`恢复完成：${target}（${rows[0].n} 个迁移已应用）`)
}

main().catch((error: Error) => {
  console.error(`恢复失败：${error.message}`)
  process.exit(1)
})
