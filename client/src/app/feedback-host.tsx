import { App as AntApp } from 'antd'
import { useEffect } from 'react'
import { AntdConfig } from '../components/antd-config'
import { flushPendingFeedback, setFeedback } from '../lib/feedback'

/** Hands App.useApp's message/modal/notification to the rest of the app (pages, request client, socket). */
function FeedbackBridge() {
  const api = AntApp.useApp()
  useEffect(() => {
    setFeedback(api)
    flushPendingFeedback(api)
    return () => setFeedback(null)
  }, [api])
  return null
}

/** antd's App with its message, modal and notification holders; its own chunk, loaded after the first render. */
export default function FeedbackHost() {
  return (
    <AntdConfig>
      <AntApp component={false}>
        <FeedbackBridge />
      </AntApp>
    </AntdConfig>
  )
}
