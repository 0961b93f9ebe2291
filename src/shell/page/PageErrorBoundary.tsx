import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Component, type ReactNode } from 'react'
import './PageErrorBoundary.scss'

type Props = { routeId: string; children: ReactNode }
type State = { error?: Error }

/** Keeps one broken screen from blanking the app: shows a retry and logs the route. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = {}

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error) {
    console.error(`[page ${this.props.routeId}]`, error)
  }

  private retry = () => this.setState({ error: undefined })

  private goHome = () => Taro.reLaunch({ url: '/pages/entry/index' })

  render() {
    if (!this.state.error) return this.props.children
    return (
      <View className='page-error'>
        <Text className='page-error__title'>页面出了点问题</Text>
        <Text className='page-error__desc'>请重试，或回到首页</Text>
        <View className='page-error__actions'>
          <Button size='mini' onClick={this.retry}>重试</Button>
          <Button size='mini' type='primary' onClick={this.goHome}>回到首页</Button>
        </View>
      </View>
    )
  }
}
