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
  it('is incomplete (2014) until saved, then complete; age and group are derived by the server', async () => {
    const { token } = await student()
    const auth = { authorization: token }
    expect((await call(server, 'GET', '/user/checkBasicsUserInfo', {}, auth)).code).toBe(2014)

    const phone = '13500000001'
    const sysUser = {
      userName: '王小丫',
      sex: 0,
      cardType: 1,
      idCard: '110105201506150027',
      dateBirth: '2015-06-15',
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
      idCard: '**************0027',
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
      sex: 0,
      cardType: 1,
      dateBirth: '1949-12-31',
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
    expect(kept.data.sysUser).toMatchObject({ idCard: '**************002X', dateBirth: '1949-12-31' })
  })

  it('refuses a birth date and sex the ID number contradicts, so the guardian rule follows the number', async () => {
    const { token } = await student()
    const auth = { authorization: token, 'accept-language': 'en' }
    await call(server, 'POST', '/privacy/consent', { sensitive: true }, auth)
    const phone = '13500000005'
    // The number says: born 2015-06-07, female, so 10 or 11 years old.
    const idCard = '440305201506075706'
    const save = async (fields: { dateBirth: string; sex: number }) =>
      call(
        server,
        'POST',
        '/user/saveBasicsUser',
        {
          sysUser: { userName: '周', cardType: 1, idCard, phone, email: 'zhou@family.cn', ...fields },
          sysUserInfo,
          code: await codeFor(server, phone, 9),
        },
        auth,
      )
    expect(await save({ dateBirth: '2000-01-01', sex: 1 })).toMatchObject({
      code: 4000,
      msg: 'The date of birth does not match the ID number: please enter the date the number gives',
      data: {
        fields: [
          {
            field: 'sysUser.dateBirth',
            message: 'The date of birth does not match the ID number: please enter the date the number gives',
          },
          {
            field: 'sysUser.sex',
            message: 'The gender does not match the ID number: please choose the one the number gives',
          },
        ],
      },
    })
    expect((await call(server, 'GET', '/user/checkBasicsUserInfo', {}, auth)).code).toBe(2014)
    // With the number's own birth date the student is under 14: a guardian must consent first.
    expect(await save({ dateBirth: '2015-06-07', sex: 0 })).toMatchObject({
      code: 4000,
      msg: expect.stringContaining('under 14'),
    })
  })

  it('checks a kept ID number the same way, before the SMS code is spent', async () => {
    const { token } = await student()
    const auth = { authorization: token }
    await call(server, 'POST', '/privacy/consent', { sensitive: true }, auth)
    const phone = '13500000006'
    const sysUser = { userName: '吴', sex: 1, cardType: 1, phone, email: 'wu@family.cn' }
    const first = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      {
        sysUser: { ...sysUser, idCard: '110105194912310011', dateBirth: '1949-12-31' },
        sysUserInfo,
        code: await codeFor(server, phone, 9),
      },
      auth,
    )
    expect(first.code).toBe(200)
    const code = await codeFor(server, phone, 9)
    const younger = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      { sysUser: { ...sysUser, dateBirth: '2015-01-01' }, sysUserInfo, code },
      auth,
    )
    expect(younger).toMatchObject({
      code: 4000,
      msg: '出生日期与证件号码不符，请填写证件号码中的出生日期',
      data: { fields: [{ field: 'sysUser.dateBirth' }] },
    })
    const info = await call(server, 'POST', '/user/getBasicsUserInfo', {}, auth)
    expect(info.data.sysUser).toMatchObject({ dateBirth: '1949-12-31' })
    const again = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      { sysUser: { ...sysUser, dateBirth: '1949-12-31', userName: '吴一' }, sysUserInfo, code },
      auth,
    )
    expect(again.code).toBe(200)
  })

  it('leaves the SMS code unspent when a missing consent refuses the save', async () => {
    const { token } = await student()
    const auth = { authorization: token }
    const phone = '13500000007'
    const sysUser = {
      userName: '郑',
      sex: 1,
      cardType: 1,
      idCard: '110105198001010016',
      dateBirth: '1980-01-01',
      phone,
      email: 'zheng@family.cn',
    }
    const code = await codeFor(server, phone, 9)
    const save = () => call(server, 'POST', '/user/saveBasicsUser', { sysUser, sysUserInfo, code }, auth)
    expect(await save()).toMatchObject({ code: 4000, msg: expect.stringContaining('单独同意') })
    await call(server, 'POST', '/privacy/consent', { sensitive: true }, auth)
    expect(await save()).toMatchObject({ code: 200 })
  })

  it('refuses an ID card number given as a passport', async () => {
    const { token } = await student()
    const answer = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      {
        sysUser: {
          userName: '郑',
          sex: 1,
          cardType: 2,
          idCard: '440305201506075706',
          dateBirth: '2000-01-01',
          phone: '13500000007',
          email: 'zheng@family.cn',
        },
        sysUserInfo,
        code: '123456',
      },
      { authorization: token },
    )
    expect(answer).toMatchObject({
      code: 4000,
      msg: '该号码是身份证号码，请将证件类型选为身份证',
      data: { fields: [{ field: 'sysUser.cardType' }] },
    })
  })

  it('needs the SMS code of type 9 for the phone given', async () => {
    const { token } = await student()
    await call(server, 'POST', '/privacy/consent', { sensitive: true }, { authorization: token })
    const code = await codeFor(server, '13500000002', 1)
    const sysUser = {
      userName: '李',
      sex: 1,
      cardType: 2,
      idCard: 'E12345678',
      dateBirth: '2000-03-01',
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
