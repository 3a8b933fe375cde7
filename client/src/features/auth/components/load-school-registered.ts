/**
 * The notice of a registration that is in, by way of this small chunk: the import() of the notice carries
 * the list of files it needs (some 30 names), which the form need not download before it is sent.
 */
export const loadSchoolRegistered = () => import('./school-registered')
