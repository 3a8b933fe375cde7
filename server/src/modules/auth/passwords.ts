import { hash, verify } from '@node-rs/argon2'

/** Argon2id with the library's defaults (19 MiB, 2 passes): slow enough for stored passwords. */
export const hashPassword = (password: string) => hash(password)
export const checkPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false)
