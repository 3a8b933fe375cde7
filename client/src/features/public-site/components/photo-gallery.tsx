import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { homeTexts } from '../content/home'
import type { Bilingual, Picture } from '../content/types'
import { useLang } from '../use-lang'
import styles from './photo-gallery.module.css'

export interface GalleryPhoto {
  picture: Picture
  caption: Bilingual
}

/**
 * The photo gallery of the home page: lazy thumbnails, and a viewer (a native modal <dialog>: focus stays
 * inside, Escape closes) with previous/next buttons and the arrow keys.
 */
export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  const { pick } = useLang()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const count = photos.length

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open !== null && !element.open) element.showModal()
    if (open === null && element.open) element.close()
  }, [open])

  const show = (n: number) => setOpen(((n % count) + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    if (open === null) return
    if (event.key === 'ArrowRight') show(open + 1)
    else if (event.key === 'ArrowLeft') show(open - 1)
    else return
    event.preventDefault()
  }
  const current = open === null ? undefined : photos[open]

  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, n) => (
          <li key={photo.picture.src}>
            <button
              type="button"
              className={styles.thumb}
              onClick={(event) => {
                opener.current = event.currentTarget
                show(n)
              }}
              aria-label={pick(homeTexts.openPhoto, { caption: pick(photo.caption) })}
            >
              <img
                src={photo.picture.src}
                alt=""
                width={photo.picture.width}
                height={photo.picture.height}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.caption} aria-hidden="true">
                {pick(photo.caption)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.viewer}
        aria-labelledby="gallery-viewer-caption"
        onClose={() => {
          setOpen(null)
          opener.current?.focus()
        }}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === event.currentTarget) setOpen(null)
        }}
      >
        {current && open !== null && (
          <figure className={styles.figure}>
            <img
              src={current.picture.src}
              alt={pick(current.picture.alt)}
              width={current.picture.width}
              height={current.picture.height}
              className={styles.large}
            />
            <figcaption className={styles.figcaption}>
              <span id="gallery-viewer-caption">{pick(current.caption)}</span>
              <span className={styles.counter}>{pick(homeTexts.photoOf, { n: open + 1, total: count })}</span>
            </figcaption>
            <div className={styles.viewerControls}>
              <button type="button" onClick={() => show(open - 1)} aria-label={pick(homeTexts.previous)}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" onClick={() => show(open + 1)} aria-label={pick(homeTexts.next)}>
                <span aria-hidden="true">›</span>
              </button>
              <button type="button" onClick={() => setOpen(null)} className={styles.close}>
                {pick(homeTexts.close)}
              </button>
            </div>
          </figure>
        )}
      </dialog>
    </>
  )
}
