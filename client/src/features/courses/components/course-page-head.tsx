import { ArrowLeftOutlined } from '@ant-design/icons'
import { Link } from 'react-router'

/** A course page's heading, with a link back to the page it was reached from. */
export function CoursePageHead({
  title,
  intro,
  back,
}: {
  title: string
  intro?: string
  back?: { to: string; label: string }
}) {
  return (
    <header style={{ marginBottom: 16 }}>
      {back && (
        <Link to={back.to} style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 8 }}>
          <ArrowLeftOutlined aria-hidden />
          {back.label}
        </Link>
      )}
      <h1 style={{ margin: 0, fontSize: 22 }}>{title}</h1>
      {intro && <p style={{ margin: '6px 0 0', color: '#595959' }}>{intro}</p>}
    </header>
  )
}
