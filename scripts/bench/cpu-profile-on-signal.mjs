// Preloaded by the bench into the app server it profiles: SIGTTIN starts V8's CPU profiler (a sample every
// 0.5 ms), SIGTTOU stops it and writes the profile to $BENCH_CPU_PROFILE. The profile then holds only the load,
// not the server's start (module loading, schema compilation).
import { renameSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'

const session = new Session()
session.connect()
const post = (method, params = {}) => new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))))
process.on('SIGTTIN', async () => {
  await post('Profiler.enable')
  await post('Profiler.setSamplingInterval', { interval: 500 })
  await post('Profiler.start')
})
process.on('SIGTTOU', async () => {
  const { profile } = await post('Profiler.stop')
  const file = process.env.BENCH_CPU_PROFILE
  writeFileSync(`${file}.part`, JSON.stringify(profile))
  renameSync(`${file}.part`, file)
})
