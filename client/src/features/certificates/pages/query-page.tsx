/** Placeholder until the certificate feature lands (owned by the lead, not the shell). */
export default function Page() {
  return null
}
