import createCache from '@emotion/cache';

/**
 * One cache per server render, one for the browser. The same key on both sides lets the browser adopt
 * the `<style data-emotion="css …">` tags the server put in <head> instead of inserting them again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
