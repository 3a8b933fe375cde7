/** Moved to lib so every feature can read and write .xlsx files. */
export * from '../../lib/xlsx'
