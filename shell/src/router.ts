/**
 * The router, as the shell and the remotes use it: shared through federation as one singleton under
 * this name instead of `react-router` and `react-router-dom`. A shared module is never tree-shaken, so
 * sharing those packages sent all of React Router (data routers, fetchers, forms, server rendering:
 * 55 kB brotli) to every first visit; shared through this list it is the part the app calls (13 kB).
 * Import the router from `@league/shell/router` only (the lint rule `no-restricted-imports` says so):
 * a direct import would bundle a second router whose context the shell's never provides. Tests may
 * use `react-router-dom` itself (MemoryRouter): without federation it is the same module instance.
 */
export { BrowserRouter, Link, matchPath, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
