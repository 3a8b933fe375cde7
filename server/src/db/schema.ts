import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * The one database schema (PostgreSQL 15 features only: PGlite is 18, production may be 15).
 * Later modules add their tables here; migrations come from `npm run db:generate -w server`.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** A key of `roles` in shared/dictionaries. */
    role: varchar('role', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).unique(),
    email: varchar('email', { length: 200 }).unique(),
    userName: varchar('user_name', { length: 100 }).notNull().default(''),
    passwordHash: text('password_hash'),
    /** active, pending (awaiting committee review), rejected, disabled, deleted (by its owner, anonymised) */
    status: varchar('status', { length: 12 }).notNull().default('active'),
    reviewReason: varchar('review_reason', { length: 200 }),
    /** Basic information (sysUser). Sex 1 male, 0 female; card type 1 ID card, 2 passport. */
    sex: smallint('sex'),
    cardType: smallint('card_type'),
    /**
     * The ID number, never in plain text: AES-256-GCM sealed by modules/privacy/personal-data-vault
     * (`pd1.<key id>.<iv>.<ciphertext>.<tag>`). A plain value left from before encryption is sealed at start.
     */
    idCardSealed: text('id_card'),
    /** HMAC-SHA256 of the upper-cased number under a key derived from PERSONAL_DATA_KEY: finds a number. */
    idCardHash: char('id_card_hash', { length: 64 }),
    dateBirth: date('date_birth'),
    age: smallint('age'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** When its owner deleted the account (status deleted): kept only so orders and certificates stand. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('users_id_card_hash_idx').on(t.idCardHash)],
)

/**
 * Consent to sensitive personal information (ID number, birth date, photo: PIPL art. 29, separate
 * consent), one row each time it is given. `kind` sensitive is the account holder's own; guardian is a
 * parent's or guardian's for a student under 14 (art. 31), with who gave it. `policyVersion` is the
 * privacy policy text consented to.
 */
export const personalDataConsents = pgTable(
  'personal_data_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    policyVersion: varchar('policy_version', { length: 20 }).notNull(),
    guardianName: varchar('guardian_name', { length: 40 }),
    /** father, mother or guardian */
    guardianRelation: varchar('guardian_relation', { length: 12 }),
    guardianPhone: varchar('guardian_phone', { length: 20 }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_data_consents_user_idx').on(t.userId, t.kind)],
)

/** Who on the committee opened whose whole record (the unmasked ID number), when and what. */
export const personalDataAccess = pgTable(
  'personal_data_access',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 100 }).notNull(),
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** open-record (the whole record, ID number unmasked) */
    action: varchar('action', { length: 20 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_data_access_at_idx').on(t.at),
    index('personal_data_access_subject_idx').on(t.subjectId),
  ],
)

