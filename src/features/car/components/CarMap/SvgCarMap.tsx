import { useRef, useState, type PointerEvent } from 'react'
import type { LonLat } from '@domain/car/geo'
import { project, scaleBar, unproject, type Point } from '../../domain/projection'
import type { CarMapProps, MapMarker } from './types'
import { tileUrlsFor } from './tiles'

const W = 750
const H = 760
const MARKER_COLOURS: Record<MapMarker['kind'], string> = { start: '#19b46b', end: '#f25c3c', driver: '#2f6bff', car: '#5b6475', point: '#19b46b' }

/**
 * The car map for H5: Web Mercator drawn in SVG over tiles from configuration (TARO_APP_CAR_MAP_TILES) when
 * there are any, else over a plain background; markers, the route, green areas and the scale always draw.
 * Dragging moves the centre (the pick-up pin stays in the middle).
 */
export function SvgCarMap(props: CarMapProps) {
  const { centre, zoom, markers, greenAreas, route, showCentrePin, pinLabel } = props
  const svgRef = useRef<SVGSVGElement | null>(null)
  const drag = useRef<{ x: number; y: number; ratio: number } | null>(null)
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 })
  const c = project(centre, zoom)
  const origin = { x: c.x - W / 2 - offset.x, y: c.y - H / 2 - offset.y }
  const at = (p: LonLat) => {
    const q = project(p, zoom)
    return { x: q.x - origin.x, y: q.y - origin.y }
  }
  const bar = scaleBar(centre.lat, zoom, 180)

  const down = (event: PointerEvent<SVGSVGElement>) => {
    const rect = svgRef.current?.getBoundingClientRect()
    drag.current = { x: event.clientX, y: event.clientY, ratio: rect && rect.width > 0 ? W / rect.width : 1 }
    event.currentTarget.setPointerCapture?.(event.pointerId)
    props.onDragStart?.()
  }
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag.current) return
    setOffset({ x: (event.clientX - drag.current.x) * drag.current.ratio, y: (event.clientY - drag.current.y) * drag.current.ratio })
  }
  const up = () => {
    if (!drag.current) return
    drag.current = null
    const moved = Math.abs(offset.x) + Math.abs(offset.y) > 2
    const next = unproject({ x: c.x - offset.x, y: c.y - offset.y }, zoom)
    setOffset({ x: 0, y: 0 })
    if (moved) props.onDragEnd?.(next)
    else props.onDragEnd?.(centre)
  }

  return (
    <svg
      ref={svgRef}
      className='car-map'
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio='xMidYMid slice'
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      role='img'
      aria-label='用车地图'
    >
      <rect x={0} y={0} width={W} height={H} className='car-map__ground' />
      {tileUrlsFor(origin, zoom, W, H).map((t) => <image key={t.key} href={t.url} x={t.x} y={t.y} width={t.size} height={t.size} />)}
      <g className='car-map__grid'>
        {Array.from({ length: 9 }, (_, i) => <line key={`v${i}`} x1={((i * 100 - origin.x) % 800 + 800) % 800} y1={0} x2={((i * 100 - origin.x) % 800 + 800) % 800} y2={H} />)}
        {Array.from({ length: 9 }, (_, i) => <line key={`h${i}`} x1={0} y1={((i * 100 - origin.y) % 800 + 800) % 800} x2={W} y2={((i * 100 - origin.y) % 800 + 800) % 800} />)}
      </g>
      {greenAreas.map((area) => (
        <polygon key={area.Name} className='car-map__green' points={area.Path.map(([lon, lat]) => { const p = at({ lon, lat }); return `${p.x},${p.y}` }).join(' ')}>
          <title>{area.Name}</title>
        </polygon>
      ))}
      {route && route.length > 1 ? <polyline className='car-map__route' points={route.map((p) => { const q = at(p); return `${q.x},${q.y}` }).join(' ')} /> : null}
      {markers.map((m) => {
        const p = at(m)
        const labelX = m.hint === 'left' ? p.x - 16 : m.hint === 'right' ? p.x + 16 : p.x
        const anchor = m.hint === 'left' ? 'end' : m.hint === 'right' ? 'start' : 'middle'
        return (
          <g key={m.id} className={`car-map__marker car-map__marker--${m.kind}`} onClick={() => props.onMarkerTap?.(m.id)}>
            {m.kind === 'car' || m.kind === 'driver' ? (
              <rect x={p.x - 14} y={p.y - 9} width={28} height={18} rx={6} fill={MARKER_COLOURS[m.kind]} />
            ) : (
              <circle cx={p.x} cy={p.y} r={m.kind === 'point' ? 9 : 14} fill={MARKER_COLOURS[m.kind]} stroke='#fff' strokeWidth={4} />
            )}
            {m.label ? <text x={labelX} y={m.hint === 'bottom' || !m.hint ? p.y + 36 : p.y + 8} textAnchor={anchor} className='car-map__label'>{m.label}</text> : null}
          </g>
        )
      })}
      {showCentrePin ? (
        <g className='car-map__pin' transform={`translate(${W / 2 + offset.x * 0},${H / 2})`}>
          {pinLabel ? (
            <g>
              <rect x={-Math.max(80, pinLabel.length * 13 + 24)} y={-118} width={Math.max(160, pinLabel.length * 26 + 48)} height={52} rx={26} className='car-map__bubble' />
              <text x={0} y={-84} textAnchor='middle' className='car-map__bubble-text'>{pinLabel}</text>
            </g>
          ) : null}
          <path d='M0 0 L-14 -34 A18 18 0 1 1 14 -34 Z' fill='#19b46b' stroke='#fff' strokeWidth={3} />
          <circle cx={0} cy={-46} r={7} fill='#fff' />
        </g>
      ) : null}
      <g className='car-map__scale' transform={`translate(64,${H - 30})`}>
        <line x1={0} y1={0} x2={bar.pixels} y2={0} />
        <text x={0} y={-10}>{bar.label}</text>
      </g>
    </svg>
  )
}
