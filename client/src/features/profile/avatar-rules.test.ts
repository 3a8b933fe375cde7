import { describe, expect, it } from 'vitest'
import { avatarProblem, readUploadAnswer } from './avatar-rules'

const KB = 1024

describe('avatarProblem', () => {
  it('lets JPG, JPEG and PNG pictures of up to 200KB through', () => {
    expect(avatarProblem({ type: 'image/jpeg', size: 120 * KB, name: 'me.jpg' })).toBeNull()
    expect(avatarProblem({ type: 'image/png', size: 200 * KB, name: 'me.png' })).toBeNull()
  })

  it('refuses other types with the type message', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 * KB, name: 'me.gif' })).toBe('avatar.badType')
    expect(avatarProblem({ type: 'image/webp', size: 10 * KB, name: 'me.webp' })).toBe('avatar.badType')
    expect(avatarProblem({ type: 'application/pdf', size: 10 * KB, name: 'me.pdf' })).toBe('avatar.badType')
  })

  it('refuses pictures over 200KB with the size message', () => {
    expect(avatarProblem({ type: 'image/png', size: 200 * KB + 1, name: 'me.png' })).toBe('avatar.tooBig')
  })

  it('names the type first when a file is both of the wrong type and too big', () => {
    expect(avatarProblem({ type: 'image/bmp', size: 900 * KB, name: 'me.bmp' })).toBe('avatar.badType')
  })

  it('reads the extension when the browser gives no type', () => {
    expect(avatarProblem({ type: '', size: 10 * KB, name: 'ME.JPEG' })).toBeNull()
    expect(avatarProblem({ type: '', size: 10 * KB, name: 'me.heic' })).toBe('avatar.badType')
  })
})

describe('readUploadAnswer', () => {
  it('takes the url of a code 0 answer', () => {
    expect(readUploadAnswer({ code: 0, msg: '', data: { url: '/uploads/a.png' } })).toEqual({
      url: '/uploads/a.png',
    })
  })

  it("gives the server's message for any other code, 200 included", () => {
    expect(readUploadAnswer({ code: 500, msg: '文件过大', data: null })).toEqual({ error: '文件过大' })
    expect(readUploadAnswer({ code: 200, msg: 'ok', data: { url: '/a.png' } })).toEqual({ error: 'ok' })
  })

  it('gives no message for an answer that is not an envelope', () => {
    expect(readUploadAnswer('<html>')).toEqual({ error: null })
    expect(readUploadAnswer({ code: 0 })).toEqual({ error: null })
  })
})
