import { InfoPage } from '../components/info-page'
import { onlineLearning } from '../content/spellers'

/** /speOnlineLearningResource: the online learning resources. */
export default function Page() {
  return <InfoPage content={onlineLearning} />
}
