import { configureLogger, LOG_LEVELS, type LogLevel } from '../src/lib/logger.ts';

// Tests are quiet unless LOG_LEVEL asks for lines (LOG_LEVEL=debug npx vitest run ...); tests that check
// what is logged capture it themselves (captureLogs).
const wanted = process.env.LOG_LEVEL;
configureLogger(LOG_LEVELS.includes(wanted as LogLevel) ? (wanted as LogLevel) : 'silent');
