import { DeleteProjectionBodySchema, ProjectionParamsSchema, SetProjectionBodySchema } from './projections';
import { ProjectionRowSchema } from './entities/projection';

describe('projections contracts', () => {
  it('takes a known stat key and a non-negative value for a week', () => {
    expect(SetProjectionBodySchema.parse({ week: 0, type: 'py', value: 4250.5 })).toEqual({ week: 0, type: 'py', value: 4250.5 });
    expect(SetProjectionBodySchema.safeParse({ week: 0, type: 'passing', value: 1 }).success).toBe(false);
    expect(SetProjectionBodySchema.safeParse({ week: 1, type: 'py', value: -3 }).success).toBe(false);
  });

  it('needs the week on delete and a valid pid in the path', () => {
    expect(DeleteProjectionBodySchema.safeParse({}).success).toBe(false);
    expect(DeleteProjectionBodySchema.parse({ week: 2, userId: 4 })).toEqual({ week: 2, userId: 4 });
    expect(ProjectionParamsSchema.safeParse({ pid: 'nobody' }).success).toBe(false);
  });

  it('reads an own row (no source) with only some stats', () => {
    const row = ProjectionRowSchema.parse({
      pid: 'JOSH-ALLE-2018-1996-05-21', week: 0, year: 2026, seas_type: 'REG', sourceid: null, userid: 3, timestamp: 1, py: 4000,
    });
    expect(row.ry).toBeUndefined();
  });
});
