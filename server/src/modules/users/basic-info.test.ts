import { codeTypes } from '@spell/shared/api/accounts/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser, buildUser } from '../../test-support/factories'
import {
  call,
  codeFor,
  fromAnotherClient,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server'
import { hashPassword } from '../auth/passwords'
import { startSession } from '../auth/sessions.service'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const sysUserInfo = {
  provinceCode: '310000',
  cityCode: '310100',
  areaCode: '310104',
  province: '上海市',
  city: '市辖区',
  area: '徐汇区',
  schoolName: '上海市徐汇区第一中心小学',
  grade: 5,
  nationality: '中国',
}

async function student() {
  const user = await buildUser(server.db, 'student', {
    phone: null,
    email: null,
    passwordHash: await hashPassword('Spell2026'),
  })
  return { user, token: await startSession(server.db, user.id) }
}

describe('basic information', () => {
  it('is incomplete (2014) until saved, then complete; ID facts and group are derived by the server', async () => {
    const { token } = await student()
    const auth = { authorization: token }
    expect((await call(server, 'GET', '/user/checkBasicsUserInfo', {}, auth)).code).toBe(2014)

    const phone = '13500000001'
    const sysUser = {
      userName: '王小丫',
      sex: 1, // the ID says female: the server believes the ID
      cardType: 1,
      idCard: '110105201506150027',
      dateBirth: '2000-01-01',
      phone,
      email: 'wang.xiaoya@family.cn',
    }
    const save = async () =>
      call(
        server,
        'POST',
        '/user/saveBasicsUser',
        { sysUser, sysUserInfo, code: await codeFor(server, phone, 9), codeType: 9 },
        auth,
      )
    // Sensitive fields need the student's separate consent, and (born 2015: under 14) a guardian's.
    expect(await save()).toMatchObject({ code: 4000, msg: expect.stringContaining('单独同意') })
    await call(server, 'POST', '/privacy/consent', { sensitive: true }, auth)
    expect(await save()).toMatchObject({ code: 4000, msg: expect.stringContaining('未满 14 周岁') })
    expect((await call(server, 'GET', '/user/checkBasicsUserInfo', {}, auth)).code).toBe(2014)
    await call(
      server,
      'POST',
      '/privacy/consent',
      {
        sensitive: true,
        guardian: {
          name: '王大明',
          relation: 'father',
          phone: '13500000099',
          agreed: true,
          code: await codeFor(server, '13500000099', codeTypes.guardianConsent),
        },
      },
      auth,
    )
    expect(await save()).toMatchObject({ code: 200 })
    expect((await call(server, 'GET', '/user/checkBasicsUserInfo', {}, auth)).code).toBe(200)

    const info = await call(server, 'POST', '/user/getBasicsUserInfo', {}, auth)
    expect(info.data.sysUser).toMatchObject({
      sex: 0,
      idCard: '1101**********0027',
      dateBirth: '2015-06-15',
      age: expect.any(Number),
      phone,
    })
    expect(info.data.sysUserInfo).toMatchObject({
      grade: 5,
      group: 3,
      level: 1,
      schoolName: sysUserInfo.schoolName,
    })

    const byPhone = await call(
      server,
      'POST',
      '/common/loginWebByPhone',
      { phone, password: 'Spell2026' },
      fromAnotherClient(),
    )
    expect(byPhone.code).toBe(200)
  })

  it('keeps the stored ID number when the form leaves it out, and takes a new one when typed', async () => {
    const { token } = await student()
    const auth = { authorization: token }
    const phone = '13500000004'
    await call(server, 'POST', '/privacy/consent', { sensitive: true }, auth)
    const sysUser = {
      userName: '陈',
      sex: 1,
      cardType: 1,
      dateBirth: '2000-01-01',
      phone,
      email: 'chen@family.cn',
    }
    const save = async (idCard?: string) =>
      call(
        server,
        'POST',
        '/user/saveBasicsUser',
        {
          sysUser: { ...sysUser, ...(idCard ? { idCard } : {}) },
          sysUserInfo,
          code: await codeFor(server, phone, 9),
        },
        auth,
      )
    expect(await save()).toMatchObject({ code: 4000, msg: '请输入证件号码' })
    expect((await save('11010519491231002x')).code).toBe(200)
    expect((await save()).code).toBe(200)
    const kept = await call(server, 'POST', '/user/getBasicsUserInfo', {}, auth)
    expect(kept.data.sysUser).toMatchObject({ idCard: '1101**********002X', dateBirth: '1949-12-31' })
  })

  it('needs the SMS code of type 9 for the phone given', async () => {
    const { token } = await student()
    const code = await codeFor(server, '13500000002', 1)
    const sysUser = {
      userName: '李',
      sex: 1,
      cardType: 2,
      idCard: 'E12345678',
      dateBirth: '2014-03-01',
      phone: '13500000002',
      email: 'li@family.cn',
    }
    const answer = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      { sysUser, sysUserInfo, code, codeType: 9 },
      { authorization: token },
    )
    expect(answer).toMatchObject({ code: 4000, msg: '验证码错误或已失效' })
  })

  it('names each missing field with the specification’s message', async () => {
    const { token } = await student()
    const answer = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      { sysUser: { idCard: '' }, sysUserInfo: {}, code: '' },
      { authorization: token },
    )
    const messages = answer.data.fields.map((f: { message: string }) => f.message)
    for (const text of [
      '请输入姓名',
      '请选择性别',
      '请选择证件类型',
      '请输入证件号',
      '请选择出生日期',
      '请输入手机号',
      '请输入邮箱',
      '请选择学校',
      '请选择年级',
      '请输入短信验证码',
    ]) {
      expect(messages).toContain(text)
    }
  })

  it('rejects an invalid ID card number when the ID type is 1', async () => {
    const { token } = await student()
    const sysUser = {
      userName: '张',
      sex: 1,
      cardType: 1,
      idCard: '110105201506150021',
      dateBirth: '2015-06-15',
      phone: '13500000003',
      email: 'z@family.cn',
    }
    const answer = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      { sysUser, sysUserInfo, code: '123456' },
      { authorization: token },
    )
    expect(answer).toMatchObject({ code: 4000, msg: '请输入正确的身份证号' })
  })

  it('is a student call: a school teacher is forbidden, a visitor must log in', async () => {
    const { token } = await buildSignedInUser(server.db, 'schoolTeacher')
    expect((await call(server, 'POST', '/user/getBasicsUserInfo', {}, { authorization: token })).code).toBe(
      4003,
    )
    expect((await call(server, 'GET', '/user/checkBasicsUserInfo')).code).toBe(401)
  })
})

