import { raceScheduleName } from '@spell/shared'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { practiceLevels, productDetails, products } from '../schema'

type ProductRow = Omit<typeof products.$inferInsert, 'season'>
type DetailRow = typeof productDetails.$inferInsert

/**
 * The products of the first season. Prices in fen. Ids are fixed
 * because the specification names some (bundles 10 and 11, extra 18). Written once: afterwards the
 * committee edits prices in /admin, and a restart never overwrites them.
 */
const base = { activityType: 1, isCoupon: true, refundable: false, platformFee: 0 }

const fixedProducts: ProductRow[] = [
  {
    ...base,
    id: 1,
    category: 2,
    subCategory: 8,
    subTypeCategory: 4,
    productName: '个人赛参赛报名',
    productNameEn: 'Individual contest entry',
    refundable: true,
    platformFee: 3000,
  },
  {
    ...base,
    id: 2,
    category: 1,
    subCategory: 1,
    subTypeCategory: 3,
    productName: '电子字库',
    productNameEn: 'Electronic character library',
  },
  {
    ...base,
    id: 8,
    category: 2,
    subCategory: 8,
    subTypeCategory: 1,
    productName: '学校个人赛报名（申请试卷）',
    productNameEn: 'School sign-up for the individual contest (test papers)',
    orderKind: 'schoolEnrollment',
    isCoupon: false,
  },
  {
    ...base,
    id: 9,
    activityType: 2,
    category: 2,
    subCategory: 8,
    subTypeCategory: 2,
    productName: '团体赛年度报名费',
    productNameEn: 'Team annual registration fee',
    orderKind: 'team',
    isCoupon: false,
  },
  {
    ...base,
    id: 10,
    category: 2,
    subCategory: 8,
    subTypeCategory: 5,
    productName: '报名 + 电子字库套餐',
    productNameEn: 'Entry + character library bundle',
    bundle: true,
    extraProductId: 18,
    refundable: true,
    platformFee: 3000,
  },
  {
    ...base,
    id: 11,
    category: 2,
    subCategory: 8,
    subTypeCategory: 6,
    productName: '报名 + 字库 + 趣味练习套餐',
    productNameEn: 'Entry + library + fun-learning bundle',
    bundle: true,
    extraProductId: 18,
    refundable: true,
    platformFee: 3000,
  },
  {
    ...base,
    id: 18,
    category: 2,
    subCategory: 8,
    subTypeCategory: 7,
    productName: '备赛纸质词表手册',
    productNameEn: 'Printed word-list manuals',
    isCoupon: false,
  },
]

/** The rounds an entry is for, as the dictionary names them. */
const [preliminary, reselection] = [raceScheduleName(1), raceScheduleName(2)]

const fixedDetails: DetailRow[] = [
  {
    id: 1,
    productId: 1,
    tproductName: '个人赛报名费（含备赛礼包）',
    tproductNameEn: 'Entry fee (with preparation gift pack)',
    description: `${preliminary.zh}/${reselection.zh}报名，赠送备赛礼包`,
    descriptionEn: `${preliminary.en} / ${reselection.en} entry with a gift pack`,
    price: 58000,
    handType: 2,
    grants: 'entry',
  },
  {
    id: 2,
    productId: 2,
    tproductName: '小学组字库（一年）',
    tproductNameEn: 'Primary library (one year)',
    price: 9900,
    grants: 'lexicon',
  },
  {
    id: 3,
    productId: 2,
    tproductName: '中学组字库（一年）',
    tproductNameEn: 'Secondary library (one year)',
    price: 12900,
    grants: 'lexicon',
  },
  {
    id: 8,
    productId: 8,
    tproductName: '学校个人赛报名费',
    tproductNameEn: 'School individual-contest enrolment fee',
    price: 100000,
    grants: 'schoolEnrollment',
  },
  {
    id: 9,
    productId: 9,
    tproductName: '团体赛年度报名费（每队）',
    tproductNameEn: 'Team fee (per team and season)',
    price: 48000,
    grants: 'team',
  },
  {
    id: 101,
    productId: 10,
    tproductName: '个人赛报名费（含备赛礼包）',
    tproductNameEn: 'Entry fee (with preparation gift pack)',
    price: 58000,
    handType: 2,
    grants: 'entry',
  },
  {
    id: 102,
    productId: 10,
    tproductName: '电子字库（一年）',
    tproductNameEn: 'Character library (one year)',
    price: 6900,
    grants: 'lexicon',
  },
  {
    id: 111,
    productId: 11,
    tproductName: '个人赛报名费（含备赛礼包）',
    tproductNameEn: 'Entry fee (with preparation gift pack)',
    price: 58000,
    handType: 2,
    grants: 'entry',
  },
  {
    id: 112,
    productId: 11,
    tproductName: '电子字库（一年）',
    tproductNameEn: 'Character library (one year)',
    price: 6900,
    grants: 'lexicon',
  },
  {
    id: 113,
    productId: 11,
    tproductName: '趣味练习全部关卡试卷 1-4',
    tproductNameEn: 'Fun learning: papers 1-4 of every level',
    price: 9900,
    grants: 'practiceAll',
  },
  {
    id: 181,
    productId: 18,
    tproductName: '纸质词表手册 2 本',
    tproductNameEn: 'Two printed word-list manuals',
    price: 6800,
    handType: 2,
    grants: 'gift',
  },
]

/** Fun-learning products: one per practice level (category 3, 2, 8), ids 3-7, unlocking papers 1-4. */
const FUN_LEARNING_FIRST_ID = 3

export async function seedProducts(db: Db, season: number) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(products)
  if (count > 0) return
  const levels = await db.select().from(practiceLevels).orderBy(asc(practiceLevels.sort)).limit(5)
  const levelProducts: ProductRow[] = levels.map((level, i) => ({
    ...base,
    id: FUN_LEARNING_FIRST_ID + i,
    category: 3,
    subCategory: 2,
    subTypeCategory: 8,
    productName: `${level.productName} 试卷 1-4`,
    productNameEn: `${level.productNameEn}: papers 1-4`,
  }))
  const levelDetails: DetailRow[] = levels.map((level, i) => ({
    id: 30 + i + 1,
    productId: FUN_LEARNING_FIRST_ID + i,
    tproductName: `${level.productName} 挑战练习试卷 1-4`,
    tproductNameEn: `${level.productNameEn}: challenge papers 1-4`,
    price: 3900,
    grants: `practice:${level.id}`,
  }))
  await db.transaction(async (tx) => {
    await tx.insert(products).values([...fixedProducts, ...levelProducts].map((p) => ({ ...p, season })))
    await tx.insert(productDetails).values([...fixedDetails, ...levelDetails])
    for (const [i, level] of levels.entries())
      await tx
        .update(practiceLevels)
        .set({ productId: FUN_LEARNING_FIRST_ID + i })
        .where(eq(practiceLevels.id, level.id))
  })
}
