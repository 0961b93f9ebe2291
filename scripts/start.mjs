#!/usr/bin/env node
// npm start: builds the H5 app if it is missing, then runs the API server (embedded PGlite unless
// DATABASE_URL is set) serving the app and the API on http://127.0.0.1:8080 (PORT, HOST, DATA_DIR).
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const bin = (name) => `node_modules/.bin/${name}`

if (!existsSync('dist/h5/index.html') || process.argv.includes('--rebuild')) {
  console.log('构建 H5 应用（首次启动约需 1 分钟）…')
  const build = spawnSync(bin('taro'), ['build', '--type', 'h5'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(bin('tsx'), ['server/src/server.ts'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
