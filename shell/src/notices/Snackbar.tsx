import { useEffect } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { noticeStore, snackbarAutoHideMs, useCurrentNotice } from './notice-store';

const tone = {
  success: [theme.color.success, theme.color.successSurface],
  info: [theme.color.info, theme.color.infoSurface],
  warning: [theme.color.warning, theme.color.warningSurface],
  error: [theme.color.danger, theme.color.dangerSurface],
} as const;

const Bar = styled.div<{ $severity: keyof typeof tone }>`
  position: fixed;
  left: 50%;
  bottom: 24px;
  transform: translateX(-50%);
  z-index: 1400;
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: min(560px, calc(100vw - 32px));
  padding: 12px 12px 12px 16px;
  border-radius: ${theme.radius.medium};
  border-left: 5px solid ${(p) => tone[p.$severity][0]};
  background: ${(p) => tone[p.$severity][1]};
  color: ${theme.color.ink};
  box-shadow: ${theme.shadow.floating};
  font-weight: 500;
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: ${theme.color.inkSoft};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  padding: 4px 8px;
  border-radius: ${theme.radius.small};
  &:hover { background: rgba(0, 0, 0, 0.06); }
`;

/** The shell's snackbar: one notice at a time, dismissed by its button or after 6 s. */
export function Snackbar() {
  const notice = useCurrentNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => noticeStore.getState().dismiss(notice.id), snackbarAutoHideMs);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <Bar role={notice.severity === 'error' ? 'alert' : 'status'} $severity={notice.severity}>
      <span>{notice.message}</span>
      <Close type="button" aria-label="Dismiss" onClick={() => noticeStore.getState().dismiss(notice.id)}>
        ×
      </Close>
    </Bar>
  );
}
