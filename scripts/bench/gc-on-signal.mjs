// Preloaded by the bench into the servers whose memory it reads (node --expose-gc --import this): on SIGUSR2
// a full garbage collection, then `bench-gc-done` on stdout. RSS read after it is what the server keeps,
// without the garbage a load happened to leave before V8's next collection.
process.on('SIGUSR2', () => {
  globalThis.gc()
  process.stdout.write('bench-gc-done\n')
})
