// A step of src/main.tsx: react-router's code (its own chunk, vite.config.ts), evaluated in a task
// before the app's router is created in the next one.
export { createBrowserRouter } from 'react-router'
export { RouterProvider } from 'react-router/dom'
