// Start-up, stage 2a (see src/index.tsx): React Router, evaluated in a task of its own before the language stage,
// whose loaders import it.
export { createBrowserRouter, matchRoutes } from 'react-router'
