import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainNotice } from '@api/train'
import type { TrainApi } from '../api/trainApi'

/** 抢票成功 notices (decision 0392): the unread ones, read once opened. A failed read shows nothing (the page works on). */
export class TrainNoticeStore {
  unread: TrainNotice[] = []

  constructor(private readonly api: Pick<TrainApi, 'notices' | 'readNotices'>) {
    makeAutoObservable<TrainNoticeStore, 'api'>(this, { api: false })
  }

  async fetch(): Promise<void> {
    try {
      const data = await this.api.notices()
      runInAction(() => (this.unread = data.Notices.filter((n) => !n.IsRead)))
    } catch {
      // The notices are an extra: the page does without them.
    }
  }

  /** Marks one read and answers the order it is about. */
  async open(notice: TrainNotice): Promise<string> {
    this.unread = this.unread.filter((n) => n.NoticeId !== notice.NoticeId)
    try {
      await this.api.readNotices([notice.NoticeId])
    } catch {
      // Read again next time: the notice comes back.
    }
    return notice.OrderNo
  }
}
