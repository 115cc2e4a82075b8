import { parseEnv, type Env } from './env-schema';

/** The app's configuration, validated once at start-up (see `./env-schema`). */
export const env: Env = parseEnv(import.meta.env);
