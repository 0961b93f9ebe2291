import { fuzzShard } from './fuzz'

// FUZZ_BODIES (150) random malformed bodies to every route, in two shares that run in parallel (see fuzz.ts).
fuzzShard(0, 2)
