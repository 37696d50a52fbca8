/**
 * Imported first by the widget entry, before any module that builds a schema: zod's fast path
 * probes `new Function` (an eval), which a host page's CSP without 'unsafe-eval' reports as a
 * violation. The jitless parser is a little slower and needs no eval.
 */
import { z } from 'zod';

z.config({ jitless: true });
