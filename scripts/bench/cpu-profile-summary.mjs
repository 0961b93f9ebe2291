// A V8 .cpuprofile's self time summed by what the code belongs to and by function (server-profile.mjs).

/** What a profile node's code belongs to. */
export function ownerOf({ url, functionName }, root) {
  if (!url) return functionName === '(garbage collector)' ? 'V8: garbage collector' : functionName === '(program)' ? 'V8: compiled code and runtime (no JS frame)' : `V8: ${functionName}`
  if (url.startsWith('node:')) {
    const name = url.replace(/^node:(internal\/)?/, '')
    if (/^(net|stream|streams|http|_http|tls|dns|timers|async_hooks|process\/task_queues)/.test(name)) return 'Node: sockets, HTTP and the event loop'
    return `Node: ${name.split('/')[0]}`
  }
  const path = url.replace(/^file:\/\//, '')
  const inModules = path.lastIndexOf('/node_modules/')
  if (inModules >= 0) {
    const parts = path.slice(inModules + '/node_modules/'.length).split('/')
    return `package: ${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`
  }
  const relative = root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path
  const parts = relative.split('/')
  if (parts[0] === 'server' && parts[1] === 'src') return `app: server/src/${parts[2] === 'domains' ? `domains/${parts[3]}` : parts[2].replace(/\.ts$/, '')}`
  return `app: ${parts.slice(0, 2).join('/')}`
}

/** The profile's own stop: what runs under the preload (cpu-profile-on-signal.mjs), V8 serialising the profile. */
function profilerOwn(profile) {
  const own = new Set()
  const mark = (id, inside) => {
    const node = profile.nodes.find((n) => n.id === id)
    const here = inside || /cpu-profile-on-signal\.mjs$/.test(node.callFrame.url)
    if (here) own.add(id)
    for (const child of node.children ?? []) mark(child, here)
  }
  const children = new Set(profile.nodes.flatMap((n) => n.children ?? []))
  for (const node of profile.nodes) if (!children.has(node.id)) mark(node.id, false)
  return own
}

/**
 * Self time (ms) by owner and by function from a .cpuprofile; idle time and the profiler stopping itself (decision
 * 0940: up to half of a loaded run's samples, as 'V8: dispatch') left out.
 */
export function summarize(profile, root) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const own = profilerOwn(profile)
  const self = new Map()
  profile.samples.forEach((id, i) => {
    if (!own.has(id)) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const owners = new Map()
  const functions = new Map()
  let total = 0
  for (const [id, ms] of self) {
    const frame = byId.get(id).callFrame
    if (frame.functionName === '(idle)' || frame.functionName === '(root)') continue
    total += ms
    const owner = ownerOf(frame, root)
    owners.set(owner, (owners.get(owner) ?? 0) + ms)
    const name = `${frame.functionName || '(anonymous)'} · ${owner.replace(/^[^:]+: /, '')}`
    functions.set(name, (functions.get(name) ?? 0) + ms)
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1])
  return { totalMs: total, owners: sorted(owners), functions: sorted(functions) }
}
