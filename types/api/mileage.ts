/** Private-car mileage (module scgy, issue 19): trips recorded from the phone's position, their allowance, the expense cost. */

export type MileagePoint = { Lon: number; Lat: number; /** epoch ms */ At: number }
export type MileageStatus = 'recording' | 'finished' | 'claimed'

export type MileageRecord = {
  MileageId: string
  Status: MileageStatus
  StatusText: string
  Purpose: string
  StartName: string
  EndName: string
  StartedAt: string
  FinishedAt: string | null
  DistanceM: number
  AllowancePerKmFen: number
  AmountFen: number
  CostId: string
}
export type MileageDetail = MileageRecord & { Track: MileagePoint[] }

export type MileageSettingData = { AllowancePerKmFen: number; NeedTravelBusiness: boolean; SampleSeconds: number }
export type MileageCurrentData = { Record: MileageDetail | null }

export type StartMileageRequest = { Purpose: string; StartName: string; Point: MileagePoint }
export type UpdateMileageRequest = { MileageId: string; Points: MileagePoint[]; Finish: boolean; EndName: string }
export type MileageIdData = { MileageId: string; DistanceM: number; Status: MileageStatus }

export type MileageListRequest = { PageIndex: number; PageSize: number }
export type MileageListData = { Items: MileageRecord[]; Total: number }
export type MileageDetailRequest = { MileageId: string }

export type NeedTravelBusinessRequest = { MileageId: string }
export type NeedTravelBusinessData = { NeedTravelBusiness: boolean; Tip: string }

export type SaveMileageOrderRequest = { MileageId: string; Remark: string }
export type SaveMileageOrderData = { MileageId: string; CostId: string; AmountFen: number }