/** Login sessions. Only a hash of the token is kept; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const seasons = pgTable('seasons', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
})

export const seasonActivities = pgTable(
  'season_activities',
  {
    id: serial('id').primaryKey(),
    activityType: smallint('activity_type').notNull(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityName: varchar('activity_name', { length: 200 }).notNull(),
    activityNameEn: varchar('activity_name_en', { length: 200 }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [unique('season_activity_unique').on(t.activityType, t.season)],
)

export const raceSchedules = pgTable(
  'race_schedules',
  {
    id: serial('id').primaryKey(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityType: smallint('activity_type').notNull(),
    raceSchedule: smallint('race_schedule').notNull(),
    signUpStartTime: timestamp('sign_up_start_time', { withTimezone: true }),
    signUpEndTime: timestamp('sign_up_end_time', { withTimezone: true }),
    examinationStartTime: timestamp('examination_start_time', { withTimezone: true }),
    examinationEndTime: timestamp('examination_end_time', { withTimezone: true }),
    publishTime: timestamp('publish_time', { withTimezone: true }),
  },
  (t) => [unique('race_schedule_unique').on(t.season, t.activityType, t.raceSchedule)],
)

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    dictValue: varchar('dict_value', { length: 64 }).notNull(),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictLabelEn: varchar('dict_label_en', { length: 100 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
  },
  (t) => [unique('sys_dict_unique').on(t.dictType, t.dictValue)],
)

/** China's regions: province (level 1), city (2), district (3), with their 6-digit codes. */
export const regions = pgTable(
  'regions',
  {
    code: char('code', { length: 6 }).primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    parentCode: char('parent_code', { length: 6 }),
    level: smallint('level').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
)

/**
 * Certificates, verified by code at /query. An individual one belongs to a season and a stage (race
 * schedule) and, when the holder has an account, to that student; one imported for a student without an
 * account keeps the phone the committee gave and stays unlinked. A team's belongs to its team. The group
 * is read in the dictionary of the kind: `competitionGroups` for individuals, `schoolLevels` for teams.
 * A revoked certificate is kept (who, when, why) and answers /query as revoked.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    /** individual | team */
    kind: varchar('kind', { length: 12 }).notNull().default('individual'),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    holderPhone: varchar('holder_phone', { length: 20 }),
    award: smallint('award').notNull(),
    groupId: smallint('group_id').notNull(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    /** Race schedule of an individual certificate (1, 2 or 4); null for teams and old rows. */
    stage: smallint('stage'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    /** The semi-final whose results it was issued from, if any. */
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    issuedOn: date('issued_on').notNull().default(sql`(now() at time zone 'Asia/Shanghai')::date`),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: varchar('revoke_reason', { length: 200 }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // One valid certificate per student, season and stage: issuing again finds it and adds none.
    uniqueIndex('certificates_student_stage_unique')
      .on(t.userId, t.season, t.stage)
      .where(sql`${t.kind} = 'individual' and ${t.userId} is not null and ${t.revokedAt} is null`),
    uniqueIndex('certificates_holder_stage_unique')
      .on(t.season, t.stage, t.holderPhone, t.holderName)
      .where(
        sql`${t.kind} = 'individual' and ${t.userId} is null and ${t.holderPhone} is not null and ${t.revokedAt} is null`,
      ),
    index('certificates_user_idx').on(t.userId),
  ],
)

/** Member schools. A school typed in at registration is listed once the committee approves it. */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    schoolName: varchar('school_name', { length: 100 }).notNull(),
    schoolType: smallint('school_type').notNull().default(0),
    /** Comma-joined grades taught, e.g. "1,2,3,4,5,6". */
    schoolLevel: varchar('school_level', { length: 40 }).notNull().default(''),
    provinceCode: char('province_code', { length: 6 }).notNull(),
    cityCode: char('city_code', { length: 6 }).notNull(),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    province: varchar('province', { length: 60 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    area: varchar('area', { length: 60 }).notNull().default(''),
    schoolAddress: varchar('school_address', { length: 200 }),
    foundingYear: smallint('founding_year'),
    schoolMotto: varchar('school_motto', { length: 100 }),
    schoolProfile: varchar('school_profile', { length: 200 }),
    phone: varchar('phone', { length: 20 }),
    approved: boolean('approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('schools_region_idx').on(t.provinceCode, t.cityCode, t.areaCode)],
)

/** Which schools a school teacher or club teacher acts for. */
export const userSchools = pgTable(
  'user_schools',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId] })],
)

/** A student's school and place (sysUserInfo). Group and level are derived from the grade. */
export const userInfos = pgTable('user_infos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provinceCode: varchar('province_code', { length: 6 }),
  cityCode: varchar('city_code', { length: 6 }),
  areaCode: varchar('area_code', { length: 6 }),
  province: varchar('province', { length: 60 }),
  city: varchar('city', { length: 60 }),
  area: varchar('area', { length: 60 }),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
  schoolName: varchar('school_name', { length: 100 }),
  grade: smallint('grade'),
  level: smallint('level'),
  groupId: smallint('group_id'),
  nationality: varchar('nationality', { length: 60 }),
  userpicurl: varchar('userpicurl', { length: 300 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** What the offline SMS and mail providers sent: the development outbox (and an audit of messages). */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: varchar('channel', { length: 8 }).notNull(),
  recipient: varchar('recipient', { length: 200 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull().default(''),
  body: text('body').notNull(),
  code: varchar('code', { length: 12 }),
  createdAt: createdAt(),
})

/** A semi-final exam (the specification's online quiz form). Its window gates entry. */
export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  season: smallint('season')
    .notNull()
    .references(() => seasons.id),
  raceSchedule: smallint('race_schedule').notNull(),
  activityType: smallint('activity_type').notNull().default(1),
  formExplain: text('form_explain').notNull().default(''),
  questionExplain: text('question_explain').notNull().default(''),
  secondsPerQuestion: smallint('seconds_per_question').notNull().default(60),
  /** Entry window, taken from the race schedule's examination times when the exam is made. */
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
})

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** Order in the exam, from 1. */
    quizSequence: smallint('quiz_sequence').notNull(),
    /** Number shown to students ("Question N"); examples show "Example". */
    quizNumber: smallint('quiz_number').notNull(),
    /** 1 example (answer fixed and shown), 0 real. */
    quizForm: smallint('quiz_form').notNull().default(0),
    section: char('section', { length: 1 }).notNull(),
    quizTypeStr: varchar('quiz_type_str', { length: 100 }).notNull(),
    description: text('description').notNull(),
    engDescription: text('eng_description').notNull(),
    choice: text('choice').notNull(),
    answer: varchar('answer', { length: 200 }).notNull(),
  },
  (t) => [unique('exam_question_sequence').on(t.examId, t.quizSequence)],
)

