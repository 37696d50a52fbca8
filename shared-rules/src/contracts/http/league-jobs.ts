import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LeagueIdParamSchema } from './entities/common';
import { JobRunSchema } from './status';

/** The league jobs a commissioner may run now (spec §3 Background jobs, issue: "run a league's job on demand"). */
export const LEAGUE_JOBS = ['waivers', 'poaches', 'finalize-week', 'team-values'] as const;
export const LeagueJobSchema = z.enum(LEAGUE_JOBS);
export type LeagueJob = z.infer<typeof LeagueJobSchema>;

export const RunLeagueJobParamsSchema = z.object({ leagueId: LeagueIdParamSchema, job: LeagueJobSchema });

/** POST /leagues/:leagueId/jobs/:job — the commissioner runs one of the league's jobs now. */
export const runLeagueJobEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/jobs/:job',
  params: RunLeagueJobParamsSchema,
  body: z.object({}).strict(),
  response: JobRunSchema,
  auth: true,
  docs: {
    summary: 'Run a league job now',
    description: 'Runs one of the league\'s background jobs now, for this league only, as the scheduler would: `waivers` processes the pending waiver claims, `poaches` the poaching claims whose time has come, `finalize-week` finalizes the finished weeks and simulates the playoff odds, `team-values` records today\'s team values. The run is recorded like a scheduled one, with who asked, and answered with its result (a run that fails is still answered 200, `succ: false` and its reason). A second request in the same second is refused with CONFLICT.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'CONFLICT', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1, job: 'team-values' }, body: {} },
  },
});
