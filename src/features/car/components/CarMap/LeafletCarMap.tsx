import type * as Leaflet from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import 'leaflet/dist/leaflet.css'
import './leafletCarMap.scss'
import type { CarMapProps, MapMarker } from './types'
import { leafletZoom, scaleText, tileSource } from './tiles'

type L = typeof Leaflet
type Live = { L: L; map: Leaflet.Map; overlays: Leaflet.LayerGroup }

/** Leaflet itself is fetched when the first map mounts (its own chunk), never with the app's entry. */
const loadLeaflet = (): Promise<L> => import(/* webpackChunkName: "leaflet" */ 'leaflet').then((m) => ((m as { default?: L }).default ?? m) as L)

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function markerIcon(L: L, m: MapMarker): Leaflet.DivIcon {
  const label = m.label ? `<span class="car-map__label car-map__label--${m.hint ?? 'bottom'}">${escapeHtml(m.label)}</span>` : ''
  return L.divIcon({ className: `car-map__marker car-map__marker--${m.kind}`, html: `<span class="car-map__dot"></span>${label}`, iconSize: [0, 0] })
}

function addScale(L: L, map: Leaflet.Map) {
  const scale = L.control.scale({ imperial: false, maxWidth: 100, position: 'bottomleft' })
  const original = (scale as unknown as { _updateScale: (el: HTMLElement, text: string, ratio: number) => void })._updateScale.bind(scale)
  Object.assign(scale, { _updateScale: (el: HTMLElement, text: string, ratio: number) => original(el, scaleText(text), ratio) })
  scale.addTo(map)
}

/**
 * The car map on H5: leaflet over tiles from configuration (tiles.ts) or, with no key or no network, over a plain
 * background; markers, the route, green areas and the scale always draw. Dragging moves the map under the fixed
 * pick-up pin and reports the new centre when the drag ends.
 */
export function LeafletCarMap(props: CarMapProps) {
  const box = useRef<HTMLDivElement | null>(null)
  const live = useRef<Live | null>(null)
  const latest = useRef(props)
  latest.current = props
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let isGone = false
    void loadLeaflet().then((L) => {
      const el = box.current
      if (isGone || !el) return
      const map = L.map(el, { zoomControl: false, attributionControl: false, zoomSnap: 0, inertia: false, fadeAnimation: false })
      const tiles = tileSource()
      if (tiles) L.tileLayer(tiles.template, { key: tiles.key, maxZoom: 19, crossOrigin: true } as Leaflet.TileLayerOptions).addTo(map)
      addScale(L, map)
      let isDragging = false
      map.on('dragstart', () => {
        isDragging = true
        latest.current.onDragStart?.()
      })
      map.on('moveend', () => {
        if (!isDragging) return
        isDragging = false
        const c = map.getCenter()
        latest.current.onDragEnd?.({ lon: Math.round(c.lng * 1e6) / 1e6, lat: Math.round(c.lat * 1e6) / 1e6 })
      })
      live.current = { L, map, overlays: L.layerGroup().addTo(map) }
      setReady(true)
    })
    return () => {
      isGone = true
      live.current?.map.remove()
      live.current = null
    }
  }, [])

  const { centre, zoom } = props
  useEffect(() => {
    const current = live.current
    if (!ready || !current) return
    current.map.setView([centre.lat, centre.lon], leafletZoom(zoom, box.current?.clientWidth || 375), { animate: false })
  }, [ready, centre.lat, centre.lon, zoom])

  const { markers, greenAreas, route } = props
  useEffect(() => {
    const current = live.current
    if (!ready || !current) return
    const { L, overlays } = current
    overlays.clearLayers()
    for (const area of greenAreas) {
      L.polygon(area.Path.map(([lon, lat]) => [lat, lon] as [number, number]), { className: 'car-map__green', interactive: false }).addTo(overlays)
    }
    if (route && route.length > 1) L.polyline(route.map((p) => [p.lat, p.lon] as [number, number]), { className: 'car-map__route', interactive: false }).addTo(overlays)
    for (const m of markers) {
      L.marker([m.lat, m.lon], { icon: markerIcon(L, m), keyboard: false }).on('click', () => latest.current.onMarkerTap?.(m.id)).addTo(overlays)
    }
  }, [ready, markers, greenAreas, route])

  return <div ref={box} className='car-map car-map--leaflet' role='application' aria-label='用车地图' />
}
