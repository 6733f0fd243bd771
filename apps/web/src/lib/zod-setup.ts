import { z } from 'zod';

// Under the portal's CSP (script-src 'self') zod's `new Function` probe is reported as a violation
// even though zod catches it; forms import this module before validating anything.
z.config({ jitless: true });
