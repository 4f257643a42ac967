import {
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
} from 'react-router';
import type { Navigation } from '../lib/navigation';

/**
 * The single-page app's navigation (lib/navigation): React Router's own links and hooks, for the pages
 * rendered by the data router (checkout, account, admin, sign-in, and any page reached by a client-side
 * navigation from them).
 */
export const routerNavigation: Navigation = {
  Link,
  NavLink: NavLink as Navigation['NavLink'],
  useNavigate: useNavigate as Navigation['useNavigate'],
  useLocation,
  useSearchParams: useSearchParams as Navigation['useSearchParams'],
  useParams,
  useNavigation: useNavigation as Navigation['useNavigation'],
};
