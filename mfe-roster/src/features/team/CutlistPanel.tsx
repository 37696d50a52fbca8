import { getShownMessage } from '@league/shared-rules/client';
import type { Notice } from '@league/shared-rules/contracts';
import styled from 'styled-components';
import { Button } from '@league/shell/kit';
import type { TeamActions } from './team-actions';
import { Actions, Name, Row, Section } from './ui';

const Order = styled.span`
  font-weight: 700;
  text-align: center;
`;

/**
 * The owner's cutlist in release order (spec §3 Players state): reorder or remove; each change is
 * saved at once ('Updated Cutlist'). Players are added from their menu (offseason).
 */
export function CutlistPanel(props: {
  cutlist: string[];
  nameOf: (pid: string) => string;
  actions: TeamActions;
  notify: (notice: Notice) => void;
  reload: () => void;
}) {
  const { cutlist, nameOf, actions, notify, reload } = props;
  if (cutlist.length === 0) return null;
  const save = async (pids: string[]) => {
    try {
      await actions.setCutlist(pids);
      notify({ message: 'Updated Cutlist', severity: 'success' });
    } catch (error) {
      notify({ message: getShownMessage(error), severity: 'error' });
    } finally {
      reload();
    }
  };
  const move = (index: number, by: number) => {
    const next = [...cutlist];
    const [pid] = next.splice(index, 1);
    next.splice(index + by, 0, pid);
    void save(next);
  };
  return (
    <Section aria-label="Cutlist">
      <h2>Cutlist</h2>
      {cutlist.map((pid, i) => (
        <Row key={pid}>
          <Order>{i + 1}</Order>
          <Name><strong>{nameOf(pid)}</strong></Name>
          <span className="wide" />
          <span className="wide" />
          <Actions>
            <Button type="button" aria-label={`Move ${nameOf(pid)} up`} disabled={i === 0} onClick={() => move(i, -1)}>↑</Button>
            <Button type="button" aria-label={`Move ${nameOf(pid)} down`} disabled={i === cutlist.length - 1} onClick={() => move(i, 1)}>↓</Button>
            <Button type="button" onClick={() => void save(cutlist.filter((p) => p !== pid))}>Remove from Cutlist</Button>
          </Actions>
        </Row>
      ))}
    </Section>
  );
}
