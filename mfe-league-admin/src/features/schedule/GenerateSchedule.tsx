import { useState } from 'react';
import styled from 'styled-components';
import { Button, tokens } from '@league/shell/kit';
import { getShownMessage } from '@league/shared-rules/client';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 8px 0 12px;
  p {
    margin: 0;
    color: ${tokens.muted};
  }
  [role='alert'] {
    color: ${tokens.danger};
  }
`;

export interface GenerateScheduleProps {
  /** The season has a schedule already (generating replaces it). */
  hasSchedule: boolean;
  generate: () => Promise<void>;
}

/**
 * The commissioner's control for POST /leagues/:lid/matchups. Generating replaces the season's schedule,
 * so it asks once more before it sends; the server refuses once a week has been scored, and its message
 * is shown as given (nothing was changed then).
 */
export function GenerateSchedule({ hasSchedule, generate }: GenerateScheduleProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = hasSchedule ? 'Regenerate schedule' : 'Generate schedule';
  async function run() {
    setBusy(true);
    setError(null);
    try {
      await generate();
      setConfirming(false);
    } catch (err) {
      setError(getShownMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box>
      {confirming ? (
        <>
          <p>{hasSchedule ? 'Replace every matchup of this season with a new draw?' : 'Draw this season’s head-to-head schedule?'}</p>
          <Button type="button" disabled={busy} onClick={() => void run()}>
            {busy ? 'Generating…' : label}
          </Button>
          <Button type="button" $variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </>
      ) : (
        <Button type="button" $variant="ghost" onClick={() => setConfirming(true)}>
          {label}
        </Button>
      )}
      {error && <span role="alert">{error}</span>}
    </Box>
  );
}
