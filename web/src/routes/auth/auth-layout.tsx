import { Outlet } from 'react-router';
import { AuthFrame } from './auth-frame';

/** The router's auth layout: the sign-in frame (auth-frame.tsx) around its <Outlet />. */
export function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
