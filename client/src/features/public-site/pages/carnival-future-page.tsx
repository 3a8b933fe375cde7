import { InfoPage } from '../components/info-page'
import { carnivalFuture } from '../content/spellers'

/** /speCarnyialFuture: the Future Carnival. */
export default function Page() {
  return <InfoPage content={carnivalFuture} />
}
