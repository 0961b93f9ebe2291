// H5 and weapp: the global object already has what MobX needs. DingTalk uses mobx-globals.dd.ts.
export {}
