// Canvas 2d for the fake clients: what `createSelectorQuery().select('#id').node()` answers for a
// `<canvas type="2d">` (WeChat 2.7+, DingTalk), and `createOffscreenCanvas({ type: '2d' })` (WeChat 2.16+). The
// drawing is real: a @napi-rs/canvas behind each node (as on a phone, the node's width and height are the bitmap's
// size, set by the app), and every call and property set on its 2d context is recorded, so that a journey can
// check both what the app asked the context to draw and the pixels it drew.
import { createCanvas } from '@napi-rs/canvas'

/** A 2d context that forwards to a real one and records `{ op, args }` calls and `{ set, value }` property sets. */
function recordingContext(real, record) {
  return new Proxy(real, {
    get(target, key) {
      const value = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      return (...args) => {
        record.push({ op: String(key), args, fillStyle: target.fillStyle, font: target.font })
        return value.apply(target, args)
      }
    },
    set(target, key, value) {
      record.push({ set: String(key), value })
      return Reflect.set(target, key, value, target)
    },
  })
}

/**
 * The Canvas node of a `<canvas type="2d" id>`: width/height (its bitmap, 300 × 150 until the app sizes it),
 * getContext('2d'), the node's own frame timer on the fake clock (60 fps), createImage.
 */
export function canvasNode(host, id) {
  const real = createCanvas(300, 150)
  const calls = []
  let context
  const node = {
    get width() { return real.width },
    set width(value) { real.width = Math.max(1, Math.round(value)) },
    get height() { return real.height },
    set height(value) { real.height = Math.max(1, Math.round(value)) },
    getContext(kind) {
      if (kind !== '2d') return null // this build's canvases are all type="2d"; a webgl context is not simulated
      context ??= recordingContext(real.getContext('2d'), calls)
      return context
    },
    requestAnimationFrame: (callback) => host.clock.setTimeout(() => callback(host.clock.now), 16),
    cancelAnimationFrame: (timer) => host.clock.clearTimeout(timer),
    createImage: () => ({ src: '', width: 0, height: 0, onload: null, onerror: null }),
  }
  host.canvases.set(id, { id, node, real, calls })
  return node
}

/** createOffscreenCanvas({ type: '2d', width, height }): a real canvas (measureText answers real widths). */
export function offscreenCanvas({ type = 'webgl', width = 300, height = 150 } = {}) {
  const real = createCanvas(width, height)
  return {
    get width() { return real.width },
    set width(value) { real.width = value },
    get height() { return real.height },
    set height(value) { real.height = value },
    getContext: (kind) => (kind === type && kind === '2d' ? real.getContext('2d') : null),
    createImage: () => ({ src: '', width: 0, height: 0, onload: null, onerror: null }),
  }
}

/**
 * The runs of a colour on a drawn canvas (bitmap pixels, `tolerance` per channel): `columns` are the x-runs of
 * columns holding the colour, each with its height in pixels; `rows` the y-runs of rows, each with its width.
 */
export function colourRuns(real, [r, g, b], tolerance = 8) {
  const { width, height } = real
  const data = real.getContext('2d').getImageData(0, 0, width, height).data
  const hit = (x, y) => {
    const i = (y * width + x) * 4
    return data[i + 3] > 200 && Math.abs(data[i] - r) <= tolerance && Math.abs(data[i + 1] - g) <= tolerance && Math.abs(data[i + 2] - b) <= tolerance
  }
  const runs = (outer, inner, at) => {
    const found = []
    let run = null
    for (let o = 0; o < outer; o += 1) {
      let count = 0
      for (let i = 0; i < inner; i += 1) if (at(o, i)) count += 1
      if (count > 0) {
        if (!run) found.push((run = { from: o, to: o, size: 0 }))
        run.to = o
        run.size = Math.max(run.size, count)
      } else run = null
    }
    return found
  }
  return {
    columns: runs(width, height, (x, y) => hit(x, y)),
    rows: runs(height, width, (y, x) => hit(x, y)),
  }
}
