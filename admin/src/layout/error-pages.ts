// react-admin's pages for errors, unknown paths and refused access: loaded only when one shows
// (console-ui.tsx), so that they stay out of the login page's first download.
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
