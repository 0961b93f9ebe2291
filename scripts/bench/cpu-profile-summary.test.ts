import { ownerOf, summarize } from './cpu-profile-summary.mjs'

const ROOT = '/work/app'

test('each frame is owned by its package, Node, V8 or the app folder it comes from', () => {
  expect(ownerOf({ url: 'file:///work/app/node_modules/@fastify/ajv-compiler/index.js', functionName: 'x' }, ROOT)).toBe('package: @fastify/ajv-compiler')
  expect(ownerOf({ url: 'file:///work/app/node_modules/pg/lib/client.js', functionName: 'x' }, ROOT)).toBe('package: pg')
  expect(ownerOf({ url: 'node:internal/stream_base_commons', functionName: 'x' }, ROOT)).toBe('Node: sockets, HTTP and the event loop')
  expect(ownerOf({ url: 'node:internal/crypto/random', functionName: 'x' }, ROOT)).toBe('Node: crypto')
  expect(ownerOf({ url: '', functionName: '(garbage collector)' }, ROOT)).toBe('V8: garbage collector')
  expect(ownerOf({ url: 'file:///work/app/server/src/domains/hotel/service.ts', functionName: 'x' }, ROOT)).toBe('app: server/src/domains/hotel')
  expect(ownerOf({ url: 'file:///work/app/server/src/app.ts', functionName: 'x' }, ROOT)).toBe('app: server/src/app')
  expect(ownerOf({ url: 'file:///work/app/domain/dates/wire.ts', functionName: 'x' }, ROOT)).toBe('app: domain/dates')
})

test('self time is summed per owner and per function, idle time left out, largest first', () => {
  const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0, scriptId: '0' })
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('parse', 'file:///work/app/node_modules/pg-protocol/dist/parser.js') },
      { id: 4, callFrame: frame('searchHotelList', 'file:///work/app/server/src/domains/hotel/service.ts') },
    ],
    samples: [2, 3, 4, 3, 2, 3],
    timeDeltas: [5000, 1000, 2000, 1000, 9000, 500],
  }
  const summary = summarize(profile, ROOT)
  expect(summary.totalMs).toBe(4.5)
  expect(summary.owners).toEqual([['package: pg-protocol', 2.5], ['app: server/src/domains/hotel', 2]])
  expect(summary.functions[0]).toEqual(['parse · pg-protocol', 2.5])
})

test('the profiler stopping itself (the preload\'s Profiler.stop, V8 serialising the profile) is not the server\'s time', () => {
  const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0, scriptId: '0' })
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 4] },
      { id: 2, callFrame: frame('', 'file:///work/app/scripts/bench/cpu-profile-on-signal.mjs'), children: [3] },
      { id: 3, callFrame: frame('post', 'node:inspector'), children: [5] },
      { id: 5, callFrame: frame('dispatch') },
      { id: 4, callFrame: frame('searchHotelList', 'file:///work/app/server/src/domains/hotel/service.ts') },
    ],
    samples: [4, 5, 5, 3],
    timeDeltas: [1000, 30000, 30000, 500],
  }
  const summary = summarize(profile, ROOT)
  expect(summary.totalMs).toBe(1)
  expect(summary.owners).toEqual([['app: server/src/domains/hotel', 1]])
})
