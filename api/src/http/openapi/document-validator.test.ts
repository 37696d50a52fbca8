import { documentApp } from './document-app';
import { documentOf } from './openapi.routes';
import { DocumentValidator, type Exchange } from './document-validator';

// The document as main.ts serves it; no request reaches a database.
const validator = new DocumentValidator(documentOf(documentApp()));

const refusal = (details: Record<string, string>) => ({ error: { code: 'INVALID_PARAMS', message: 'Invalid parameters', details } });
const exchange = (url: string, requestBody: unknown, responseBody: unknown): Exchange => ({
  method: 'POST', url, requestBody, status: 400, contentType: 'application/json; charset=utf-8', responseBody,
});

/** A saved view the schema allows, whose sort names a column that is not shown (a rule between fields). */
const view = {
  view_id: 'v1', view_name: 'Mine', view_description: '', view_search_column_id: 'player_nfl_team',
  table_state: { sort: [{ column_id: 'player_age', desc: true }], prefix_columns: [], columns: [{ column_id: 'player_position' }] },
};

describe('DocumentValidator', () => {
  it('accepts a refusal by a rule the document announces in x-rules (JSON Schema cannot express it)', () => {
    expect(validator.check(exchange('/api/data-views', view, refusal({ 'table_state.sort': 'sort must reference a shown column' })))).toEqual([]);
  });

  it('reports a schema refusal of a request the document allows', () => {
    const problems = validator.check(exchange('/api/data-views', view, refusal({ view_name: 'Too small' })));
    expect(problems).toEqual([expect.stringContaining('refused as INVALID_PARAMS a request the document allows')]);
  });

  it('documents that a blank login name is refused (the pattern is in the document, so the refusal is announced)', () => {
    expect(validator.check(exchange('/api/auth/login', { email_or_username: ' ', password: 'x' }, refusal({ email_or_username: 'Required' })))).toEqual([]);
  });
});
