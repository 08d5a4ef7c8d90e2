import styled, { keyframes } from 'styled-components';

export interface SkeletonProps {
  /** CSS width; defaults to the full line. */
  width?: string;
  /** CSS height; defaults to one line of text. */
  height?: string;
  circle?: boolean;
  /** Several text lines, the last one shorter, as a paragraph would be. */
  lines?: number;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Bar = styled.span<{ $width: string; $height: string; $circle: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $circle }) => ($circle ? '50%' : theme.radius.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A grey placeholder with the shape of content still loading. It is hidden from assistive
 * technology: the region that holds it says it is busy (aria-busy) instead.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  circle = false,
  lines,
  className,
}: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <Stack aria-hidden="true" className={className} data-testid="skeleton">
        {Array.from({ length: lines }, (_, index) => (
          <Bar
            key={index}
            $width={index === lines - 1 ? '60%' : width}
            $height={height}
            $circle={false}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Bar
      aria-hidden="true"
      className={className}
      data-testid="skeleton"
      $width={circle ? height : width}
      $height={height}
      $circle={circle}
    />
  );
}
