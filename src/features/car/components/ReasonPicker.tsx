import type { CarReason } from '@api/car'
import { Input, Text, View } from '@tarojs/components'

const OTHER = '9'

/** 用车事由 when the enterprise asks one: the reasons as chips, a text for 其他. */
export function ReasonPicker(props: { tip: string; reasons: readonly CarReason[]; code: string; text: string; onCode: (code: string) => void; onText: (text: string) => void }) {
  return (
    <View>
      <Text className='car-tip'>{props.tip}</Text>
      <View className='car-chips'>
        {props.reasons.map((r) => (
          <Text key={r.Code} className={`car-chip${props.code === r.Code ? ' car-chip--on' : ''}`} onClick={() => props.onCode(r.Code)}>
            {r.Text}
          </Text>
        ))}
      </View>
      {props.code === OTHER ? <Input className='car-input' value={props.text} maxlength={200} placeholder='请填写用车事由' onInput={(e) => props.onText(e.detail.value)} /> : null}
    </View>
  )
}
