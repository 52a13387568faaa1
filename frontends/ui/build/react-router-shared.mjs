// What the shell and the remotes share of react-router (one router context for all of them).
// A Module Federation shared module is never tree-shaken, and react-router's index also carries its
// server, RSC, cookie and session APIs; sharing this list instead keeps only the browser router.
// `react-router-full` is an alias of the real package (see webpack-common.js), so this import does not
// come back to the shared module. frontends/shell/src/remotes/routerShare.test.ts checks every name used is here.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-full';
