import { z } from 'zod';

/**
 * A projection source (spec §3 "Source"; sources are numbered 1-28). `weight` is the caller's own
 * weight for it when logged in (default 1), used to blend projections; 0 ignores the source.
 */
export const SourceSchema = z.object({
  uid: z.number().int().min(1).max(28),
  name: z.string().min(1),
  url: z.string(),
  weight: z.number().min(0).max(1),
});
export type Source = z.infer<typeof SourceSchema>;
