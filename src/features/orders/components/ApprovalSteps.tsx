import type { ApprovalProgress } from '@api/order'
import { Text, View } from '@tarojs/components'
import { formatShanghai } from '@/core/format'
import { Section } from '@/ui/Section'
import './order.scss'

const STEP_TEXT = { waiting: '待审批', pending: '审批中', approved: '已通过', rejected: '已驳回', revoked: '已撤回' } as const
const STEP_CLASS = { waiting: '', pending: 'pending', approved: 'done', rejected: 'rejected', revoked: '' } as const

/** 审批进度: each level of the flow, who acts, and what they said. */
export function ApprovalSteps({ progress }: { progress: ApprovalProgress }) {
  return (
    <Section title={`审批进度 · ${progress.FlowName}`}>
      {progress.Steps.map((step) => (
        <View key={step.Step} className={`step-list__item step-list__item--${STEP_CLASS[step.Status]}`}>
          <Text>
            {step.Name}（{step.ApproverNames.join('、')}）：{STEP_TEXT[step.Status]}
          </Text>
          {step.ActedByName ? (
            <Text className='order-card__line'>
              {step.ActedByName} {step.ActedAt ? formatShanghai(step.ActedAt) : ''}
              {step.Comment ? `：${step.Comment}` : ''}
            </Text>
          ) : null}
        </View>
      ))}
    </Section>
  )
}
