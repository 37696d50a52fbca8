import { SetSourceWeightBodySchema, SourceParamsSchema } from './sources';

describe('sources contracts', () => {
  it('coerces the source number and keeps it within 1-28', () => {
    expect(SourceParamsSchema.parse({ sourceId: '28' })).toEqual({ sourceId: 28 });
    expect(SourceParamsSchema.safeParse({ sourceId: '29' }).success).toBe(false);
  });
  it('takes a weight from 0 to 1', () => {
    expect(SetSourceWeightBodySchema.safeParse({ weight: 0 }).success).toBe(true);
    expect(SetSourceWeightBodySchema.safeParse({ weight: 1.5 }).success).toBe(false);
    expect(SetSourceWeightBodySchema.safeParse({}).success).toBe(false);
  });
});
