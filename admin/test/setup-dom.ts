import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when the runner has globals; vitest here has none.
afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default. A react-admin screen on a loaded 2-core CI machine
// (a debounced filter, a lazy editor, a first render of a whole MUI tree) takes longer than that now and
// then, and each such wait failed a CI run once. 5 s holds; a screen that never shows still fails.
configure({ asyncUtilTimeout: 5000 });
