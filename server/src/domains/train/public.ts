/** What another domain may call: another seed gives its seeded, already taken train orders their train part (decision 0566). */
export { writeTakenTrain, type TakenTrain } from './demoTrip'
export { type TrainSupplier } from './supplier/index'