export const examJudges = pgTable(
  'exam_judges',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.examId, t.userId] })],
)

/** Students enrolled in an exam, their confirmation, submission and score. */
export const examStudents = pgTable(
  'exam_students',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: smallint('score'),
  },
  // By user too: every student's first request after a restart asks which exams are theirs.
  (t) => [primaryKey({ columns: [t.examId, t.userId] }), index('exam_students_user_idx').on(t.userId)],
)

/** The live session: the engine's persisted snapshot, with a version for refusing stale writes. */
export const examSessions = pgTable('exam_sessions', {
  examId: integer('exam_id')
    .primaryKey()
    .references(() => exams.id, { onDelete: 'cascade' }),
  snapshot: jsonb('snapshot').notNull(),
  version: integer('version').notNull().default(0),
  controllerId: integer('controller_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per student and question; a save with a higher revision replaces it, never a lower one.
 * No foreign keys on this, the hottest table: checking three of them per row made a batch of 1,000
 * saves several times slower on PGlite. The save path checks the exam, the enrolment and the question
 * before writing, and exams, their questions (once started) and students are never deleted.
 */
export const examAnswers = pgTable(
  'exam_answers',
  {
    examId: integer('exam_id').notNull(),
    userId: integer('user_id').notNull(),
    questionId: integer('question_id').notNull(),
    answer: varchar('answer', { length: 500 }).notNull(),
    revision: integer('revision').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.userId, t.questionId] }),
    // The judges' live "answered" count for the open question, every second: without it, a scan of
    // every answer of the exam (22 ms at 10,000 students and 20 questions on PGlite, whose queries
    // hold the event loop; 2.5 ms with it).
    index('exam_answers_question_idx').on(t.examId, t.questionId),
  ],
)

// ---- Lexicon (issue 8): the character bank -------------------------------------------------------

/**
 * One character of the lexicon (§3 character entry). `speech` holds the speechVo list (languageType
 * 0 Chinese, 1 English, each with its parts of speech). A null productType is the general lexicon
 * every registered student may read. `seq` orders the list: by first letter, then frequency.
 */
