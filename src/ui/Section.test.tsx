import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import { Section } from './Section'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Section', () => {
  it('shows its title above the rows', async () => {
    await new TestUtils().mount(() => (
      <Section title='入住信息'>
        <Text className='row'>房型</Text>
      </Section>
    ))
    const section = document.querySelector('.order-section')!
    expect(section.querySelector('.order-section__title')!.textContent).toBe('入住信息')
    expect(section.querySelector('.row')!.textContent).toBe('房型')
  })

  it('has no title element without a title', async () => {
    await new TestUtils().mount(() => <Section />)
    expect(document.querySelector('.order-section')).not.toBeNull()
    expect(document.querySelector('.order-section__title')).toBeNull()
  })
})
