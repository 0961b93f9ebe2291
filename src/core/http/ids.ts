let counter = 0

function randomPart(length: number): string {
  let text = ''
  while (text.length < length) text += Math.random().toString(36).slice(2)
  return text.slice(0, length)
}

/** Unique per request within a run (time + counter) and across devices (random part). */
export function createReqId(now: number = Date.now()): string {
  counter = (counter + 1) % 1679616 // 36^4
  return `${now.toString(36)}${counter.toString(36).padStart(4, '0')}${randomPart(8)}`
}

/** One per app run. */
export function createSessionId(now: number = Date.now()): string {
  return `s${now.toString(36)}${randomPart(10)}`
}

/** A random device id, generated once and kept in settings as MemberMac. */
export function createDeviceId(now: number = Date.now()): string {
  return `d${now.toString(36)}${randomPart(12)}`
}
