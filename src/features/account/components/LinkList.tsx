import { AtList, AtListItem } from 'taro-ui'
import '@/ui/taroUi/list.scss'
import type { MyLink } from '../domain/myLinks'

export function LinkList({ links, onOpen }: { links: readonly MyLink[]; onOpen: (link: MyLink) => void }) {
  if (links.length === 0) return null
  return (
    <AtList className='my-links'>
      {links.map((link) => (
        <AtListItem key={link.key} title={link.title} arrow='right' onClick={() => onOpen(link)} />
      ))}
    </AtList>
  )
}
