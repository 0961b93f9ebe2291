import type { Passenger, PassengerNationality } from '@api/travellers'

/** A kept frequent passenger with a 身份证 and a 港澳通行证. */
export const CHEN: Passenger = {
  PassengerId: '88',
  Name: '陈家豪',
  EnLastName: 'CHEN',
  EnFirstName: 'JIAHAO',
  Phone: '13700000001',
  MemberId: '',
  Documents: [
    { IdentityType: 1, IdentityNo: '110105194912310281', ExpiryDate: '', Nationality: 'CN' },
    { IdentityType: 5, IdentityNo: 'C12345678', ExpiryDate: '2029-03-01', Nationality: 'HK' },
  ],
}

export const NATIONALITY_LIST: PassengerNationality[] = [
  { Code: 'CN', Name: '中国', EnName: 'China', Pinyin: 'zhongguo', Initials: 'zg' },
  { Code: 'HK', Name: '中国香港', EnName: 'Hong Kong, China', Pinyin: 'zhongguoxianggang', Initials: 'zgxg' },
  { Code: 'DE', Name: '德国', EnName: 'Germany', Pinyin: 'deguo', Initials: 'dg' },
  { Code: 'GB', Name: '英国', EnName: 'United Kingdom', Pinyin: 'yingguo', Initials: 'yg' },
  { Code: 'US', Name: '美国', EnName: 'United States of America', Pinyin: 'meiguo', Initials: 'mg' },
]
