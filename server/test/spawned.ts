// A real server process for the tests that start, signal and kill one (shutdown, cluster): spawned with tsx, its
// log collected, and waits on what it writes rather than on time.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { copyOfTemplate, dropDatabase, withDatabase } from './template'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export type Spawned = {
  child: ChildProcess
  /** Kills the process and whatever it started (its own process group), if it still runs. */
  kill(): void
  output(): string
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string | null>
  /** Resolves with the first match of `pattern` in the log, when it appears; rejects when the process ends first. */
  waitFor(pattern: RegExp, what?: string): Promise<RegExpExecArray>
  /** Resolves when `count` log lines match `pattern`. */
  waitForLines(pattern: RegExp, count: number): Promise<void>
}

export function spawnServer(script: string, env: NodeJS.ProcessEnv): Spawned {
  // A process group of its own: a cluster's workers go with their primary when the test kills it.
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  const watchers = new Set<() => void>()
  const changed = () => {
    for (const watcher of [...watchers]) watcher()
  }
  child.stdout?.on('data', (chunk) => {
    output += chunk
    changed()
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
    changed()
  })
  let ended = false
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => {
      ended = true
      changed()
      resolve(code ?? signal)
    }),
  )
  const until = <T>(probe: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const watcher = () => {
        const found = probe()
        if (found !== undefined) {
          watchers.delete(watcher)
          resolve(found)
        } else if (ended) {
          watchers.delete(watcher)
          reject(new Error(`the process ended before ${what}:\n${output.slice(-4000)}`))
        }
      }
      watchers.add(watcher)
      watcher()
    })
  return {
    child,
    kill: () => {
      if (child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    },
    output: () => output,
    exited,
    waitFor: (pattern, what = String(pattern)) => until(() => pattern.exec(output) ?? undefined, what),
    waitForLines: (pattern, count) =>
      until(() => (output.split('\n').filter((line) => pattern.test(line)).length >= count ? true : undefined), `${count} lines of ${pattern}`).then(() => undefined),
  }
}

/** Where a spawned server keeps its data: a copy of the run's template or a new database on DATABASE_URL, else a PGlite folder. */
export async function serverDatabase(): Promise<{ env: NodeJS.ProcessEnv; databaseUrl?: string; drop(): Promise<void> }> {
  const { DATABASE_URL: url, ...env } = process.env
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), 'travel-spawned-'))
    return {
      env: { ...env, DATA_DIR: dataDir },
      drop: async () => {
        rmSync(dataDir, { recursive: true, force: true })
        rmSync(`${dataDir}-uploads`, { recursive: true, force: true })
      },
    }
  }
  const copy = await copyOfTemplate()
  const uploads = mkdtempSync(join(tmpdir(), 'travel-spawned-uploads-'))
  if (copy?.database.databaseUrl) {
    const databaseUrl = copy.database.databaseUrl
    return { env: { ...env, DATABASE_URL: databaseUrl, UPLOADS_DIR: uploads }, databaseUrl, drop: async () => {
      await copy.drop()
      rmSync(uploads, { recursive: true, force: true })
    } }
  }
  const name = `tw_test_db_${Date.now().toString(36)}_spawned${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const databaseUrl = withDatabase(url, name)
  return { env: { ...env, DATABASE_URL: databaseUrl, UPLOADS_DIR: uploads }, databaseUrl, drop: async () => {
    await dropDatabase(url, name)
    rmSync(uploads, { recursive: true, force: true })
  } }
}
