import { createBrowserRouter } from 'react-router'
import { setNavigator } from '../lib/navigation'
import { routes } from './routes'

export const router = createBrowserRouter(routes)

// Lets the request client and the socket navigate without a full page load.
setNavigator((to, options) => void router.navigate(to, options))
