#!/usr/bin/env node
// npm start: builds the H5 app if it is missing, compiles the API server to JavaScript (server/dist) when it
// is missing or older than its sources, then runs it with plain node (no TypeScript loader): the app and the
// API on http://127.0.0.1:8080 (PORT, HOST, DATA_DIR; embedded PGlite unless DATABASE_URL is set).
//   --rebuild   rebuild the H5 app and the server even when present
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ENTRY, buildServer, isStale } from './build-server.mjs'

const rebuild = process.argv.includes('--rebuild')

if (!existsSync('dist/h5/index.html') || rebuild) {
  console.log('构建 H5 应用（首次启动约需 1 分钟）…')
  const build = spawnSync('node_modules/.bin/taro', ['build', '--type', 'h5'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (rebuild || isStale()) {
  const { files, ms } = await buildServer()
  console.log(`编译服务端：${files} 个文件，${ms} ms`)
}

const server = spawn(process.execPath, ['--enable-source-maps', ENTRY], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
