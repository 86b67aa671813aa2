// The static login form of index.html (decision 054) is shown before the app's script arrives. A submit
// in that time is held here, not sent to the site's login (the form's no-script fallback): the app's login
// page then takes the typed values over and signs in itself. Tiny and `async`, so it arrives long before
// the app; it may run before the body is parsed, hence the listener on the document. A classic script
// file: the console's Content-Security-Policy allows no inline script.
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest('#static-login')) return;
  event.preventDefault();
  form.dataset.submitted = 'true';
});
