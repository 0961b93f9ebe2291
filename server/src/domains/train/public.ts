/** What another domain may call: another seed gives its seeded, already taken train orders their train part (decision 0566). */
export { writeTakenTrain, type TakenTrain } from './demoTrip'
/** The approval detail carries a train order in train's own shape (decision 0941). */
export { TrainOrderDetailData } from './schemas'
