/** The travellers' own routes other screens of the domain open. */
export const PASSENGER_LIST_ROUTE = 'my/passenger/passengerList' as const
export const PASSENGER_FORM_ROUTE = 'common2.0/passenger/index' as const
export const NATIONALITY_PICKER_ROUTE = 'components/sellectNationality' as const
export const DEPARTMENT_PICKER_ROUTE = 'components/common/list' as const
