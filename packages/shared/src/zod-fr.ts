import { z } from 'zod';

/** Zod's own messages (types, lengths, unknown keys) in French, for server and forms alike. */
z.config(z.locales.fr());
