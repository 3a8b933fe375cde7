import { GUARDIAN_CONSENT_AGE, PRIVACY_POLICY_VERSION } from '@spell/shared/api/privacy/consent'

/** One section of the policy: a heading, paragraphs, and optionally a table (header row first). */
interface PolicySection {
  heading: string
  paragraphs: string[]
  table?: string[][]
}

const zh: PolicySection[] = [
  {
    heading: '一、适用范围',
    paragraphs: [
      `本政策（版本 ${PRIVACY_POLICY_VERSION}）说明中英双语汉字拼写大赛组委会（“我们”）在本网站上如何收集、使用、保存和保护选手、家长、学校老师和评委的个人信息。大赛选手多为未成年人，我们按照《中华人民共和国个人信息保护法》处理其个人信息。`,
    ],
  },
  {
    heading: '二、我们收集哪些信息，为什么',
    paragraphs: [
      '账号信息：手机号、邮箱、密码（只保存不可逆的哈希值），用于注册、登录和发送验证码。',
      '参赛信息：姓名、性别、国籍、学校、年级和所在地区，用于报名、分组、成绩和证书。',
      '敏感个人信息：证件号码、出生日期和照片，仅用于核验参赛资格（每人一个参赛身份）、按年龄分组和制作证书。只有在您单独同意后，我们才保存这些信息。',
      '订单信息：订单、支付结果和收货地址，用于收费、开票、退款和寄送备赛礼包。',
      '考试与练习：复选赛作答、成绩和趣味练习记录，用于评分、复核和学习进度。',
    ],
  },
  {
    heading: `三、未满 ${GUARDIAN_CONSENT_AGE} 周岁的选手与监护人同意`,
    paragraphs: [
      `选手未满 ${GUARDIAN_CONSENT_AGE} 周岁时，须由其父母或其他监护人阅读本政策并同意后，才能填写证件号码、出生日期和照片；监护人以发到其本人手机（不能是选手本人的手机）上的短信验证码确认同意。我们记录监护人的姓名、与选手的关系、手机号、同意时间和所同意的政策版本。监护人可以代选手行使下文所列的全部权利。`,
    ],
  },
  {
    heading: '四、我们如何保护您的信息',
    paragraphs: [
      '加密保存：证件号码以 AES-256-GCM 加密后存入数据库，每个号码使用随机初始向量；密钥只保存在服务器的配置中，不与数据库和备份存放在一起，并可定期轮换。需要按证件号码查找时，我们只比对用另一把派生密钥计算的 HMAC-SHA256 值，不解密全部数据。',
      '脱敏显示：证件号码在选手主页、学校后台、组委会后台和导出文件中一律只显示后四位（如 **************0027），不显示代表地区和出生日期的数字。本人修改时需重新输入完整号码。',
      '访问记录：组委会工作人员只有在点击“查看完整信息”后才能看到完整的选手信息，每次查看都会记录查看人、被查看选手、时间和操作，组委会可随时查阅该记录。',
      '传输与账号：网站全程使用 HTTPS；密码使用 Argon2id 哈希保存；登录会话 7 天后失效，注销或修改密码会立即结束所有会话。',
    ],
  },
  {
    heading: '五、保存期限',
    paragraphs: ['超过下列期限后，我们删除或匿名化相关信息：'],
    table: [
      ['信息', '保存期限'],
      ['账号、参赛信息、证件号码、出生日期、照片、收货地址、同意记录', '账号存续期间；注销账号时立即删除'],
      [
        '复选赛作答、成绩和考试诚信记录',
        '所在赛季结束后再保存一年（用于成绩复核和申诉），只与已匿名化的账号编号关联',
      ],
      ['订单、支付和退款记录', '按《会计档案管理办法》要求保存（会计凭证和账簿现为 30 年），注销后匿名保存'],
      ['证书', '长期保存以便核验，注销后仅保留持有人姓名、奖项和证书编号'],
      ['组委会访问记录', '3 年'],
      ['验证码', '5 分钟内有效，使用后即作废'],
    ],
  },
  {
    heading: '六、您的权利：查阅、下载和注销',
    paragraphs: [
      '您可以在“选手主页 → 个人信息”中查阅和更正您的信息，并随时点击“下载我的数据”，以 JSON 文件获得我们保存的关于您的全部信息（账号、参赛信息、同意记录、订单、证书、复选赛作答和练习记录）。',
      '您也可以点击“注销账号”并输入密码确认。注销后，您的姓名、手机号、邮箱、证件号码、出生日期、照片、学校和地址立即删除，所有登录失效，账号无法再登录。订单和证书按财务和证书核验的要求匿名保留：订单不再关联任何可识别您的信息；证书保留持有人姓名，以便持有纸质证书的人仍可核验其真伪。',
      '您可以随时通过第八节的联系方式撤回同意：我们将在核实身份后删除证件号码、出生日期和照片，但您可能因此无法参加需要资格核验的比赛。',
    ],
  },
  {
    heading: '七、共享与委托处理',
    paragraphs: [
      '我们不出售个人信息。仅在完成服务所必需时，将必要信息提供给：支付机构（微信支付，完成付款和退款）、短信和邮件服务商（发送验证码和通知）。证件号码、出生日期和照片不提供给任何第三方。',
    ],
  },
  {
    heading: '八、联系我们',
    paragraphs: [
      '如对本政策或您的个人信息有任何疑问、投诉或请求，请联系组委会个人信息保护负责人：邮箱 info@bilingual-spelling.cn，电话 400-820-2025（工作日 9:00-18:00）。我们将在 15 个工作日内答复。',
    ],
  },
]

