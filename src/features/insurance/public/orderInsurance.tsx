import { Text, View } from '@tarojs/components'
import type { InsuranceProductCode, RequestPoliciesData } from '@api/insurance'
import { PRODUCTS } from '@domain/insurance/insurance'
import { formatFen } from '@/core/format'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'
import './orderInsurance.scss'

/** 随单投保 (decision 0343): what a train or flight order form offers, and the call that keeps the choice. */
export type InsuranceOffer = { code: InsuranceProductCode; name: string; premiumFen: number; coverage: string; insurer: string }

export function insuranceOffers(productType: 5 | 6): InsuranceOffer[] {
  return PRODUCTS.filter((p) => p.productType === productType).map((p) => ({ code: p.code, name: p.name, premiumFen: p.premiumFen, coverage: p.coverage, insurer: p.insurer }))
}

/** The premium of the chosen products for every passenger and leg. */
export function insurancePremiumFen(codes: readonly InsuranceProductCode[], passengers: number, legs = 1): number {
  return PRODUCTS.filter((p) => codes.includes(p.code)).reduce((sum, p) => sum + p.premiumFen, 0) * passengers * legs
}

export function requestOrderInsurance(request: RequestFn, orderNo: string, codes: InsuranceProductCode[], reqId: string): Promise<RequestPoliciesData> {
  return dataOf(request<RequestPoliciesData>('hotel-front-api', 'api/insurance/RequestPolicies', { OrderNo: orderNo, ProductCodes: codes }, { headers: { reqId } }))
}

type Props = { offers: readonly InsuranceOffer[]; chosen: readonly InsuranceProductCode[]; onToggle: (code: InsuranceProductCode) => void }

/** 出行保障 on an order form: each product with its premium and cover; tapping one adds or removes it. */
export function InsuranceChoice({ offers, chosen, onToggle }: Props) {
  return (
    <View className='order-insurance'>
      <Text className='order-insurance__title'>出行保障</Text>
      {offers.map((offer) => (
        <View key={offer.code} className={`order-insurance__item${chosen.includes(offer.code) ? ' order-insurance__item--on' : ''}`} onClick={() => onToggle(offer.code)}>
          <View className='order-insurance__head'>
            <Text>{chosen.includes(offer.code) ? '☑' : '☐'} {offer.name}</Text>
            <Text className='order-insurance__price'>{formatFen(offer.premiumFen)}/人</Text>
          </View>
          <Text className='order-insurance__note'>{offer.coverage} · {offer.insurer}</Text>
        </View>
      ))}
      <Text className='order-insurance__note'>出票后投保，保费由企业账户支付；退票时随票退保。</Text>
    </View>
  )
}