export const lexiconWords = pgTable(
  'lexicon_words',
  {
    id: serial('id').primaryKey(),
    cword: varchar('cword', { length: 8 }).notNull().unique(),
    firstLetter: char('first_letter', { length: 1 }).notNull(),
    ctopic: varchar('ctopic', { length: 64 }).notNull().default(''),
    pinyin: varchar('pinyin', { length: 60 }).notNull().default(''),
    /** Pinyin without tone marks, for search ("xue"). */
    pinyinPlain: varchar('pinyin_plain', { length: 60 }).notNull().default(''),
    sound: varchar('sound', { length: 300 }),
    simpleUrl: varchar('simple_url', { length: 300 }),
    sealScript: varchar('seal_script', { length: 300 }),
    officialScript: varchar('official_script', { length: 300 }),
    regularScript: varchar('regular_script', { length: 300 }),
    speech: jsonb('speech').notNull().default([]),
    frequencyRank: integer('frequency_rank').notNull().default(100000),
    productType: smallint('product_type'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lexicon_words_letter_idx').on(t.firstLetter, t.frequencyRank)],
)
// ---- end of lexicon ------------------------------------------------------------------------------

// ---- Practice (issue 8): fun learning ---------------------------------------------------------------

/** A fun-learning level (§3 product level), shown as a tab. productId: what the order page sells. */
export const practiceLevels = pgTable('practice_levels', {
  id: serial('id').primaryKey(),
  productName: varchar('product_name', { length: 100 }).notNull(),
  productNameEn: varchar('product_name_en', { length: 100 }).notNull(),
  productId: integer('product_id'),
  sort: smallint('sort').notNull().default(0),
  /**
   * The competition stage the level prepares for (§4.3 exam stage window): when set, the level is open
   * only inside that stage's sign-up or exam window; without it the level is open all year.
   */
  raceScheduleId: integer('race_schedule_id').references(() => raceSchedules.id, { onDelete: 'set null' }),
})

/** A trial (kind 1, one quiz type) or a paper (kind 2, number 1-4) of a level. */
export const practiceQuizzes = pgTable('practice_quizzes', {
  id: serial('id').primaryKey(),
  levelId: integer('level_id')
    .notNull()
    .references(() => practiceLevels.id, { onDelete: 'cascade' }),
  kind: smallint('kind').notNull(),
  quizType: smallint('quiz_type'),
  paperNo: smallint('paper_no'),
  quizName: varchar('quiz_name', { length: 100 }).notNull(),
  quizNameEn: varchar('quiz_name_en', { length: 100 }).notNull(),
})

/** §3 practice question. The answer never leaves the server before the attempt is saved. */
export const practiceQuestions = pgTable(
  'practice_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => practiceQuizzes.id, { onDelete: 'cascade' }),
    quizType: smallint('quiz_type').notNull(),
    quizNumber: smallint('quiz_number').notNull(),
    question: text('question').notNull(),
    choice: text('choice').notNull(),
    answer: varchar('answer', { length: 200 }).notNull(),
    definitionUrl: varchar('definition_url', { length: 300 }),
    sentenceUrl: varchar('sentence_url', { length: 300 }),
    pinyinUrl: varchar('pinyin_url', { length: 300 }),
    questionTime: smallint('question_time').notNull(),
    questionScore: smallint('question_score').notNull(),
  },
  (t) => [index('practice_questions_quiz_idx').on(t.quizId, t.quizNumber)],
)

/** Papers 1-4 of a level opened for a student (isBuy); the orders module records purchases here. */
export const practicePurchases = pgTable(
  'practice_purchases',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => practiceLevels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.levelId] })],
)

/** One finished attempt, scored by the server; results hold the §3 practice result records. */
export const practiceResults = pgTable(
  'practice_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => practiceQuizzes.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    seconds: integer('seconds').notNull(),
    attempt: integer('attempt').notNull(),
    results: jsonb('results').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('practice_results_user_quiz_idx').on(t.userId, t.quizId)],
)
// ---- end of practice -----------------------------------------------------------------------------
// ── public-site (issue 9) ──────────────────────────────────────────────────────────────────────────

