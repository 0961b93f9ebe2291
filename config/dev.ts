import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      port: 10086,
      historyApiFallback: true,
      // The API server (npm start) answers every module on one origin.
      proxy: [{ context: ['/b2b', '/common', '/tripwise-m-api', '/car', '/hotel', '/expensecontrol', '/waimai', '/scgy', '/finance-asset', '/b2bb2b', '/buiness-middle', '/flight-supplier', '/healthz'], target: 'http://127.0.0.1:8080' }],
    },
  },
} satisfies UserConfigExport<'webpack5'>
