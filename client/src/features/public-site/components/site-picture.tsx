import type { Picture } from '../content/types'
import { useLang } from '../use-lang'

/** A drawn picture: its own size (no layout shift), lazy unless it is the first thing seen, alt in the site language. */
export function SitePicture({
  picture,
  className,
  eager = false,
}: {
  picture: Picture
  className?: string
  eager?: boolean
}) {
  const { pick } = useLang()
  return (
    <img
      src={picture.src}
      alt={pick(picture.alt)}
      width={picture.width}
      height={picture.height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager && { fetchPriority: 'high' as const })}
    />
  )
}