describe('avatar upload', () => {
  const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(100, 1)])
  const upload = async (token: string | null, bytes: Buffer, name: string) => {
    const form = new FormData()
    form.append('file', new Blob([bytes]), name)
    const response = await fetch(`${server.url}/api/app/club/uploadFile`, {
      method: 'POST',
      headers: token ? { authorization: token } : {},
      body: form,
    })
    return (await response.json()) as { code: number; msg: string; data: { url: string } | null }
  }

  it('stores a PNG and serves it back (code 0, as the specification’s client expects)', async () => {
    const { token } = await student()
    const answer = await upload(token, png, 'me.png')
    expect(answer.code).toBe(0)
    const served = await fetch(`${server.url}${answer.data?.url}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  })

  it('refuses other formats, files over 200KB and visitors', async () => {
    const { token } = await student()
    expect((await upload(token, Buffer.from('GIF89a...'), 'me.gif')).msg).toBe(
      '上传头像图片只能是 JPG/PNG/JPEG 格式!',
    )
    expect((await upload(token, Buffer.from('not a png'), 'me.png')).msg).toBe(
      '上传头像图片只能是 JPG/PNG/JPEG 格式!',
    )
    expect((await upload(token, Buffer.concat([png, Buffer.alloc(200 * 1024)]), 'me.png')).msg).toBe(
      '上传头像图片大小不能超过 200KB!',
    )
    expect((await upload(null, png, 'me.png')).code).toBe(401)
  })
})
