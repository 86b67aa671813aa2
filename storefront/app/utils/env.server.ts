/** The one place the storefront reads `process.env` (STYLE: env read once). */
export const env = {
  /** Where the API listens when the host gives no in-process fetch. */
  API_URL: (process.env.API_URL ?? 'http://localhost:3001').replace(/\/+$/, ''),
  /** How often the bell asks for the unread count (decision 058); the journeys shorten it. 1 to 3600 s. */
  NOTIFICATION_POLL_SECONDS: pollSeconds(process.env.NOTIFICATION_POLL_SECONDS),
};

function pollSeconds(value: string | undefined): number {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600 ? seconds : 30;
}
