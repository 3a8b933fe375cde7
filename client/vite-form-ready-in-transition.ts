import type { Plugin } from 'vite'

/**
 * react-hook-form's `useForm` marks its form ready (`formState.isReady`) with a state update in a layout
 * effect. An update from a layout effect is synchronous: when a pre-rendered page with a form is taken
 * over (/query, the login forms, the registrations), React then flushed every passive effect of the
 * page and rendered the page again inside the hydration's commit, one long task on a phone (decision
 * 0051). In the browser build that one update is made a transition: the form's own
 * `control._formState.isReady` is still set at once, the passive effects run in their own task, and
 * the render that shows `isReady` is sliced like the hydration. Nothing in the app reads
 * `formState.isReady`. The build fails if react-hook-form no longer has that code.
 */
const FORM_MODULE = /node_modules[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/
const READY_UPDATE = /updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,\s*\}\)\);/

export function formReadyInTransition(): Plugin {
  return {
    name: 'form-ready-in-transition',
    apply: 'build',
    transform(code, id) {
      if (!FORM_MODULE.test(id)) return null
      if (!READY_UPDATE.test(code) || !code.startsWith("import React from 'react';"))
        throw new Error(
          'react-hook-form: the isReady update of useForm was not found (vite-form-ready-in-transition.ts)',
        )
      return {
        code: code.replace(
          READY_UPDATE,
          'React.startTransition(() => updateFormState((data) => ({ ...data, isReady: true })));',
        ),
        map: null,
      }
    },
  }
}
