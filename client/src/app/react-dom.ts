// The first step of src/main.tsx: React and react-dom, evaluated in a task of their own (one chunk).
export { startTransition } from 'react'
export { createRoot, hydrateRoot } from 'react-dom/client'
