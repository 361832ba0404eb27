import type { RouteObject } from 'react-router-dom';

const authPage = () => import('./components/AuthPage');

/** /login and /register (spec §7 accounts). */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await authPage()).LoginPage }) },
  { path: 'register', lazy: async () => ({ Component: (await authPage()).RegisterPage }) },
];
