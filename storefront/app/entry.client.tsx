import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache, pageStyleNonce } from './utils/emotion-cache.ts';

// The styles emotion adds in the browser need the nonce of the server's (the page's CSP, decision 026).
const emotionCache = createEmotionCache(pageStyleNonce());

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});
