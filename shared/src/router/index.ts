// The router every package uses, re-exported from one place. React Router's context must be
// one instance across the shell and the remotes, so it travels inside the @lingualoop/shared
// singleton instead of being shared as a whole package: Module Federation cannot tree-shake a
// shared package (every remote might use any export), while this list lets webpack keep only
// what is named here — about a seventh of the package. Need another export? Add it here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';
