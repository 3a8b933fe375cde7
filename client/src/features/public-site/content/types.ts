import type { Bilingual } from '@spell/shared'

export type { Bilingual }

/** A picture of the site: drawn for the product, with its size (no layout shift) and alt text in both languages. */
export interface Picture {
  src: string
  alt: Bilingual
  width: number
  height: number
}

/** A link of a page to another page of the site. */
export interface PageLink {
  to: string
  label: Bilingual
  /** Shown as the main action. */
  primary?: boolean
}

/** The parts an information page is made of; content files list them, InfoPage draws them. */
export type Block =
  | { kind: 'text'; id: string; title?: Bilingual; paragraphs: Bilingual[]; picture?: Picture }
  | {
      kind: 'stats'
      id: string
      title?: Bilingual
      items: {
        /** The same in both languages; may hold a season placeholder such as {{teamFee}}. */
        value: string
        label: Bilingual
      }[]
    }
  | {
      kind: 'cards'
      id: string
      title?: Bilingual
      intro?: Bilingual
      numbered?: boolean
      items: { title: Bilingual; text: Bilingual; picture?: Picture; facts?: Bilingual[]; link?: PageLink }[]
    }
  | { kind: 'bullets'; id: string; title?: Bilingual; intro?: Bilingual; items: Bilingual[] }
  | {
      kind: 'timeline'
      id: string
      title?: Bilingual
      items: { when: Bilingual; title: Bilingual; text: Bilingual }[]
    }
  | { kind: 'faq'; id: string; title?: Bilingual; items: { question: Bilingual; answer: Bilingual[] }[] }
  | { kind: 'notice'; id: string; title: Bilingual; text: Bilingual }
  | { kind: 'links'; id: string; title?: Bilingual; text?: Bilingual; items: PageLink[] }
  | {
      kind: 'table'
      id: string
      title?: Bilingual
      caption: Bilingual
      head: Bilingual[]
      rows: Bilingual[][]
    }

/** One information page: what search engines and the browser tab show, an opening, then its blocks. */
export interface InfoPageContent {
  description: Bilingual
  lead: { title: Bilingual; text: Bilingual; picture?: Picture }
  blocks: Block[]
}
