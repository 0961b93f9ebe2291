import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { bodyText, click, flush, typeIntoField } from '@test/shared/render'
import { Stepper } from './Stepper'

function Harness({ start, min, max }: { start: number; min: number; max: number }) {
  const [value, setValue] = useState(start)
  return (
    <>
      <Stepper label='房间数' value={value} min={min} max={max} onChange={setValue} />
      <span className='echo'>{`值:${value};`}</span>
    </>
  )
}

const named = (name: string) => document.querySelector<HTMLElement>(`[aria-label="${name}"]`)!

describe('Stepper', () => {
  it('names its − and + from the label as buttons', async () => {
    await new TestUtils().mount(() => <Harness start={2} min={1} max={3} />)
    for (const name of ['减少房间数', '增加房间数']) {
      expect(named(name)).not.toBeNull()
      expect(named(name).getAttribute('role')).toBe('button')
      expect(named(name).getAttribute('aria-disabled')).toBe('false')
    }
  })

  it('steps by one and stays within min and max, its button disabled at the bound', async () => {
    await new TestUtils().mount(() => <Harness start={2} min={1} max={3} />)
    await click(named('增加房间数'))
    expect(bodyText()).toContain('值:3;')
    expect(named('增加房间数').getAttribute('aria-disabled')).toBe('true')
    await click(named('增加房间数'))
    expect(bodyText()).toContain('值:3;')
    await click(named('减少房间数'))
    await click(named('减少房间数'))
    expect(bodyText()).toContain('值:1;')
    expect(named('减少房间数').getAttribute('aria-disabled')).toBe('true')
    await click(named('减少房间数'))
    expect(bodyText()).toContain('值:1;')
  })

  it('keeps a typed value within min and max', async () => {
    await new TestUtils().mount(() => <Harness start={2} min={1} max={5} />)
    await typeIntoField('.ui-stepper', '9')
    await flush()
    expect(bodyText()).toContain('值:5;')
    await typeIntoField('.ui-stepper', '0')
    await flush()
    expect(bodyText()).toContain('值:1;')
    await typeIntoField('.ui-stepper', '4')
    await flush()
    expect(bodyText()).toContain('值:4;')
  })
})
