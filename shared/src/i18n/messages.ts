import { raceSchedules } from '../dictionaries'
import type { Bilingual, Lang } from './lang'
import { bankTransferMessages } from './messages-bank-transfer'
import { certificateMessages } from './messages-certificates'
import { invoiceMessages } from './messages-invoices'
import { lexiconMessages } from './messages-lexicon'
import { ordersAdminMessages } from './messages-orders-admin'
import { privacyMessages } from './messages-privacy'
import { resultMessages } from './messages-results'
import { teamMessages } from './messages-teams'

/**
 * Every message the server sends and every validation message a form shows, in both languages.
 * Schemas in shared/ use these keys as their error messages, so the server's answer and the client's
 * form say the same words. Placeholders are written {{name}}.
 */
export const messages = {
  ...resultMessages,
  'validation.required': { zh: '请填写 {{field}}', en: 'Please fill in {{field}}' },
  'validation.tooLong': {
    zh: '{{field}} 最多 {{max}} 个字符',
    en: '{{field}} may have at most {{max}} characters',
  },
  'validation.tooShort': {
    zh: '{{field}} 至少 {{min}} 个字符',
    en: '{{field}} needs at least {{min}} characters',
  },
  'validation.tooBig': { zh: '{{field}} 不能大于 {{max}}', en: '{{field}} may be at most {{max}}' },
  'validation.tooSmall': { zh: '{{field}} 不能小于 {{min}}', en: '{{field}} must be at least {{min}}' },
  'validation.invalid': { zh: '{{field}} 格式不正确', en: '{{field}} is not valid' },
  'validation.unknownField': { zh: '不认识的字段 {{field}}', en: 'Unknown field {{field}}' },
  'validation.controlCharacter': {
    zh: '{{field}} 含有不可见的控制字符，请删除后重试',
    en: '{{field}} contains an invisible control character, please remove it',
  },
  'validation.lineBreak': {
    zh: '{{field}} 不能换行或含制表符',
    en: '{{field}} may not contain line breaks or tabs',
  },
  'validation.brokenCharacter': {
    zh: '{{field}} 含有无法识别的字符，请重新输入',
    en: '{{field}} contains a broken character, please type it again',
  },
  'validation.tooDeep': { zh: '提交的内容层级过深', en: 'The input is nested too deeply' },
  'validation.unstorableText': {
    zh: '提交的内容含有无法保存的字符，请删除不可见字符后重试',
    en: 'The input contains characters that cannot be stored, please remove invisible characters',
  },
  'validation.outOfRange': {
    zh: '提交的数字或日期超出了允许的范围',
    en: 'A number or date in the input is out of range',
  },

  'phone.required': { zh: '请输入手机号', en: 'Please enter the mobile phone number' },
  'phone.invalid': { zh: '请输入正确手机号', en: 'Please enter the correct mobile phone number' },
  'email.invalid': { zh: '请填写正确的邮箱格式', en: 'Please enter a valid e-mail address' },
  'idCard.invalid': { zh: '请输入正确的身份证号', en: 'Please enter a valid ID card number' },
  'idCard.birthMismatch': {
    zh: '出生日期与证件号码不符，请填写证件号码中的出生日期',
    en: 'The date of birth does not match the ID number: please enter the date the number gives',
  },
  'idCard.sexMismatch': {
    zh: '性别与证件号码不符，请选择证件号码对应的性别',
    en: 'The gender does not match the ID number: please choose the one the number gives',
  },
  'idCard.typeIsIdCard': {
    zh: '该号码是身份证号码，请将证件类型选为身份证',
    en: 'This is an ID card number: please choose ID card as the ID type',
  },

  'certificate.codeRequired': { zh: '请填写证书编码', en: 'Please enter the certificate code' },
  'certificate.captchaRequired': { zh: '请填写验证码', en: 'Please enter the verification code' },
  'certificate.captchaWrong': { zh: '验证码不正确', en: 'The verification code is incorrect' },
  'certificate.notFound': {
    zh: '未查询到该证书，请核对证书编码',
    en: 'No certificate has this code, please check it',
  },
  'certificate.captchaExpired': {
    zh: '验证码已失效，请重新输入',
    en: 'The verification code has expired, please enter the new one',
  },

  'notice.messageRequired': { zh: '请输入通知内容', en: 'Please enter the notice text' },

  'email.required': { zh: '请输入邮箱', en: 'Please enter the e-mail address' },
  'email.requiredToSend': { zh: '请输入邮箱', en: 'Please enter the e-mail address' },
  'email.empty': { zh: '邮箱不能为空', en: 'The e-mail address cannot be empty' },
  'email.invalidReset': { zh: '请输入正确的邮箱格式', en: 'Please enter a valid e-mail address' },
  'email.taken': { zh: '该邮箱已注册，请直接登录', en: 'This e-mail is already registered, please log in' },
  'phone.taken': { zh: '该手机号已注册', en: 'This phone number is already registered' },

  'code.required': { zh: '请输入验证码', en: 'Please enter the verification code' },
  'code.smsRequired': { zh: '请输入短信验证码', en: 'Please enter the SMS code' },
  'code.tooLong': { zh: '验证码最多 6 位', en: 'The verification code has at most 6 characters' },
  'code.wrong': { zh: '验证码错误或已失效', en: 'The verification code is wrong or has expired' },
  'code.tooSoon': {
    zh: '发送过于频繁，请 {{seconds}} 秒后再试',
    en: 'Sent too often, please try again in {{seconds}} s',
  },
  'code.dailyLimit': {
    zh: '今日发送次数已达上限，请明天再试',
    en: 'Daily limit of codes reached, please try tomorrow',
  },
  'code.addressLimit': {
    zh: '本网络发送验证码过于频繁，请 {{seconds}} 秒后再试',
    en: 'Too many codes have been sent from this network, please try again in {{seconds}} s',
  },
  'code.addressDailyLimit': {
    zh: '本网络今日发送验证码已达上限，请明天再试；学校可请组委会提高本校网络的额度',
    en: "This network has reached today's limit of codes, please try tomorrow; a school can ask the committee to raise its network's allowance",
  },
  'code.sent': { zh: '短信发送成功，请注意查收', en: 'SMS sent successfully, please check' },
  'code.mailSent': { zh: '发送成功', en: 'Sent successfully' },
  'code.sendFailed': {
    zh: '验证码发送失败，请稍后再试',
    en: 'The verification code could not be sent, please try again later',
  },
  'code.recipientLimited': {
    zh: '该号码或邮箱接收验证码过于频繁，请稍后再试',
    en: 'This number or address has received too many codes, please try again later',
  },
  'code.recipientRejected': {
    zh: '验证码无法送达该号码或邮箱，请检查是否填写正确',
    en: 'The code cannot be delivered to this number or address, please check it is correct',
  },

  'password.required': { zh: '请输入密码', en: 'Please enter the password' },
  'password.confirmRequired': { zh: '请再次输入密码', en: 'Please enter the password again' },
  'password.mismatch': { zh: '两次输入密码不一致!', en: 'The two passwords do not match!' },
  'password.tooShort': { zh: '密码至少 6 位', en: 'The password needs at least 6 characters' },
  'password.tooLong': { zh: '密码最多 32 位', en: 'The password may have at most 32 characters' },

  'auth.accountRequired': { zh: '请输入手机号或用户名', en: 'Please enter the phone number or user name' },
  'auth.wrongCredentials': { zh: '账号或密码错误', en: 'Wrong account or password' },
  'auth.tooManyAttempts': {
    zh: '尝试次数过多，请 {{minutes}} 分钟后再试',
    en: 'Too many attempts, please try again in {{minutes}} minutes',
  },
  'auth.tooManyFailuresFromAddress': {
    zh: '本网络登录失败次数过多，请 {{minutes}} 分钟后再试',
    en: 'Too many failed sign-ins from this network, please try again in {{minutes}} minutes',
  },
  'auth.captchaRequired': {
    zh: '本网络登录失败次数较多，请输入图中的验证码后再登录',
    en: 'Many sign-ins from this network have failed: please type the characters in the picture, then log in again',
  },
  'auth.tooManyLoginsFromAddress': {
    zh: '本网络登录过于频繁，请 {{seconds}} 秒后再试',
    en: 'Too many sign-ins from this network, please try again in {{seconds}} s',
  },
  'allowance.networkRequired': { zh: '请输入地址或网段', en: 'Please enter the address or network' },
  'allowance.networkInvalid': {
    zh: '请输入 IPv4 或 IPv6 地址，或网段（如 203.0.113.0/24）',
    en: 'Please enter an IPv4 or IPv6 address or a network (e.g. 203.0.113.0/24)',
  },
  'allowance.factorInvalid': {
    zh: '倍数须为 2 到 100 的整数',
    en: 'The factor must be a whole number from 2 to 100',
  },
  'allowance.noteTooLong': { zh: '备注最多 100 个字', en: 'The note may have at most 100 characters' },
  'allowance.notFound': { zh: '该额度不存在', en: 'No such allowance' },
  'auth.schoolNotRegistered': {
    zh: '该手机号尚未注册会员学校，请先注册',
    en: 'No member school is registered with this phone number; please register first',
  },
  'auth.pending': {
    zh: '您的注册正在审核中，审核通过后即可登录！',
    en: 'Your registration is being reviewed; you can log in once it is approved!',
  },
  'auth.rejected': {
    zh: '您的注册未通过审核：{{reason}}。请修改后重新注册或联系组委会。',
    en: 'Your registration was not approved: {{reason}}. Please register again or contact the committee.',
  },
  'auth.disabled': {
    zh: '该账号已停用，请联系组委会',
    en: 'This account is disabled; please contact the committee',
  },
  'auth.notStudent': { zh: '请使用学生账号登录', en: 'Please log in with a student account' },

  'school.nameRequired': { zh: '请选择或输入学校', en: 'Please pick or enter the school' },
  'school.typeRequired': { zh: '请选择学校类型', en: 'Please choose the school type' },
  'school.gradesRequired': { zh: '请选择包含年级', en: 'Please choose the grades included' },
  'school.teacherRequired': { zh: '请输入负责老师姓名', en: "Please enter the responsible teacher's name" },
  'school.teacherTooLong': {
    zh: '负责老师姓名最多 20 个字',
    en: "The teacher's name may have at most 20 characters",
  },
  'school.registered': {
    zh: '注册成功！请等待后台审核，审核通过后即可登录！',
    en: 'Registered! Please wait for the review; you can log in once it is approved!',
  },
  'area.required': { zh: '请选择', en: 'Please choose' },

  'user.nameRequired': { zh: '请输入姓名', en: 'Please enter the name' },
  'user.sexRequired': { zh: '请选择性别', en: 'Please choose the gender' },
  'user.cardTypeRequired': { zh: '请选择证件类型', en: 'Please choose the ID type' },
  'user.idCardRequired': { zh: '请输入证件号', en: 'Please enter the ID number' },
  'user.idCardTooLong': { zh: '证件号最多 18 位', en: 'The ID number has at most 18 characters' },
  'user.birthRequired': { zh: '请选择出生日期', en: 'Please choose the date of birth' },
  'user.emailRequired': { zh: '请输入邮箱', en: 'Please enter the e-mail address' },
  'user.schoolRequired': { zh: '请选择学校', en: 'Please choose the school' },
  'user.gradeRequired': { zh: '请选择年级', en: 'Please choose the grade' },
  'user.saved': { zh: '保存成功！', en: 'Saved!' },
  'avatar.badType': {
    zh: '上传头像图片只能是 JPG/PNG/JPEG 格式!',
    en: 'The avatar must be a JPG/PNG/JPEG image!',
  },
  'avatar.tooBig': { zh: '上传头像图片大小不能超过 200KB!', en: 'The avatar image cannot exceed 200KB!' },

  'exam.quizIdRequired': { zh: '缺少考试编号', en: 'The exam is missing' },
  'exam.notFound': { zh: '没有找到可参加的考试', en: 'No exam is open for you' },
  'exam.notEnrolled': { zh: '您未报名本场考试', en: 'You are not enrolled in this exam' },
  'exam.outsideWindow': { zh: '当前不在考试时间内', en: 'The exam is not open at this time' },
  'exam.questionNotOpen': { zh: '本题当前不可作答', en: 'This question is not open for answers' },
  'exam.staleAnswer': { zh: '已保存更新的答案', en: 'A newer answer is already saved' },
  'exam.alreadySubmitted': { zh: '试卷已提交', en: 'The paper has already been submitted' },
  'exam.notSubmittable': {
    zh: '考试尚未进入检查阶段，暂不能交卷',
    en: 'The paper can be submitted in the review phase',
  },
  'exam.staleCommand': {
    zh: '考试进度已变化，请刷新后再操作',
    en: 'The exam has moved on; refresh before pressing again',
  },
  'exam.notController': {
    zh: '另一位评委正在控制本场考试，您只能观看',
    en: 'Another judge controls this exam; you can watch only',
  },
  'exam.notAssigned': { zh: '您未被指派到本场考试', en: 'You are not assigned to this exam' },
  'exam.questionStillOpen': {
    zh: '本题尚未结束，暂不能公布作答分布',
    en: 'The answers are shown once the question has closed',
  },
  'exam.saved': { zh: '已保存', en: 'Saved' },

  // The committee's exam management
  'examAdmin.badTime': { zh: '{{field}}不是有效的时间', en: 'The {{field}} is not a valid date and time' },
  'examAdmin.seasonName': {
    zh: '赛季名称格式应为 2024~2025',
    en: 'A season is named like 2024~2025',
  },
  'examAdmin.seasonYears': {
    zh: '赛季的第二个年份应比第一个大 1，例如 2026~2027',
    en: 'The second year of a season follows the first, e.g. 2026~2027',
  },
  'season.none': {
    zh: '还没有任何赛季，请组委会先添加赛季',
    en: 'There is no season yet: the committee adds one first',
  },
  'season.unknown': { zh: '赛季不存在', en: 'No such season' },
  'raceSchedule.unknown': { zh: '赛程不存在', en: 'No such stage of the season' },
  'season.passwordLength': {
    zh: '字库密码长度应为 6 到 64 个字符',
    en: 'The character bank password is 6 to 64 characters long',
  },
  'examAdmin.signUpOrder': {
    zh: '报名结束时间必须晚于报名开始时间',
    en: 'Sign-up must end after it starts',
  },
  'examAdmin.examinationOrder': {
    zh: '考试结束时间必须晚于考试开始时间',
    en: 'The examination must end after it starts',
  },
  'examAdmin.raceScheduleUnknown': {
    zh: `赛程只能是${raceSchedules.map((r) => r.label.zh).join('、')}`,
    en: `The race schedule is one of: ${raceSchedules.map((r) => r.label.en).join(', ')}`,
  },
  'examAdmin.publishOrder': {
    zh: '成绩公布时间必须晚于考试结束时间',
    en: 'Results are published after the examination ends',
  },
  'examAdmin.scheduleTaken': {
    zh: '该赛季已有这个赛程',
    en: 'This season already has that race schedule',
  },
  'examAdmin.scheduleMissing': {
    zh: '所选赛季没有这个赛程，请先在"赛季与赛程"中添加',
    en: 'The season has no such race schedule; add it under Seasons and schedules first',
  },
  'examAdmin.scheduleNoTimes': {
    zh: '该赛程还没有设置考试开始和结束时间',
    en: 'The race schedule has no examination start and end times yet',
  },
  'examAdmin.started': {
    zh: '考试已经开始，不能再修改试题或设置',
    en: 'The exam has started; its questions and settings can no longer change',
  },
  'examAdmin.quizForm': {
    zh: '{{field}}只能是 1（示例）或 0（正式）',
    en: 'The {{field}} is 1 (example) or 0 (real)',
  },
  'examAdmin.section': { zh: '{{field}}只能是 A 到 E', en: 'The {{field}} is a letter from A to E' },
  'examAdmin.twoChoices': { zh: '至少需要两个选项', en: 'A question needs at least two choices' },
  'examAdmin.repeatedChoice': { zh: '选项不能重复', en: 'The choices must all differ' },
  'examAdmin.answerNotAChoice': {
    zh: '答案必须是选项之一',
    en: 'Every answer must be one of the choices',
  },
  'examAdmin.answerInQuestion': {
    zh: '{{field}}中写出了正确答案，请改写，不要泄露答案',
    en: 'The {{field}} gives away its correct answer; reword it',
  },
  'examAdmin.kind': {
    zh: '题目类别只能是 choice（选择）或 write（书写）',
    en: 'The kind is choice or write',
  },
  'examAdmin.seconds': { zh: '答题秒数须在 5 到 600 之间', en: 'The seconds are between 5 and 600' },
  'examAdmin.writeOneCharacter': {
    zh: '书写题的答案必须是一个汉字',
    en: 'A write question’s answer is one Chinese character',
  },
  'examAdmin.writePinyin': { zh: '书写题需要拼音', en: 'A write question needs its pinyin' },
  'examAdmin.writeNoStrokes': {
    zh: '第 {{row}} 行：“{{character}}”没有笔画数据，不能出书写题',
    en: 'Row {{row}}: “{{character}}” has no stroke data, so it cannot be a write question',
  },
  'examAdmin.noQuestions': { zh: '试卷中没有题目', en: 'The paper has no questions' },
  'examAdmin.noRealQuestion': {
    zh: '试卷中至少需要一道正式题（quizForm 0）',
    en: 'The paper needs at least one real question (quizForm 0)',
  },
  'examAdmin.fileType': {
    zh: '请上传 .xlsx 或 .json 文件',
    en: 'Please upload an .xlsx or .json file',
  },
  'examAdmin.fileTooBig': { zh: '文件不能超过 512KB', en: 'The file cannot exceed 512 KB' },
  'examAdmin.fileUnreadable': {
    zh: '无法读取该文件，请使用模板的格式',
    en: 'The file cannot be read; please use the template',
  },
  'examAdmin.missingColumns': {
    zh: '第一行缺少这些列：{{columns}}',
    en: 'The first row lacks these columns: {{columns}}',
  },
  'examAdmin.rowProblem': { zh: '第 {{row}} 行：{{problem}}', en: 'Row {{row}}: {{problem}}' },
  'examAdmin.unknownAccounts': {
    zh: '这些账号不存在或不是学生账号，未做任何报名：{{accounts}}',
    en: 'These are not student accounts, so nobody was enrolled: {{accounts}}',
  },
  'examAdmin.answerFileType': {
    zh: '请上传学生考试页面保存的 .json 答案文件',
    en: 'Please upload the .json answer file saved by the exam page',
  },
  'examAdmin.notAnAnswerFile': {
    zh: '这不是考试页面保存的答案文件',
    en: 'This is not an answer file saved by the exam page',
  },
  'examAdmin.answerFileOtherExam': {
    zh: '这个答案文件属于另一场考试',
    en: 'This answer file belongs to another exam',
  },
  'examAdmin.answerFileNotEnrolled': {
    zh: '答案文件中的学生没有报名这场考试',
    en: 'The student of this answer file is not enrolled in this exam',
  },
  'examAdmin.notJudges': {
    zh: '所选的人中有非评委账号',
    en: 'Some of the people chosen are not judge accounts',
  },
  'review.reasonRequired': { zh: '请填写不通过的原因', en: 'Please give the reason for rejecting' },
  'review.notPending': { zh: '该注册已审核过', en: 'This registration has already been reviewed' },
  'staff.schoolsRequired': { zh: '请选择绑定的学校', en: 'Please choose the schools to bind' },
  // lexicon and practice
  'lexicon.searchTooLong': { zh: '搜索内容最多 20 个字', en: 'Search for at most 20 characters' },
  'lexicon.pageRequired': { zh: '缺少汉字序号', en: 'The character number is missing' },
  'lexicon.oneCharacter': { zh: '请只给出一个汉字', en: 'Give exactly one Chinese character' },
  'lexicon.notFound': { zh: '字库中没有这个汉字', en: 'This character is not in the lexicon' },
  'lexicon.noStrokes': { zh: '暂无这个汉字的笔画数据', en: 'No stroke data for this character yet' },
  'lexicon.glyphMissing': {
    zh: '该字体暂未收录此字',
    en: 'This form is not available for this character yet',
  },
  'lexicon.audioMissing': { zh: '暂无这段朗读', en: 'No recording of this text yet' },
  'lexicon.badUrl': { zh: '文件地址格式不正确', en: 'The file address is not valid' },
  'lexicon.badTopics': { zh: '主题须为逗号分隔的编号', en: 'Topics must be comma-separated numbers' },
  'lexicon.pinyinRequired': { zh: '请填写拼音', en: 'Please fill in the pinyin' },
  'lexicon.badUpload': {
    zh: '只能上传 MP3/WAV 音频或 PNG/JPG 图片，且不超过 2MB',
    en: 'Upload an MP3/WAV audio or a PNG/JPG image of at most 2 MB',
  },
  'lexicon.uploadTooLarge': {
    zh: '文件超过 {{max}}MB，请压缩或剪短后再上传',
    en: 'The file is larger than {{max}} MB: compress or shorten it, then upload it again',
  },
  'lexicon.audioUndecodable': {
    zh: '这个音频文件无法解码，请上传完整的 MP3 或 WAV 文件',
    en: 'This audio file cannot be decoded: upload a complete MP3 or WAV file',
  },
  'lexicon.audioTooShort': {
    zh: '音频只有 {{seconds}} 秒，至少需要 {{min}} 秒',
    en: 'The audio lasts only {{seconds}} s; it must last at least {{min}} s',
  },
  'lexicon.audioTooLong': {
    zh: '音频长 {{seconds}} 秒，最长 {{max}} 秒',
    en: 'The audio lasts {{seconds}} s; it may last at most {{max}} s',
  },
  'lexicon.audioSilent': {
    zh: '音频里听不到声音，请靠近麦克风重新录制',
    en: 'Nothing can be heard in this audio: record it again closer to the microphone',
  },
  'practice.quizRequired': { zh: '缺少练习编号', en: 'The practice is missing' },
  'practice.notFound': { zh: '没有找到这份练习', en: 'This practice does not exist' },
  'practice.checksUsed': {
    zh: '每道题 {{minutes}} 分钟内最多检查 {{limit}} 次，请先写其他题，或直接提交',
    en: 'Each question can be checked {{limit}} times in {{minutes}} minutes; write the others first, or hand in',
  },
  'practice.checksUsedThisHour': {
    zh: '{{minutes}} 分钟内最多检查 {{limit}} 次书写，请稍后再试，或直接提交',
    en: 'Handwriting can be checked {{limit}} times in {{minutes}} minutes; try again later, or hand in',
  },
  'practice.notOpened': {
    zh: '请重新打开这份练习再提交',
    en: 'Open this practice again before handing it in',
  },
  'practice.locked': {
    zh: '请先解锁试卷 1-4 再开始挑战练习',
    en: 'Unlock papers 1-4 before starting the challenge',
  },
  'practice.outsideWindow': {
    zh: '本阶段只在报名时间（北京时间 {{signUp}}）或考试时间（{{exam}}）内开放，现在不能进入',
    en: 'This stage is open only during its sign-up period ({{signUp}}, China time) or its exam period ({{exam}}); it cannot be entered now',
  },
  'practice.twoTiles': { zh: '请选择两个字块', en: 'Pick two tiles' },
  'practice.notInQuiz': { zh: '这道题不属于本次练习', en: 'This question is not part of the practice' },
  'practice.noResult': { zh: '还没有这份练习的成绩', en: 'There is no result for this practice yet' },
  'socket.tooLarge': {
    zh: '这条消息超过 {{kb}} KB，没有处理，请减少内容后重试',
    en: 'This message is over {{kb}} KB and was not handled; make it smaller and try again',
  },
  'handwriting.badStrokes': {
    zh: '书写笔画数据无效或过多',
    en: 'The handwritten strokes are not valid or there are too many',
  },
  // end of lexicon and practice
  // ── public site: character bank password, volunteer interest ──
  'publicSite.passwordRequired': { zh: '请输入字库密码', en: 'Please enter the character bank password' },
  'publicSite.passwordWrong': {
    zh: '密码不正确，请核对缴费确认邮件或个人中心中的字库密码',
    en: 'The password is not correct; please check the one in your payment confirmation e-mail or your student area',
  },
  'publicSite.noPassword': {
    zh: '本赛季字库尚未开放，密码公布后可在个人中心查看',
    en: "This season's character bank is not open yet; once its password is published, your student area shows it",
  },
  'characterBank.notPaid': {
    zh: '缴费报名本赛季后才能查看字库密码',
    en: "The character bank password is shown once you have paid this season's entry",
  },
  'volunteer.nameRequired': { zh: '请输入姓名', en: 'Please enter your name' },
  'volunteer.nameTooLong': { zh: '姓名最多 20 个字符', en: 'The name may have at most 20 characters' },
  'volunteer.phoneRequired': { zh: '请输入手机号', en: 'Please enter the mobile phone number' },
  'volunteer.phoneWrong': { zh: '请输入正确手机号', en: 'Please enter the correct mobile phone number' },
  'volunteer.emailWrong': { zh: '请填写正确的邮箱格式', en: 'Please enter a valid e-mail address' },
  'volunteer.cityRequired': { zh: '请输入所在城市', en: 'Please enter your city' },
  'volunteer.cityTooLong': { zh: '城市最多 40 个字符', en: 'The city may have at most 40 characters' },
  'volunteer.rolesRequired': {
    zh: '请至少选择一项志愿服务方向',
    en: 'Please choose at least one way you would like to help',
  },
  'volunteer.messageTooLong': {
    zh: '留言最多 500 个字符',
    en: 'The message may have at most 500 characters',
  },
  // ── end public-site ──

  // ── school console: school and personal information, paper applications, scores ──
  'schoolInfo.mottoTooLong': { zh: '校训最多 100 个字', en: 'The motto may be at most 100 characters' },
  'schoolInfo.profileTooLong': {
    zh: '学校简介最多 200 个字',
    en: 'The profile may be at most 200 characters',
  },
  'schoolInfo.addressTooLong': {
    zh: '学校地址最多 200 个字',
    en: 'The address may be at most 200 characters',
  },
  'schoolInfo.yearInvalid': { zh: '请输入正确的建校年份', en: 'Please enter a valid founding year' },
  'schoolInfo.phoneInvalid': { zh: '请输入正确的联系电话', en: 'Please enter a valid phone number' },
  'schoolInfo.noSchool': { zh: '您的账号尚未关联学校', en: 'Your account is not linked to a school' },
  'personal.nameTooLong': { zh: '姓名最多 100 个字', en: 'The name may be at most 100 characters' },
  'personal.emailTooLong': { zh: '邮箱最多 200 个字符', en: 'The e-mail may be at most 200 characters' },
  'paper.timeRequired': { zh: '请选择预计考试时间', en: 'Please choose the expected exam time' },
  'paper.timeTooEarly': {
    zh: '预计考试时间不能早于昨天',
    en: 'The expected exam time cannot be earlier than yesterday',
  },
  'paper.timeFormat': {
    zh: '请按“年-月-日 时:分”填写预计考试时间，例如 2026-12-10 09:00',
    en: 'Please write the expected exam time as year-month-day hour:minute, for example 2026-12-10 09:00',
  },
  'paper.gradesRequired': { zh: '请选择包含组别（多选）', en: 'Please choose the grades (multiple)' },
  'paper.gradesInvalid': { zh: '只能选择一至九年级', en: 'Only grades 1 to 9 can be chosen' },
  'paper.classesRequired': {
    zh: '请选择包含班级数（1-50）',
    en: 'Please choose the number of classes (1-50)',
  },
  'paper.numberInvalid': {
    zh: '预计人数须为不小于 0 的整数',
    en: 'The expected number must be a whole number of 0 or more',
  },
  'paper.rowsMismatch': {
    zh: '各年级班级明细与所选年级、班级数不一致',
    en: 'The class rows do not match the chosen grades and class count',
  },
  'paper.receiptNameRequired': { zh: '请输入收件人姓名', en: "Please enter the recipient's name" },
  'paper.receiptPhoneRequired': { zh: '请输入收件人联系方式', en: "Please enter the recipient's phone" },
  'paper.addressRequired': { zh: '请输入详细地址', en: 'Please enter the detailed address' },
  'paper.expressTypeRequired': { zh: '请选择', en: 'Please choose the express company' },
  'paper.expressNumberRequired': { zh: '请输入', en: 'Please enter the tracking number' },
  'paper.expressNumberInvalid': {
    zh: '快递单号只能包含字母、数字和短横线',
    en: 'The tracking number may contain letters, digits and hyphens only',
  },
  'paper.notFound': { zh: '申请不存在', en: 'No such application' },
  'paper.alreadyApplied': {
    zh: '本赛季已提交过试卷申请，不能重复申请',
    en: 'Your school has already applied for papers this season',
  },
  'paper.notEditable': {
    zh: '该申请当前不能修改，如需修改请联系组委会老师',
    en: 'This application cannot be changed now; please contact the committee',
  },
  'paper.wrongStatus': {
    zh: '申请状态已变化，请刷新后重试',
    en: 'The application has changed state; please reload and retry',
  },
  'paper.submitted': { zh: '申请成功', en: 'Application submitted' },
  'score.pageSizeInvalid': {
    zh: '每页条数只能是 10、20、40 或 80',
    en: 'Page size must be 10, 20, 40 or 80',
  },
  'score.nameRequired': { zh: '请填写姓名', en: 'The name is missing' },
  'score.sexInvalid': { zh: '性别须为“男”或“女”', en: 'Sex must be 男/M or 女/F' },
  'score.gradeInvalid': { zh: '年级须为 1-9', en: 'Grade must be 1 to 9' },
  'score.scoresInvalid': { zh: '成绩须为 0-1000 的数字', en: 'Score must be a number from 0 to 1000' },
  'score.codeRequired': { zh: '请填写准考证号', en: 'The candidate number is missing' },
  'score.codeDuplicate': { zh: '准考证号重复：{{code}}', en: 'Candidate number repeated: {{code}}' },
  'score.rowsRequired': { zh: '表格中没有成绩', en: 'The sheet has no score rows' },
  'enrollment.timeTooSoon': {
    zh: '预计考试时间最早为 5 天后',
    en: 'The expected exam time must be at least 5 days ahead',
  },
  'enrollment.timeAfterSeason': {
    zh: '预计考试时间不能晚于本赛季结束日',
    en: 'The expected exam time cannot be after the end of this season',
  },
  'enrollment.paid': {
    zh: '本赛季的个人赛报名已完成支付，不能重复报名',
    en: "This season's individual sign-up is already paid",
  },
  ...teamMessages,
  ...certificateMessages,
  ...privacyMessages,
  ...ordersAdminMessages,
  ...invoiceMessages,
  ...bankTransferMessages,
  ...lexiconMessages,
  // orders and payment
  'order.productRequired': { zh: '请选择商品', en: 'Please choose a product' },
  'order.productNotFound': {
    zh: '商品不存在或已下架',
    en: 'This product does not exist or is no longer sold',
  },
  'order.detailsRequired': { zh: '请选择商品规格', en: 'Please choose what to buy' },
  'order.detailsInvalid': {
    zh: '所选商品规格不属于该商品',
    en: 'The chosen items do not belong to this product',
  },
  'order.bundleIncomplete': {
    zh: '套餐内的商品不可拆分购买',
    en: 'The items of a bundle cannot be bought separately',
  },
  'order.pickOne': { zh: '该商品只能选择一个规格', en: 'Choose exactly one item of this product' },
  'order.addressRequired': {
    zh: '请填写礼包邮寄地址',
    en: 'Please give the mailing address for the gift pack',
  },
  'order.priceChanged': {
    zh: '订单金额与当前价格不符，请刷新后重新下单',
    en: 'The amount does not match the current price; reload and order again',
  },
  'order.couponInvalid': { zh: '优惠券不可用', en: 'This coupon cannot be used' },
  'order.enrollmentRequired': { zh: '缺少报名信息', en: 'The sign-up is missing' },
  'order.teamRequired': { zh: '缺少队伍信息', en: 'The team is missing' },
  'order.alreadyPaid': { zh: '该订单已支付，无需重复支付', en: 'This has already been paid' },
  'order.alreadyBought': {
    zh: '您已购买过该商品',
    en: 'You have already bought this',
  },
  'order.notFound': { zh: '订单不存在', en: 'No such order' },
  'order.kindUnavailable': {
    zh: '该类订单暂不支持在线支付',
    en: 'This kind of order cannot be paid online yet',
  },
  'order.notUnpaid': { zh: '订单已支付、取消或退款，无法支付', en: 'This order can no longer be paid' },
  'order.paymentMethodUnavailable': {
    zh: '本站不提供所选的支付方式，请选择其他方式',
    en: 'This site does not offer the chosen way to pay; choose another',
  },
  'order.paymentUnavailable': {
    zh: '支付平台暂时无法受理，请稍后再试',
    en: 'The payment provider cannot take the payment just now; try again shortly',
  },
  'refund.notPaid': { zh: '只有已支付的订单可以申请退款', en: 'Only paid orders can be refunded' },
  'refund.notRefundable': {
    zh: '电子字库与练习试卷不支持退款',
    en: 'The electronic lexicon and practice papers are not refundable',
  },
  'refund.tooLate': {
    zh: '已超过支付后 15 天，不能申请退款',
    en: 'More than 15 days have passed since payment; no refund is possible',
  },
  'refund.participated': {
    zh: '已参加比赛，不能申请退款',
    en: 'You have already taken part; no refund is possible',
  },
  'refund.exists': { zh: '该订单已申请过退款', en: 'A refund was already requested for this order' },
  'refund.reasonTooLong': { zh: '退款原因最多 200 个字符', en: 'The reason may have at most 200 characters' },
  'refund.rejectReasonRequired': { zh: '请填写驳回原因', en: 'Please give the reason for rejecting' },
  'order.priceInvalid': {
    zh: '请输入 0.01 至 100000 之间的价格',
    en: 'Enter a price between 0.01 and 100000',
  },
  'coupon.accountsRequired': {
    zh: '请填写要发放的用户手机号或邮箱',
    en: 'Enter the phones or e-mails of the users',
  },
  'coupon.nameRequired': { zh: '请填写优惠券名称（中英文）', en: 'Enter the coupon name in both languages' },
  'coupon.amountInvalid': {
    zh: '优惠金额需在 0.01 至 10000 之间',
    en: 'The discount must be between 0.01 and 10000',
  },
  'refund.notPending': { zh: '该退款申请已处理', en: 'This refund request was already decided' },
  'refund.processing': {
    zh: '该退款正在由支付平台处理，请稍后刷新查看结果',
    en: 'The payment provider is processing this refund; refresh later to see the result',
  },
  'refund.providerRefused': {
    zh: '支付平台拒绝退款：{{reason}}。申请仍待处理，可稍后再同意或驳回',
    en: 'The payment provider refused the refund: {{reason}}. The request is still pending: approve it again later or reject it',
  },
  'refund.providerUnconfirmed': {
    zh: '支付平台未确认退款结果，请 10 分钟后再次同意退款以确认（不会重复退款）',
    en: 'The payment provider did not confirm the refund; approve it again in 10 minutes to confirm (no second refund is made)',
  },
} as const satisfies Record<string, Bilingual>

export type MessageKey = keyof typeof messages

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key)

/** The message in the given language, with {{placeholders}} filled in. Unknown keys come back as given. */
export function translate(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = isMessageKey(key) ? messages[key][lang] : key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}