const en: PolicySection[] = [
  {
    heading: '1. Scope',
    paragraphs: [
      `This policy (version ${PRIVACY_POLICY_VERSION}) explains how the Organising Committee of the Chinese-English Bilingual Character Spelling Competition ("we") collects, uses, keeps and protects the personal information of students, parents, school teachers and judges on this site. Most students are minors; we process their information under the Personal Information Protection Law of the People's Republic of China (PIPL).`,
    ],
  },
  {
    heading: '2. What we collect, and why',
    paragraphs: [
      'Account: mobile number, e-mail and password (stored only as a one-way hash), to register, sign in and send codes.',
      'Competition details: name, sex, nationality, school, grade and region, for entries, groups, results and certificates.',
      'Sensitive personal information: ID number, birth date and photo, used only to check eligibility (one entry per person), to place students in age groups and to make certificates. We store them only after your separate consent.',
      'Orders: orders, payment results and delivery addresses, to charge, invoice, refund and send the preparation pack.',
      'Exams and practice: re-selection answers, scores and practice results, for marking, review and learning progress.',
    ],
  },
  {
    heading: `3. Students under ${GUARDIAN_CONSENT_AGE} and the guardian's consent`,
    paragraphs: [
      `For a student under ${GUARDIAN_CONSENT_AGE}, a parent or other guardian must read this policy and consent before the ID number, birth date and photo can be entered, confirming with the code sent by SMS to the guardian's own phone (not the student's). We record the guardian's name, relation to the student, mobile number, the time of consent and the policy version consented to. The guardian may exercise every right below on the student's behalf.`,
    ],
  },
  {
    heading: '4. How we protect your information',
    paragraphs: [
      'Encryption: ID numbers are stored encrypted with AES-256-GCM, a random IV for each number; the key lives only in the server configuration, never with the database or its backups, and can be rotated. To find a record by ID number we compare HMAC-SHA256 values made with a separate derived key, without decrypting anything.',
      'Masking: ID numbers are shown with only their last four characters (e.g. **************0027), never the digits that stand for the area and the birth date, on the student pages, in the school console, in the committee back office and in exports. To change it, its owner types the whole new number.',
      'Access logging: committee staff see a student\'s whole record only after pressing "Open whole record"; every opening is logged with who, whose record, when and what, and the committee can read that log at any time.',
      'Transport and accounts: the site is served over HTTPS only; passwords are hashed with Argon2id; a sign-in lasts at most 7 days, and signing out or changing the password ends every session at once.',
    ],
  },
  {
    heading: '5. How long we keep it',
    paragraphs: ['After these periods the information is deleted or anonymised:'],
    table: [
      ['Information', 'Kept'],
      [
        'Account, competition details, ID number, birth date, photo, addresses, consent records',
        'While the account exists; erased at once when it is deleted',
      ],
      [
        'Re-selection answers, scores and exam integrity records',
        'For the season plus one year (reviews and appeals), linked only to the anonymised account number',
      ],
      [
        'Orders, payments and refunds',
        'As the Accounting Archives Measures require (currently 30 years for vouchers and books), anonymised after deletion',
      ],
      [
        'Certificates',
        'Long term, for verification; after deletion only the holder’s name, award and code remain',
      ],
      ["The committee's access log", '3 years'],
      ['One-time codes', 'Valid 5 minutes, void once used'],
    ],
  },
  {
    heading: '6. Your rights: access, download and deletion',
    paragraphs: [
      'Under Student home → Profile you can see and correct your information, and press "Download my data" at any time to receive everything we store about you as a JSON file (account, competition details, consents, orders, certificates, re-selection answers and practice).',
      'You can also press "Delete my account" and confirm with your password. Your name, mobile number, e-mail, ID number, birth date, photo, school and addresses are erased at once, every sign-in ends and the account can no longer sign in. Orders and certificates are kept anonymised as accounting and certificate verification require: orders keep nothing that identifies you; a certificate keeps its holder’s name so that whoever holds the paper certificate can still verify it.',
      'You may withdraw your consent at any time through the contact in section 8: once we have confirmed who you are we erase the ID number, birth date and photo, though you may then be unable to enter contests that check eligibility.',
    ],
  },
  {
    heading: '7. Sharing and processors',
    paragraphs: [
      'We sell no personal information. We pass on only what a service needs to: the payment provider (WeChat Pay, for payments and refunds) and the SMS and e-mail providers (codes and notices). ID numbers, birth dates and photos go to no third party.',
    ],
  },
  {
    heading: '8. Contact us',
    paragraphs: [
      "For any question, complaint or request about this policy or your personal information, contact the committee's person in charge of personal information protection: info@bilingual-spelling.cn, 400-820-2025 (working days 9:00-18:00). We answer within 15 working days.",
    ],
  },
]

export const policyText = { zh, en }
