// The server floor: a bare Fastify answering a JSON hello world on POST and GET /, nothing else.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.post('/', async () => ({ hello: 'world' }))
const address = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${address}\n`)
