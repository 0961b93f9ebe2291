/** The globals MobX 6 (and the code around it) looks up on the global object. */
export const MOBX_GLOBAL_NAMES = [
  'Symbol',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'Proxy',
  'Reflect',
  'Object',
  'Array',
  'Function',
  'Number',
  'String',
  'Boolean',
  'Date',
  'Error',
  'TypeError',
  'RegExp',
  'JSON',
  'Math',
  'parseInt',
  'parseFloat',
  'isNaN',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
] as const

/** Copies each global the target lacks from the source; returns the names copied. */
export function installGlobals(target: Record<string, unknown>, source: Record<string, unknown>): string[] {
  const copied: string[] = []
  for (const name of MOBX_GLOBAL_NAMES) {
    if (target[name] !== undefined || source[name] === undefined) continue
    try {
      target[name] = source[name]
      copied.push(name)
    } catch {
      // a read-only stand-in property: nothing to do
    }
  }
  return copied
}

/** The real globals, read as identifiers so they resolve in any JS engine. */
export function realGlobals(): Record<string, unknown> {
  return {
    Symbol,
    Map,
    Set,
    WeakMap,
    WeakSet,
    Promise,
    Proxy: typeof Proxy !== 'undefined' ? Proxy : undefined,
    Reflect: typeof Reflect !== 'undefined' ? Reflect : undefined,
    Object,
    Array,
    Function,
    Number,
    String,
    Boolean,
    Date,
    Error,
    TypeError,
    RegExp,
    JSON,
    Math,
    parseInt,
    parseFloat,
    isNaN,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
  }
}
