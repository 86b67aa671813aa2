/** The one place the storefront reads `process.env` (STYLE: env read once). */
export const env = {
  /** Where the API listens when the host gives no in-process fetch. */
  API_URL: (process.env.API_URL ?? 'http://localhost:3001').replace(/\/+$/, ''),
};
