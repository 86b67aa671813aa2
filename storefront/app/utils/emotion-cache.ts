import createCache from '@emotion/cache';

/**
 * One cache per server render, one for the browser. The same key on both sides lets the browser adopt
 * the `<style data-emotion="css …">` tags the server put in <head> instead of inserting them again.
 * `nonce`: the page's Content-Security-Policy nonce, which every style tag emotion writes must carry.
 */
export const createEmotionCache = (nonce?: string) => createCache({ key: 'css', nonce });

/**
 * In the browser: the nonce of the style tags the server rendered. Browsers hide a nonce from
 * `getAttribute` but keep it readable as the element's `nonce` property, for exactly this.
 */
export function pageStyleNonce(): string | undefined {
  const serverStyle = document.querySelector<HTMLStyleElement>('style[data-emotion]');
  return serverStyle?.nonce || undefined;
}
