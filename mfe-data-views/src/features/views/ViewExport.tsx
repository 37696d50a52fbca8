import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { getShownMessage } from '@league/shared-rules/client';
import type { DataViewTableState } from '@league/shared-rules/contracts';
import { Button, downloadText, tokens } from '@league/shell/kit';
import type { ApiContext } from '../data/http';
import { httpTransport } from '../data/view-query';
import { csvFileName, readAllRows, viewCsv } from './view-export';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  progress { width: 120px; height: 8px; accent-color: ${tokens.accent}; }
  [role='status'] { font-size: 13px; color: ${tokens.inkSoft}; }
  [role='alert'] { font-size: 13px; color: ${tokens.danger}; }
`;

type ExportState = { kind: 'idle' } | { kind: 'running'; done: number; total: number | null } | { kind: 'done'; rows: number; file: string } | { kind: 'error'; message: string };

const count = (n: number) => n.toLocaleString('en-US');

export interface ViewExportProps {
  ctx: ApiContext;
  leagueId: number;
  viewName: string;
  /** The table state shown (unsaved column or sort changes included). */
  tableState: DataViewTableState;
}

/**
 * Exports every row of the view as shown (its columns, parameters and sort) to a CSV file. The rows are read
 * from the server 500 at a time over HTTP, with the count read so far on screen and a way to stop; the file
 * is written once every page is in.
 */
export function ViewExport({ ctx, leagueId, viewName, tableState }: ViewExportProps) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // leaving the view stops its export
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', done: 0, total: null });
    const transport = httpTransport(ctx, leagueId);
    const quiet = { onStatus: () => undefined, onPosition: () => undefined };
    try {
      const rows = await readAllRows(
        (offset, limit, signal) => transport.run({ tableState, offset, limit }, quiet, signal),
        (done, total) => setState({ kind: 'running', done, total }),
        controller.signal,
      );
      const file = csvFileName(viewName);
      downloadText(file, viewCsv(tableState, rows));
      setState({ kind: 'done', rows: rows.length, file });
    } catch (err) {
      setState(controller.signal.aborted ? { kind: 'idle' } : { kind: 'error', message: getShownMessage(err) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <Wrap>
      {state.kind === 'running' ? (
        <>
          <progress aria-label="Export progress" max={state.total ?? undefined} value={state.total === null ? undefined : state.done} />
          <span role="status">{state.total === null ? 'Exporting…' : `Exporting ${count(state.done)} of ${count(state.total)} players…`}</span>
          <Button type="button" onClick={() => running.current?.abort()}>
            Cancel export
          </Button>
        </>
      ) : (
        <Button type="button" onClick={() => void start()}>
          Export CSV
        </Button>
      )}
      {state.kind === 'done' && <span role="status">{`Exported ${count(state.rows)} players to ${state.file}.`}</span>}
      {state.kind === 'error' && <span role="alert">{`Export failed: ${state.message}`}</span>}
    </Wrap>
  );
}
