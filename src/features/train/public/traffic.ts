import '../components/train.scss'

/** What the traffic pages (交通首页, 综合交通) use of trains: the calls and the list's train card. */
export { createTrainApi, type TrainApi } from '../api/trainApi'
export { TrainCard } from '../components/TrainCard'