/** The character bank password of a season (sent in the application confirmation e-mail), hashed. */
export const characterBankPasswords = pgTable('character_bank_passwords', {
  season: smallint('season')
    .primaryKey()
    .references(() => seasons.id),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** People who said on /volunteersView that they would like to volunteer; the committee reads them. */
export const volunteerInterests = pgTable('volunteer_interests', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  email: varchar('email', { length: 100 }).notNull().default(''),
  city: varchar('city', { length: 40 }).notNull(),
  /** Values of `volunteerRoles` in shared/api/public-site. */
  roles: jsonb('roles').$type<string[]>().notNull(),
  message: varchar('message', { length: 500 }).notNull().default(''),
  createdAt: createdAt(),
})

// ── end public-site ────────────────────────────────────────────────────────────────────────────────

// ── school console (issue 5): paper applications, their scores, mailing addresses ──

/** A school's individual-contest exam-paper application: one per school, season and activity type. */
export const paperApplies = pgTable(
  'paper_applies',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The teacher who submitted it last. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityType: smallint('activity_type').notNull().default(1),
    activityName: varchar('activity_name', { length: 200 }).notNull(),
    seasonRaceId: integer('season_race_id'),
    expectedTime: timestamp('expected_time', { withTimezone: true }).notNull(),
    gradeStr: varchar('grade_str', { length: 40 }).notNull(),
    classStr: smallint('class_str').notNull(),
    /** [{gradeName, grade, classListDto: [{className, number, keyStr}]}] */
    gradeList: jsonb('grade_list').notNull(),
    /** The sum of the class numbers, computed here. */
    examNum: integer('exam_num').notNull(),
    teacherName: varchar('teacher_name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    receiptName: varchar('receipt_name', { length: 50 }).notNull(),
    receiptPhone: varchar('receipt_phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    province: varchar('province', { length: 60 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    area: varchar('area', { length: 60 }).notNull().default(''),
    receiptAddress: varchar('receipt_address', { length: 200 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    /** 0 applying … 7 scores released (applicationStatuses). */
    applyStatus: smallint('apply_status').notNull().default(0),
    reviewReason: varchar('review_reason', { length: 200 }),
    expressType: varchar('express_type', { length: 20 }),
    expressNumber: varchar('express_number', { length: 40 }),
    sendBackExpressType: varchar('send_back_express_type', { length: 20 }),
    sendBackExpressNumber: varchar('send_back_express_number', { length: 40 }),
    sentBackAt: timestamp('sent_back_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('paper_apply_school_season').on(t.schoolId, t.season, t.activityType)],
)

/** Scores of an application's students, recorded by the committee; shown to the school once released. */
export const paperScores = pgTable(
  'paper_scores',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => paperApplies.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    season: smallint('season').notNull(),
    raceSchedule: smallint('race_schedule').notNull(),
    scoreName: varchar('score_name', { length: 100 }).notNull(),
    /** 1 male, 0 female. */
    scoreSex: smallint('score_sex').notNull(),
    scoreGrade: smallint('score_grade').notNull(),
    scores: doublePrecision('scores').notNull(),
    scoreCode: varchar('score_code', { length: 40 }).notNull(),
    nationality: varchar('nationality', { length: 60 }),
    scorePhoneOne: varchar('score_phone_one', { length: 20 }),
  },
  (t) => [
    unique('paper_score_code').on(t.applyId, t.raceSchedule, t.scoreCode),
    index('paper_scores_school_idx').on(t.schoolId, t.season, t.raceSchedule),
  ],
)

/** Mailing addresses of a user; the default one fills the application form. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiptName: varchar('receipt_name', { length: 50 }).notNull(),
    receiptPhone: varchar('receipt_phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 200 }),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    province: varchar('province', { length: 60 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    area: varchar('area', { length: 60 }).notNull().default(''),
    receiptAddress: varchar('receipt_address', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
)

/** A school's individual-contest sign-up from the registration dialog, and the state of its order. */
export const schoolEnrollments = pgTable(
  'school_enrollments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    expectedTime: timestamp('expected_time', { withTimezone: true }).notNull(),
    gradeStr: varchar('grade_str', { length: 40 }).notNull(),
    classStr: smallint('class_str').notNull(),
    gradeList: jsonb('grade_list').notNull(),
    examNum: integer('exam_num').notNull(),
    teacherName: varchar('teacher_name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** 3002 unpaid, 3003 paid (enrolmentStatuses); the orders module marks it paid. */
    orderState: smallint('order_state').notNull().default(3002),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('school_enrollment_season').on(t.schoolId, t.season)],
)
// ── end of school console ──

// ---- Orders and payment (issue 6) ------------------------------------------------------------------

/**
 * A product of a season (spec 001 §3): what an order sells. Prices live on its details, in fen.
 * bundle: every detail is fixed (products 10 and 11); otherwise the buyer picks one detail.
 * extraProductId: a product whose details may be added to a bundle (18). platformFee (fen) is kept on
 * a refund; refundable false for the lexicon and practice papers.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityType: smallint('activity_type').notNull().default(1),
    category: smallint('category').notNull(),
    subCategory: smallint('sub_category').notNull(),
    subTypeCategory: smallint('sub_type_category').notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    productNameEn: varchar('product_name_en', { length: 100 }).notNull(),
    /** The order kind it creates: student, schoolEnrollment, team (a key of the onPaid registry). */
    orderKind: varchar('order_kind', { length: 30 }).notNull().default('student'),
    bundle: boolean('bundle').notNull().default(false),
    extraProductId: integer('extra_product_id'),
    isCoupon: boolean('is_coupon').notNull().default(true),
    refundable: boolean('refundable').notNull().default(false),
    platformFee: integer('platform_fee').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('products_codes_idx').on(t.category, t.subCategory, t.subTypeCategory)],
)

/**
 * One item of a product with its price (fen). handType 2: a gift pack to mail (the order needs an
 * address). grants: what paying for it gives (entry, lexicon, practice:<levelId>, practiceAll, gift).
 */
export const productDetails = pgTable('product_details', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  tproductName: varchar('tproduct_name', { length: 100 }).notNull(),
  tproductNameEn: varchar('tproduct_name_en', { length: 100 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  descriptionEn: varchar('description_en', { length: 300 }).notNull().default(''),
  price: integer('price').notNull(),
  handType: smallint('hand_type').notNull().default(1),
  grants: varchar('grants', { length: 40 }),
})

/** A coupon issued to a user. status 0 usable, 1 taken by an order, 2 void after a refund, 3 revoked by the committee. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponName: varchar('coupon_name', { length: 100 }).notNull(),
    couponNameEn: varchar('coupon_name_en', { length: 100 }).notNull(),
    discountAmount: integer('discount_amount').notNull(),
    /** Only for this product, or any coupon-accepting product when null. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(0),
    orderId: integer('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('coupons_user_idx').on(t.userId)],
)

/**
 * An order. Amounts in fen, computed by the server from the product details and the coupon.
 * status: unpaid → paid (by a verified notification) → refunding → refunded; unpaid → cancelled.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    kind: varchar('kind', { length: 30 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    season: smallint('season').notNull(),
    /** Snapshot of what was bought: detail id, names, price, grants. */
    items: jsonb('items').notNull(),
    totalAmount: integer('total_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    paymentAmount: integer('payment_amount').notNull(),
    couponId: integer('coupon_id'),
    addressId: integer('address_id'),
    enrollmentId: integer('enrollment_id'),
    teamId: integer('team_id'),
    status: varchar('status', { length: 12 }).notNull().default('unpaid'),
    provider: varchar('provider', { length: 20 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.status),
    index('orders_expiry_idx').on(t.status, t.expiresAt),
  ],
)

/** Every verified payment notification once (its provider id): a replay changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: serial('id').primaryKey(),
  provider: varchar('provider', { length: 20 }).notNull(),
  eventId: varchar('event_id', { length: 80 }).notNull().unique(),
  orderNo: varchar('order_no', { length: 32 }).notNull(),
  amount: integer('amount').notNull(),
  outcome: varchar('outcome', { length: 20 }).notNull(),
  createdAt: createdAt(),
})

/**
 * A refund request: status 0 pending, 3 processing (claimed by one approval while the provider is
 * called), 1 approved (refunded), 2 rejected. Amounts in fen.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    refundAmount: integer('refund_amount').notNull(),
    status: smallint('status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why the payment provider last refused to return the money ("CODE: message"); null when it did not. */
    providerRefusal: varchar('provider_refusal', { length: 300 }),
    providerRefusedAt: timestamp('provider_refused_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('refund_request_order').on(t.orderId)],
)
// ── end of orders ──

export const schema = {
  users,
  sessions,
  seasons,
  seasonActivities,
  raceSchedules,
  sysDictData,
  regions,
  certificates,
  schools,
  userSchools,
  userInfos,
  outboxMessages,
  exams,
  examQuestions,
  examJudges,
  examStudents,
  examSessions,
  examAnswers,
  // lexicon (issue 8)
  lexiconWords,
  practiceLevels,
  practiceQuizzes,
  practiceQuestions,
  practicePurchases,
  practiceResults,
  // public-site (issue 9)
  characterBankPasswords,
  volunteerInterests,
  // school console (issue 5)
  paperApplies,
  paperScores,
  userAddresses,
  schoolEnrollments,
  // orders (issue 6)
  products,
  productDetails,
  coupons,
  orders,
  paymentNotifications,
  refundRequests,
}
export type Schema = typeof schema

// ---- issue 7: study plans, school student lists, clubs, teams, club courses ----

/** A school's study plan (spec 000 §3). Plan type 1 weekly, 2 monthly, 3 semester, 4 academic year. */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    planName: varchar('plan_name', { length: 60 }).notNull(),
    planType: smallint('plan_type').notNull(),
    firstAttr: varchar('first_attr', { length: 40 }).notNull().default(''),
    secondAttr: varchar('second_attr', { length: 40 }).notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creatorName: varchar('creator_name', { length: 100 }).notNull().default(''),
    /** 1 active, 0 closed */
    state: smallint('state').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('study_plans_school_idx').on(t.schoolId)],
)

/** A word of a study plan. Difficulty 1 qualified, 2 improve, 3 think about it. */
export const planWords = pgTable(
  'plan_words',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    word: varchar('word', { length: 40 }).notNull(),
    teachingTask: varchar('teaching_task', { length: 200 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    difficulty: smallint('difficulty').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [unique('plan_words_plan_word_uq').on(t.planId, t.word)],
)

/** A school's student list (spec 000 §3 Student). State 0 normal, 1 forbidden. */
export const schoolStudents = pgTable(
  'school_students',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    state: smallint('state').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('school_students_phone_uq').on(t.schoolId, t.phone)],
)

/** Clubs (team groups) a team signs up under. Club level 1 primary, 2 junior high, else senior high. */
export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  clubName: varchar('club_name', { length: 60 }).notNull(),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
  clubLevel: smallint('club_level').notNull(),
  createdAt: createdAt(),
})

/**
 * A team of the team competition. Status: submitted → review → approved | failed (resubmit → review).
 * payed 0 unpaid, 1 paid, 2 refunded. A certificate is issued once paid and confirmed.
 */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    season: smallint('season').notNull(),
    teamName: varchar('team_name', { length: 40 }).notNull(),
    teamLevel: smallint('team_level').notNull(),
    teacherName: varchar('teacher_name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('submitted'),
    reason: varchar('reason', { length: 200 }),
    payed: smallint('payed').notNull().default(0),
    orderNo: varchar('order_no', { length: 40 }),
    confirmed: boolean('confirmed').notNull().default(false),
    certificateId: integer('certificate_id').references(() => certificates.id, { onDelete: 'set null' }),
    /** Team results recorded by the committee; null until then. score is the total of the four games. */
    progress: varchar('progress', { length: 200 }),
    score: doublePrecision('score'),
    speedSpellScore: doublePrecision('speed_spell_score'),
    magicComponentsScore: doublePrecision('magic_components_score'),
    pastPresentScore: doublePrecision('past_present_score'),
    showSpellScore: doublePrecision('show_spell_score'),
    teamRank: smallint('team_rank'),
    createdAt: createdAt(),
  },
  (t) => [index('teams_school_season_idx').on(t.schoolId, t.season, t.teamLevel)],
)

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 40 }).notNull(),
  age: smallint('age').notNull(),
  /** Student form codes: 1 female, 2 male (spec 001 §9). */
  sex: smallint('sex').notNull(),
  createdAt: createdAt(),
})

/** Course types with one level of children (childrenCourseType). */
export const courseTypes = pgTable('course_types', {
  id: serial('id').primaryKey(),
  typeName: varchar('type_name', { length: 60 }).notNull(),
  typeLogo: varchar('type_logo', { length: 300 }).notNull().default(''),
  parentId: integer('parent_id'),
  createdAt: createdAt(),
})

/** A club course: one stored file (pdf or video), kept out of the public /uploads folder. */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id')
    .notNull()
    .references(() => courseTypes.id, { onDelete: 'cascade' }),
  courseName: varchar('course_name', { length: 100 }).notNull(),
  courseThumbnail: varchar('course_thumbnail', { length: 300 }).notNull().default(''),
  /** Name of the stored file inside the private course-file folder. */
  fileName: varchar('file_name', { length: 80 }),
  /** 1 text (pdf), 2 video */
  courseKind: smallint('course_kind').notNull(),
  createdAt: createdAt(),
})

/** Which schools a course is opened to; a club teacher sees the courses of their bound schools. */
export const courseSchools = pgTable(
  'course_schools',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.schoolId] })],
)
