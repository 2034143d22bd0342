import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { Root } from './Root';
import { RequireLogin } from './components/layout/guards';

// Route table of spec 000 §2 and spec 002 §2. Every page is its own lazily loaded module.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const open: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/home/HomePage')) },
  { path: 'setup', lazy: page(() => import('./routes/setup/SetupPage')) },
  { path: 'login', lazy: page(() => import('./routes/login/LoginPage')) },
  { path: 'register', lazy: page(() => import('./routes/register/RegisterPage')) },
  { path: 'reset', lazy: page(() => import('./routes/reset/PasswordResetPage')) },
  // The mailed reset link is opened by a logged-out user, so it is not behind the login guard.
  { path: 'user/reset', lazy: page(() => import('./routes/user-reset/PasswordResetConfirmPage')) },
  { path: 'oauth/:provider', lazy: page(() => import('./routes/oauth/OAuthCallbackPage')) },
  { path: 'pricing', lazy: page(() => import('./routes/pricing/PricingPage')) },
  { path: 'about', lazy: page(() => import('./routes/about/AboutPage')) },
  { path: 'chat/:id?', lazy: page(() => import('./routes/chat/ChatPage')) },
];

const protectedRoutes: RouteObject[] = [
  { path: 'token', lazy: page(() => import('./routes/token/TokenPage')) },
  { path: 'playground', lazy: page(() => import('./routes/playground/PlaygroundPage')) },
  { path: 'channel', lazy: page(() => import('./routes/channel/ChannelPage')) },
  { path: 'channel/add', lazy: page(() => import('./routes/channel-edit/ChannelEditPage')) },
  { path: 'channel/edit/:id', lazy: page(() => import('./routes/channel-edit/ChannelEditPage')) },
  { path: 'redemption', lazy: page(() => import('./routes/redemption/RedemptionPage')) },
  { path: 'user', lazy: page(() => import('./routes/user/UserPage')) },
  { path: 'user/edit', lazy: page(() => import('./routes/user-edit/UserEditPage')) },
  { path: 'user/edit/:id', lazy: page(() => import('./routes/user-edit/UserEditPage')) },
  { path: 'setting', lazy: page(() => import('./routes/setting/SettingPage')) },
  { path: 'personal', lazy: page(() => import('./routes/personal/PersonalPage')) },
  { path: 'topup', lazy: page(() => import('./routes/topup/TopUpPage')) },
  { path: 'log', lazy: page(() => import('./routes/log/LogPage')) },
  { path: 'detail', lazy: page(() => import('./routes/detail/DetailPage')) },
  { path: 'midjourney', lazy: page(() => import('./routes/midjourney/MidjourneyPage')) },
  { path: 'task', lazy: page(() => import('./routes/task/TaskPage')) },
  { path: 'chat2link', lazy: page(() => import('./routes/chat2link/Chat2LinkPage')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    children: [
      ...open,
      {
        element: (
          <RequireLogin>
            <Outlet />
          </RequireLogin>
        ),
        children: protectedRoutes,
      },
      { path: '*', lazy: page(() => import('./routes/not-found/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
