// Loads @tarojs/taro before the test-utils so its router/tab-bar import cycle resolves (see TARO-NOTES.md).
require('@tarojs/taro')
