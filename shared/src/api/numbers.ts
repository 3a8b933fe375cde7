/** The largest value a PostgreSQL integer column holds: no id or count can be beyond it. */
export const INT_MAX = 2_147_483_647
/** The largest value a smallint column (a season number) holds. */
export const SMALLINT_MAX = 32_767
