// react-admin's pages for errors, unknown paths and refused access: loaded only when one shows
// (console-ui.tsx), so that they stay out of the login page's first download.
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
// Ours: titled "Página não encontrada" in the app bar and the tab (decision 042).
export { NotFound } from './not-found.tsx';
