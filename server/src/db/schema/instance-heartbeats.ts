import { boolean, integer, jsonb, pgTable, real, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Each running instance's last heartbeat, rewritten every few seconds for the committee's system
 * panel: who it is, whether it is draining, and what it carries right now. `beat_at` is the database's
 * own clock, so instances whose clocks differ are judged by one clock. An instance stops by deleting
 * its row; one that vanished without stopping is shown stale and then deleted by the others.
 */
export const instanceHeartbeats = pgTable('instance_heartbeats', {
  /** Random per process: a restarted instance is a new one. */
  id: varchar('id', { length: 64 }).primaryKey(),
  host: varchar('host', { length: 255 }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
  draining: boolean('draining').notNull().default(false),
  sockets: integer('sockets').notNull().default(0),
  /** Students with a socket in each exam's room on this instance: { "<exam id>": count }. */
  studentsByExam: jsonb('students_by_exam').$type<Record<string, number>>().notNull().default({}),
  /** Answer saves acknowledged in the last minute, and their acknowledgement times. */
  saves: integer('saves').notNull().default(0),
  saveP50Ms: real('save_p50_ms'),
  saveP99Ms: real('save_p99_ms'),
  /** Answer saves that failed on the server (not refused by the exam's rules) in the last minute. */
  saveErrors: integer('save_errors').notNull().default(0),
})
