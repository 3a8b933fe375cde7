import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live. The local provider writes under one folder and serves it at /uploads;
 * an object store plugs in by implementing `save` (and serving its own URLs).
 */
export interface FileStorage {
  /** Stores the bytes under a fresh name in `folder` and answers the URL that serves them. */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>
  /** The folder served at /uploads, for the local provider. */
  root: string
}

export const UPLOADS_URL = '/uploads'

export function localFileStorage(root: string): FileStorage {
  return {
    root,
    async save(folder, extension, bytes) {
      const name = `${randomBytes(12).toString('hex')}.${extension}`
      await fs.mkdir(path.join(root, folder), { recursive: true })
      await fs.writeFile(path.join(root, folder, name), bytes)
      return `${UPLOADS_URL}/${folder}/${name}`
    },
  }
}
