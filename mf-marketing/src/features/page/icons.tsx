import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

/*
 * Small stroke icons drawn inline: no image requests, no layout shift, and they take the
 * text colour of the theme. All are decorative; the heading beside each one says it.
 */
function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const TranslateIcon = () => (
  <Icon>
    <path d="M4 5h8M8 3v2M6 5c0 4 2 7 5 8M10 5c-.5 3-2.5 6-6 8" />
    <path d="m13 21 4-9 4 9M14.5 18h5" />
  </Icon>
);

export const CoursesIcon = () => (
  <Icon>
    <path d="M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14" />
    <path d="M9 7h7M9 11h5" />
  </Icon>
);

export const DictionaryIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m20 20-4.5-4.5M8 10.5h5M10.5 8v5" />
  </Icon>
);

export const RankingIcon = () => (
  <Icon>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3" />
  </Icon>
);

export const ProgressIcon = () => (
  <Icon>
    <path d="M3 20h18M6 16v-4M11 16V8M16 16v-6M21 4l-5 4-4-2-5 4" />
  </Icon>
);

export const PlansIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </Icon>
);

export const PersonalIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const CheckMark = () => (
  <Icon width="18" height="18" strokeWidth="2.4">
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

/** The round tile an icon sits on. */
export const IconTile = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentSoftText};
`;
