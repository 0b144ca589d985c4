import { t } from '../services/catalogue/i18n'
import type { Seeder } from './index'

/**
 * A student-only seat plan (issue 24, D28): the string quartet SH1036 (one session, e-ticket, not
 * real-name) sells student seats at ¥50 to verified students only; create order refuses anyone else
 * (22031180). Its own seeder, so databases seeded before it get it.
 */
export const STUDENT_SEED = {
  showId: 'SH1036',
  seatPlan: {
    id: 'SH1036S1PS',
    sessionId: 'SH1036S1',
    name: t('学生票 50元', '學生票 50元', 'Student ¥50'),
    // The student's price is the ticket's face value: the chips show ¥50, as the order charges.
    originalPrice: 5000,
    price: 5000,
    stock: 200,
  },
} as const

export const seedStudentSeatPlans: Seeder = (db) => {
  const plan = STUDENT_SEED.seatPlan
  db.prepare(
    `INSERT INTO seat_plans (id, session_id, name, name_en, name_tw, price, original_price, color, stock, seq, student_only)
     VALUES (?, ?, ?, ?, ?, ?, ?, '#2E7D32', ?, 99, 1)`,
  ).run(
    plan.id,
    plan.sessionId,
    plan.name['zh-CN'],
    plan.name['en-US'],
    plan.name['zh-MO'],
    plan.price,
    plan.originalPrice,
    plan.stock,
  )
  return { studentSeatPlans: 1 }
}
