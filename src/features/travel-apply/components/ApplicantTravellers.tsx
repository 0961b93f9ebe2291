import { useState } from 'react'
import type { RootStore } from '@/stores/root'
import { openTravellerPicker, selfTraveller, TravellerList, travellerMemberIds, useTravellerPick, type PickedTraveller } from '../../travellers/public'

/**
 * The travellers of an application: the applicant always travels, colleagues are picked (up to 9 in all);
 * `onMemberIds` gets the member ids after every change.
 */
export function ApplicantTravellers({ root, purpose, onMemberIds }: { root: RootStore; purpose: string; onMemberIds: (ids: string[]) => void }) {
  const selfId = root.settings.MemberInfo.MemberId
  const [travellers, setTravellers] = useState<PickedTraveller[]>(() => [selfTraveller(root)])
  const choose = (list: PickedTraveller[]) => {
    const withSelf = list.some((t) => t.memberId === selfId) ? list : [selfTraveller(root), ...list]
    setTravellers(withSelf)
    onMemberIds(travellerMemberIds(withSelf))
  }
  useTravellerPick(root, purpose, choose)
  return (
    <TravellerList
      travellers={travellers}
      onAdd={() => openTravellerPicker(root, purpose, { selected: travellers, max: 9, includePassengers: false })}
      onRemove={(gone) => choose(travellers.filter((t) => t !== gone || t.memberId === selfId))}
    />
  )
}
