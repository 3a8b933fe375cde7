import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/**
 * A React root in a fresh element of the page for each test of the file (call it at the file's top),
 * unmounted and removed after the test: `render` draws into it, `container` is its element.
 */
export function testRoot() {
  let root: Root
  let container: HTMLElement
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })
  return {
    render: (node: ReactNode) => act(() => root.render(node)),
    get container() {
      return container
    },
  }
}
