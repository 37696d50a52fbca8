import styled, { keyframes } from 'styled-components';
import { tokens } from './tokens';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

const Bar = styled.div<{ $width: string }>`
  height: 14px;
  width: ${(p) => p.$width};
  border-radius: 4px;
  background: linear-gradient(90deg, ${tokens.surfaceAlt} 0%, #f8f9fb 50%, ${tokens.surfaceAlt} 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;

const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: 3fr 1fr 1fr 1fr 2fr;
  gap: 16px;
  padding: 14px 16px;
  border-bottom: 1px solid ${tokens.surfaceAlt};
`;

/** Placeholder rows while a list loads; announced once to screen readers. */
export function SkeletonList({ rows = 8, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonRow key={i} aria-hidden="true">
          <Bar $width="80%" />
          <Bar $width="50%" />
          <Bar $width="60%" />
          <Bar $width="40%" />
          <Bar $width="70%" />
        </SkeletonRow>
      ))}
    </div>
  );
}

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Panel = styled.div<{ $tone: 'neutral' | 'danger' }>`
  margin: 24px 0;
  padding: 32px 24px;
  text-align: center;
  border-radius: ${tokens.radius};
  border: 1px dashed ${(p) => (p.$tone === 'danger' ? tokens.danger : tokens.border)};
  background: ${(p) => (p.$tone === 'danger' ? tokens.dangerSurface : tokens.surface)};
  color: ${(p) => (p.$tone === 'danger' ? tokens.danger : tokens.inkSoft)};
  p { margin: 0 0 12px; }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'ghost' | 'danger' }>`
  font: inherit;
  font-weight: 600;
  padding: 8px 14px;
  border-radius: ${tokens.radiusSmall};
  cursor: pointer;
  border: 1px solid
    ${(p) => (p.$variant === 'primary' ? tokens.accent : p.$variant === 'danger' ? tokens.danger : tokens.border)};
  background: ${(p) => (p.$variant === 'primary' ? tokens.accent : tokens.surface)};
  color: ${(p) => (p.$variant === 'primary' ? tokens.accentInk : p.$variant === 'danger' ? tokens.danger : tokens.ink)};
  &:hover:not(:disabled) { filter: brightness(0.96); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${tokens.focus}; outline-offset: 2px; }
`;

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <Panel $tone="neutral" role="status">
      <p>{children}</p>
    </Panel>
  );
}

/** A failed load with the error text and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Panel $tone="danger" role="alert">
      <p>{message}</p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Panel>
  );
}
