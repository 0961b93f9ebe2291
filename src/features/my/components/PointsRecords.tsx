import type { PointsRecord } from '@api/points'
import { observer } from 'mobx-react'
import { formatShanghai } from '@/core/format/date'
import type { PagedList } from '../../orders/public'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { pointsRecordMeta, signedPoints } from '../domain/points'
import { RecordRow } from './RecordRow'

/** The points records of a paged list, with its own loading, empty and error states. */
export const PointsRecords = observer(function PointsRecords({ list }: { list: PagedList<PointsRecord> }) {
  return (
    <StateView state={list.load} onRetry={() => list.fetch()} isEmpty={list.isEmpty} emptyText='暂无积分记录'>
      {list.items.map((r) => (
        <RecordRow key={r.RecordId} title={r.Title} meta={`${formatShanghai(r.CreatedAt)} · ${pointsRecordMeta(r)}`} value={signedPoints(r.Points)} isPlus={r.Points > 0} />
      ))}
      <ListFooter list={list} onLoadMore={() => void list.loadMore()} />
    </StateView>
  )
})
