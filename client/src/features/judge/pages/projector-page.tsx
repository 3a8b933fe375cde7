import { useParams } from 'react-router'
import { quizIdOf } from '../../../config/judge-path'
import { ProjectorMessage } from '../components/projector/projector-message'
import { ProjectorView } from '../components/projector/projector-view'

/**
 * /judge/screen/:quizId: the hall's projector, opened by the judge from the control page in a second
 * window. Read-only, with the judge's login; the server refuses it as it refuses the control page.
 */
export function ProjectorPage() {
  const quizId = quizIdOf(useParams().quizId)
  if (quizId === null) return <ProjectorMessage refused />
  return <ProjectorView key={quizId} quizId={quizId} />
}
