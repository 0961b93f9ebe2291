import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { bodyText, click } from '@test/shared/render'
import { OccupancyRows } from './OccupancyRows'

function Harness({ rooms = 1, adults = 1 }: { rooms?: number; adults?: number }) {
  const [occupancy, setOccupancy] = useState({ rooms, adults })
  return (
    <>
      <OccupancyRows roomCount={occupancy.rooms} adultsPerRoom={occupancy.adults} onChange={(r, a) => setOccupancy({ rooms: r, adults: a })} />
      <span className='echo'>{`rooms=${occupancy.rooms};adults=${occupancy.adults}`}</span>
    </>
  )
}

const named = (name: string) => document.querySelector<HTMLElement>(`[aria-label="${name}"]`)!

describe('OccupancyRows', () => {
  it('shows 房间数 and 每间成人数; + on each changes only its own count', async () => {
    await new TestUtils().mount(() => <Harness />)
    expect(bodyText()).toContain('房间数')
    expect(bodyText()).toContain('每间成人数')
    await click(named('增加房间数'))
    expect(bodyText()).toContain('rooms=2;adults=1')
    await click(named('增加每间成人数'))
    expect(bodyText()).toContain('rooms=2;adults=2')
  })

  it('keeps adults per room at 3 at most and rooms at 1 at least', async () => {
    await new TestUtils().mount(() => <Harness rooms={1} adults={3} />)
    await click(named('增加每间成人数'))
    await click(named('减少房间数'))
    expect(bodyText()).toContain('rooms=1;adults=3')
  })
})
