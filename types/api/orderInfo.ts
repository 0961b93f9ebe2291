/**
 * The order's travellers, their documents and the contacts (order3.0/common/travelInformation, decision 0289):
 * common api/order/GetTravelInformation `{OrderNo}`, read through the order core's visibility (booker, traveller,
 * approver of the same enterprise; anyone else 4004). Documents and phones masked.
 */
export type TravelInformationRequest = { OrderNo: string }
export type OrderTraveller = { Name: string; Document: string; PhoneMasked: string; Detail: string }
export type OrderContact = { Name: string; PhoneMasked: string; Email: string }
export type TravelInformationData = { OrderNo: string; ProductType: number; Title: string; Travellers: OrderTraveller[]; Contacts: OrderContact[] }
