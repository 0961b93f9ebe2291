import { AtSearchBar } from 'taro-ui'
import { NamedInput } from './NamedInput'
import './taroUi/search-bar.scss'
import './taroUi/icon.scss'

type Props = {
  value: string
  placeholder: string
  onChange: (value: string) => void
  onSearch: () => void
  onClear: () => void
}

/** A search box with a 搜索 action; the keyword is owned by the caller's store. Its input is named by the placeholder. */
export function SearchBar({ value, placeholder, onChange, onSearch, onClear }: Props) {
  return (
    <NamedInput label={placeholder} className='ui-search-bar'>
      <AtSearchBar
        value={value}
        placeholder={placeholder}
        actionName='搜索'
        onChange={(next: string | number) => onChange(String(next))}
        onActionClick={onSearch}
        onConfirm={onSearch}
        onClear={onClear}
      />
    </NamedInput>
  )
}
