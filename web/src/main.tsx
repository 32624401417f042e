import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { setHelpLinks, type HelpLinks } from './app/shell/help-links.ts';
import { configureApi } from './shared/lib/api/index.ts';
import { accessToken, configureAmplify, preloadAmplify } from './shared/lib/auth-token.ts';
import { configureLiveEvents } from './shared/lib/live-events.ts';
import { loadRuntimeConfig } from './shared/lib/runtime-config.ts';
import { storedLogin } from './shared/lib/session.tsx';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // While config.json is read: the router starts loading the page's module, and a signed-in reload Amplify's.
  const router = createAppRouter();
  if (storedLogin.read()) preloadAmplify();
  try {
    const { config, raw } = await loadRuntimeConfig();
    configureAmplify({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: { username: true },
        },
      },
    });
    configureApi({ getToken: accessToken, getSessionId: () => storedLogin.read()?.sessionId, apiBase: config.apiBase });
    configureLiveEvents({ url: config.wsUrl, getToken: () => accessToken(), getSessionId: () => storedLogin.read()?.sessionId });
    setHelpLinks(raw.helpLinks as HelpLinks | undefined);
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } catch (e) {
    root.render(<p style={{ fontFamily: 'system-ui', padding: 24 }}>The Scheduler could not start: {e instanceof Error ? e.message : String(e)}</p>);
  }
}

void start();
