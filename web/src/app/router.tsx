import { Box } from '@chakra-ui/react';
import { createBrowserRouter, createMemoryRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { api } from '../shared/lib/api/index.ts';
import { NotBuiltPanel } from '../shared/ui/not-built-panel.tsx';
import { PageLoading } from '../shared/ui/page-loading.tsx';
import { GlobalErrorHandler } from './global-error-handler.tsx';
import { HomeRedirect, RoleGate } from './guards.tsx';
import { PAGE_ROUTES, type PageRoute } from './page-routes.ts';
import { RequireAuthOrResumeSignup } from './session-signup-resume.tsx';

function RootLayout() {
  return (
    <>
      <GlobalErrorHandler />
      <Outlet />
    </>
  );
}

function PublicLayout() {
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Outlet />
    </Box>
  );
}

function toRoute(p: PageRoute): RouteObject {
  const load = p.load;
  return {
    path: p.path,
    handle: { access: p.access, name: p.name },
    ...(load ? { lazy: async () => ({ Component: (await load()).default }) } : { element: <NotBuiltPanel name={p.name} spec={p.spec} /> }),
  };
}

/** The route tree: public pages, then signed-in pages inside the shell behind the login and role guards. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: <Navigate to="/login" replace /> },
        { element: <PublicLayout />, children: PAGE_ROUTES.filter((p) => p.access === 'public').map(toRoute) },
        {
          element: <RequireAuthOrResumeSignup />,
          children: [
            {
              // The signed-in frame loads with the first signed-in page, off the public pages' first load.
              lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).AppShell }),
              children: [
                {
                  element: <RoleGate />,
                  children: [
                    { path: 'home', element: <HomeRedirect /> },
                    ...PAGE_ROUTES.filter((p) => p.access !== 'public').map(toRoute),
                    { path: '*', element: <Navigate to="/home" replace /> },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Navigation cancels every pending request (doc 1 §7). */
function cancelOnNavigation(router: ReturnType<typeof createBrowserRouter>) {
  let key = router.state.location.key;
  router.subscribe((s) => {
    if (s.location.key !== key) {
      key = s.location.key;
      api.abortAll();
    }
  });
  return router;
}

export const createAppRouter = () => cancelOnNavigation(createBrowserRouter(appRoutes()));
export type AppRouter = ReturnType<typeof createAppRouter>;
export const createTestRouter = (initialEntries: string[]) => createMemoryRouter(appRoutes(), { initialEntries });
