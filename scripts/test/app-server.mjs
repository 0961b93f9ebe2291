// The real server for the browser and mini-program runners (tests/e2e/run.mjs, tests/mini/run.mjs,
// tests/mini/parity.mjs): on an embedded database folder of its own, on a port of its own, started with tsx the way
// `npm start` runs it. One seeded folder is made once a run and copied for each server.
import { spawn } from 'node:child_process'
import { closeSync, cpSync, existsSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// The runners' servers use the embedded database whatever the environment says.
const { DATABASE_URL: _ignored, ...baseEnv } = process.env

/**
 * Starts the server on `dataDir`, its log written to `<scratch>/<name>.log` (the journeys read SMS codes from it,
 * decision 0202: a pipe left undrained would stall the server). Resolves when /healthz answers, with
 * { base, logFile, logText(), stop() }.
 */
export async function startAppServer({ name, dataDir, scratch, portFrom = 18000 }) {
  const port = portFrom + Math.floor(Math.random() * 1000)
  const logFile = join(scratch, `${name}.log`)
  const logFd = openSync(logFile, 'a')
  const child = spawn('node_modules/.bin/tsx', ['server/src/server.ts'], {
    env: { ...baseEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', logFd, logFd],
  })
  const base = `http://127.0.0.1:${port}`
  const logText = () => readFileSync(logFile, 'utf8')
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const server = {
    base,
    logFile,
    logText,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      closeSync(logFd)
    },
  }
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited:\n${logText()}`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** One seeded database for every server of a run: migrated and seeded once, then copied (the server closes it cleanly). */
export async function seededDataDir(scratch) {
  const dir = join(scratch, 'seed')
  const server = await startAppServer({ name: 'seed', dataDir: dir, scratch })
  await server.stop()
  return dir
}

/** A copy of a data folder and its uploads. */
export function copyDataDir(from, to) {
  cpSync(from, to, { recursive: true })
  if (existsSync(`${from}-uploads`)) cpSync(`${from}-uploads`, `${to}-uploads`, { recursive: true })
}
